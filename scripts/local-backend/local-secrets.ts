/** Per-data-folder files of the local backend: a persistent salt and the running server's door. */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The salt lives as long as the data, so rate-limit windows survive a restart. */
export async function ipHashSalt(dataDir: string): Promise<string> {
  const file = join(dataDir, 'local-backend-salt.txt');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const salt = randomBytes(32).toString('hex');
    await writeFile(file, salt, { mode: 0o600 });
    return salt;
  }
}

export interface LeadsEndpointInfo {
  pid: number;
  url: string;
  token: string;
}

const endpointFile = (dataDir: string) => join(dataDir, 'leads-endpoint.json');

export async function readLeadsEndpoint(dataDir: string): Promise<LeadsEndpointInfo | undefined> {
  try {
    return JSON.parse(await readFile(endpointFile(dataDir), 'utf8')) as LeadsEndpointInfo;
  } catch {
    return undefined;
  }
}

export async function writeLeadsEndpoint(dataDir: string, info: LeadsEndpointInfo): Promise<void> {
  await writeFile(endpointFile(dataDir), JSON.stringify(info), { mode: 0o600 });
}

export async function removeLeadsEndpoint(dataDir: string): Promise<void> {
  await rm(endpointFile(dataDir), { force: true });
}
