/**
 * `npm run lock:platforms`: our build machines reach an npm mirror that holds only Linux builds of
 * platform packages (Tailwind's oxide, Deno). npm then leaves the other platforms' optional
 * packages out of package-lock.json and `npm ci` refuses the lock. This adds each missing one as
 * an optional entry with its os/cpu, so `npm ci` skips it here and fetches it on a Mac or Windows.
 * Run it after `npm install` changes the lock.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type LockEntry = { version?: string; optional?: boolean; os?: string[]; cpu?: string[]; optionalDependencies?: Record<string, string> };

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'win32'];
const CPUS = ['arm64', 'x64', 'arm', 'wasm32'];

export function platformOf(name: string): { os?: string[]; cpu?: string[] } {
  const parts = name.split('/').pop()!.split('-');
  const os = OSES.find((candidate) => parts.includes(candidate));
  const cpu = CPUS.find((candidate) => parts.includes(candidate));
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }) };
}

export function addMissingOptionalPlatforms(packages: Record<string, LockEntry>): string[] {
  const added: string[] = [];
  for (const [key, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
      const top = `node_modules/${name}`;
      if (packages[top] || packages[nested]) continue;
      packages[top] = { version, optional: true, ...platformOf(name) };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(import.meta.dirname, '..', 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = addMissingOptionalPlatforms(lock.packages);
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `Added ${added.length} optional platform entries: ${added.join(', ')}` : 'Lock already complete.');
}
