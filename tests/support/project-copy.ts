/**
 * A throw-away copy of the project (its git files as they are now, node_modules linked package by
 * package), for tests that break a locale file or run `npm start` and a build side by side: the
 * repo's own files and folders are never touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');

export async function copyProject(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    if (!existsSync(path.join(projectRoot, file))) continue;
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await copyFile(path.join(projectRoot, file), path.join(dir, file));
  }
  // A real folder of links, so Vite's caches (node_modules/.vite*) stay in the copy.
  await mkdir(path.join(dir, 'node_modules'));
  for (const entry of await readdir(path.join(projectRoot, 'node_modules'))) {
    if (!entry.startsWith('.vite')) await symlink(path.join(projectRoot, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  return dir;
}

export const removeCopy = (dir: string) => rm(dir, { recursive: true, force: true });

/** Rewrites one file of the copy through `edit`. */
export async function editFile(dir: string, file: string, edit: (text: string) => string): Promise<void> {
  const full = path.join(dir, file);
  await writeFile(full, edit(await readFile(full, 'utf8')));
}
