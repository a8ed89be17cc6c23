/**
 * A wrong VITE_ value is one sentence wherever Vite reads it: `npm run dev` printed it inside
 * "failed to load config" and a ten-line stack through Vite's bundled copy of the config.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/project-copy';

const SENTENCE = 'VITE_PAYMENT_ROLE must be one of processor, controller, got "Processor"';

describe('a wrong VITE_ value', () => {
  it.each([
    ['npm run dev', [path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', '5998', '--strictPort']],
    ['npm run build:local', ['--import', 'tsx', path.join(projectRoot, 'scripts', 'build.ts'), '--embedded']],
  ])('stops %s with its sentence alone', (_, args) => {
    const run = spawnSync(process.execPath, args, {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, VITE_PAYMENT_ROLE: 'Processor', DIST_DIR: '.data/env-sentence-dist' },
    });
    expect([run.status, run.stderr.trim()]).toEqual([1, SENTENCE]);
  });
});
