/**
 * Builds the site once per test file into a folder of its own (DIST_DIR), so build tests never
 * race with another engineer's `dist/` (Playwright and `npm start` rebuild it).
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export const root = path.resolve(import.meta.dirname, '..', '..');

export async function buildInto(name: string): Promise<string> {
  // The recipe test (tests/recipes/) builds its copy once and runs several build test files on that build.
  if (process.env.BUILD_TEST_DIST) return path.resolve(root, process.env.BUILD_TEST_DIST);
  const distDir = path.join(root, '.data', `build-test-${name}`);
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--embedded'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir },
    maxBuffer: 16 * 1024 * 1024,
  });
  return distDir;
}

export const readDist = (distDir: string, file: string) => readFile(path.join(distDir, file), 'utf8');

/** A value from public/locales/<language>/<ns>.json by dotted key. */
export async function localeValue(language: string, ns: string, key: string): Promise<unknown> {
  let value: unknown = JSON.parse(await readFile(path.join(root, 'public', 'locales', language, `${ns}.json`), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}
