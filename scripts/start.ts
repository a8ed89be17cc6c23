/**
 * `npm start`: takes the port and checks the data folder, builds against the embedded backend into
 * a folder of its own (.data/start-<PORT>), then serves it. The build goes to a folder beside it
 * and replaces it only once finished, and `npm run build`, `build:local` or another `npm start`
 * (on another port) write elsewhere: nothing pulls the files from under a running site.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { claim, port, run, serveSite } from './serve';

const root = path.resolve(import.meta.dirname, '..');
const command = 'npm start';

run(async () => {
  const holder = await claim(command);
  const distDir = path.join(root, '.data', `start-${port}`);
  const next = `${distDir}.next`;
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts'), '--embedded'], {
      cwd: root,
      env: { ...process.env, DIST_DIR: next },
      maxBuffer: 16 * 1024 * 1024,
    }).then(({ stdout, stderr }) => process.stdout.write(stdout + stderr));
  } catch (error) {
    holder.close();
    await rm(next, { recursive: true, force: true });
    // The build printed its own sentences.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${stdout}${stderr}`.trim() || String(error));
  }
  if (existsSync(distDir)) await rm(distDir, { recursive: true, force: true });
  await rename(next, distDir);
  await serveSite(holder, distDir, command);
});
