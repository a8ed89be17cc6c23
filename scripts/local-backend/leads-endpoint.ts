/**
 * `npm run leads` while the server runs: PGlite belongs to one process, so the CLI asks that
 * process. The door is a separate server on 127.0.0.1 only, behind a random token kept in the
 * git-ignored data folder; it is never reachable under /rest/v1 or any public path.
 */
import type { PGlite } from '@electric-sql/pglite';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './http-io.ts';
import { runLeadsCommand, type LeadsCommand, type OrderRecord, type RemovedCounts, type StoredRecords } from './leads-store.ts';
import { readLeadsEndpoint, removeLeadsEndpoint, writeLeadsEndpoint } from './local-secrets.ts';

function isCommand(value: unknown): value is LeadsCommand {
  const command = value as LeadsCommand | null;
  if (typeof command !== 'object' || command === null) return false;
  if (command.action === 'list' || command.action === 'orders') return true;
  if (command.action === 'delete') return typeof command.email === 'string' && command.email.trim() !== '';
  return command.action === 'purge' && Number.isInteger(command.months) && command.months > 0;
}

export async function startLeadsEndpoint(db: PGlite, dataDir: string): Promise<{ close(): Promise<void> }> {
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = createServer(async (req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return sendJson(res, 401, { error: 'unauthorized' });
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
    try {
      const command: unknown = JSON.parse((await readBody(req, res, 4096)).body.toString('utf8'));
      if (!isCommand(command)) return sendJson(res, 400, { error: 'unknown command' });
      sendJson(res, 200, await runLeadsCommand(db, command));
    } catch (error) {
      sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref(); // a side door must never keep a stopping dev server alive
  const { port } = server.address() as AddressInfo;
  await writeLeadsEndpoint(dataDir, { pid: process.pid, url: `http://127.0.0.1:${port}/`, token });
  return {
    async close() {
      await removeLeadsEndpoint(dataDir);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Resolves undefined when no live server owns the folder (no file, or a stale one). */
export async function askRunningServer(
  dataDir: string,
  command: LeadsCommand,
): Promise<StoredRecords | RemovedCounts | { orders: OrderRecord[] } | undefined> {
  const info = await readLeadsEndpoint(dataDir);
  if (!info) return undefined;
  let response: Response;
  try {
    response = await fetch(info.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${info.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    await removeLeadsEndpoint(dataDir); // the server that wrote it is gone
    return undefined;
  }
  const body = (await response.json()) as StoredRecords | RemovedCounts | { orders: OrderRecord[] } | { error: string };
  if (!response.ok || 'error' in body) throw new Error(`The running server refused: ${'error' in body ? body.error : response.status}`);
  return body;
}
