/** The npm scripts' preflight, in plain Node before tsx or Vite: a missing install or an old Node is one sentence. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A project folder with the preflight, `engines.node` as given and node_modules with tsx and vite or none. */
function project(engines: string, installed: boolean): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
  mkdirSync(path.join(dir, 'scripts'));
  copyFileSync(path.join(projectRoot, 'scripts', 'preflight.cjs'), path.join(dir, 'scripts', 'preflight.cjs'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ engines: { node: engines } }));
  if (installed) {
    mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
    mkdirSync(path.join(dir, 'node_modules', 'vite'));
    writeFileSync(path.join(dir, 'node_modules', '.bin', 'tsx'), '');
  }
  return dir;
}

const preflight = (folder: string) => spawnSync(process.execPath, [path.join(folder, 'scripts', 'preflight.cjs')], { encoding: 'utf8' });

describe('preflight', () => {
  it('passes quietly when Node is recent enough and the dependencies are installed', () => {
    const run = preflight(project('>=20.19', true));
    expect([run.status, run.stdout + run.stderr]).toEqual([0, '']);
  });
  it('says to run npm install when node_modules is missing', () => {
    const run = preflight(project('>=20.19', false));
    expect([run.status, run.stderr.trim()]).toEqual([1, 'The dependencies are not installed: run `npm install` first.']);
  });
  it('names the Node version it needs', () => {
    const run = preflight(project('>=99.1', true));
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Node ${process.versions.node} is too old for this project: install Node 99.1 or newer (.nvmrc names it).`,
    );
  });
});

describe('every npm script', () => {
  const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).scripts;

  // Without it, a fresh clone's `npm test` said `sh: 1: tsc: not found` and `npm run leads` a stack.
  it('runs the preflight first, so a missing install is one sentence whichever command a newcomer types', async () => {
    const folder = project('>=20.19', false);
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ engines: { node: '>=20.19' }, scripts }));
    // Side by side: each is an npm start-up of about half a second.
    const answers = await Promise.all(
      Object.keys(scripts).map(
        (name) =>
          new Promise<[string, number | null, string]>((resolve) => {
            const child = spawn('npm', ['run', '--silent', name], {
              cwd: folder,
              env: { ...process.env, npm_config_update_notifier: 'false' },
            });
            let stderr = '';
            child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
            child.on('close', (status) => resolve([name, status, stderr.trim()]));
          }),
      ),
    );
    expect(answers).toEqual(Object.keys(scripts).map((name) => [name, 1, 'The dependencies are not installed: run `npm install` first.']));
  });
});
