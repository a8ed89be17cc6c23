/**
 * `npm start`, `npm run serve` and `npm run dev` meet a taken port or a data folder another server holds with one
 * sentence (PORT and who holds it; the exact LOCAL_DB_DIR command) and a non-zero exit, before
 * anything is built, created or migrated. Run in a copy of the project, so a failure never builds
 * into the repo's own folders.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../scripts/local-backend/index';
import { copyProject, removeCopy } from '../support/project-copy';

let dir: string;
let taken: Server;
let takenPort: number;
let holder: LocalBackend;
const heldData = () => path.join(dir, '.data', 'held');

beforeAll(async () => {
  dir = await copyProject('start-clashes');
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as { port: number }).port;
  holder = await createLocalBackend({ dataDir: heldData(), mailer: { send: async () => undefined } });
}, 120_000);
afterAll(async () => {
  taken?.close();
  await holder?.close();
  if (dir) await removeCopy(dir);
});

async function npm(script: string, env: Record<string, string>, args: string[] = []): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, ...args], {
      cwd: dir,
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const freePort = async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

describe('start-up clashes are one sentence', () => {
  it.each(['start', 'serve'])('npm %s on a taken port names PORT and the process, and creates nothing', async (script) => {
    const { code, output } = await npm(script, { PORT: String(takenPort), LOCAL_DB_DIR: '.data/fresh' });
    expect(code).not.toBe(0);
    const command = script === 'start' ? 'npm start' : 'npm run serve';
    expect(output.trim()).toMatch(
      new RegExp(
        `^Port ${takenPort} is already in use \\(pid \\d+: .*\\): stop that server, or choose another port with \`PORT=${takenPort + 1} ${command}\`\\.$`,
      ),
    );
    expect(existsSync(path.join(dir, '.data', 'fresh'))).toBe(false);
    expect(existsSync(path.join(dir, '.data', `start-${takenPort}.next`))).toBe(false);
  });

  it('npm run dev on a taken port says the same, without a stack, and opens no data folder', async () => {
    const { code, output } = await npm('dev', { LOCAL_DB_DIR: '.data/fresh-dev' }, ['--', '--port', String(takenPort)]);
    expect(code).not.toBe(0);
    expect(output).toMatch(
      new RegExp(
        `^Port ${takenPort} is already in use \\(pid \\d+: .*\\): stop that server, or choose another port with \`npm run dev -- --port ${takenPort + 1}\`\\.$`,
        'm',
      ),
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(existsSync(path.join(dir, '.data', 'fresh-dev'))).toBe(false);
  });

  it('npm start on a data folder another server holds gives the exact command, and builds nothing', async () => {
    const port = await freePort();
    const { code, output } = await npm('start', { PORT: String(port), LOCAL_DB_DIR: heldData() });
    expect(code).not.toBe(0);
    const shown = path.relative(dir, heldData());
    expect(output.trim()).toBe(
      `The data folder ${shown} is in use by another running server: stop that server, or give this one a folder of its own with \`LOCAL_DB_DIR=${shown}-2 npm start\`.`,
    );
    expect(existsSync(path.join(dir, '.data', `start-${port}.next`))).toBe(false);
  });
});
