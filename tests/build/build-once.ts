/**
 * Builds the site once per Vitest run into a folder of its own (DIST_DIR), so build tests never
 * race with another engineer's `dist/` (Playwright and `npm start` rebuild it). Every build test
 * file reads that one build (none writes into it): the first to ask builds it, the others, in
 * other workers, wait for its marker (five builds were a minute of a 2-core CI run). The run's
 * name comes from build-run.ts (Vitest's global setup), which also removes the folder.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { buildTestDir } from './build-run';

export const root = path.resolve(import.meta.dirname, '..', '..');

export async function buildOnce(): Promise<string> {
  // The recipe test (tests/recipes/) builds its copy once and runs several build test files on that build.
  if (process.env.BUILD_TEST_DIST) return path.resolve(root, process.env.BUILD_TEST_DIST);
  const distDir = buildTestDir(inject('buildTestRun'));
  await mkdir(path.dirname(distDir), { recursive: true });
  try {
    await mkdir(`${distDir}.lock`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    while (!existsSync(`${distDir}.done`)) {
      if (existsSync(`${distDir}.failed`)) throw new Error(`the shared build failed: ${await readFile(`${distDir}.failed`, 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return distDir;
  }
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--embedded'], {
      cwd: root,
      env: { ...process.env, DIST_DIR: distDir },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    await writeFile(`${distDir}.failed`, String(error));
    throw error;
  }
  await writeFile(`${distDir}.done`, '');
  return distDir;
}

export const readDist = (distDir: string, file: string) => readFile(path.join(distDir, file), 'utf8');

/** A value from public/locales/<language>/<ns>.json by dotted key. */
export async function localeValue(language: string, ns: string, key: string): Promise<unknown> {
  let value: unknown = JSON.parse(await readFile(path.join(root, 'public', 'locales', language, `${ns}.json`), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}
