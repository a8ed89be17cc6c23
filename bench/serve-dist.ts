import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A build served on loopback exactly as `npm start` serves it (scripts/serve.ts), resolved once it
 * answers `/`. `env` picks the build (`DIST_DIR`) and a data folder of its own (`LOCAL_DB_DIR`).
 */
export async function serveDist(port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  // Up to 2 minutes: a fresh embedded database starts slowly on a busy machine.
  for (let i = 0; i < 800; i += 1) {
    const ok = await fetch(`http://localhost:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill();
  throw new Error(`bench: the server on port ${port} did not start`);
}
