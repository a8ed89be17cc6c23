/** Opens the embedded PostgreSQL (PGlite), bootstrapped like a Supabase project and migrated. */
import { PGlite } from '@electric-sql/pglite';
import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { supabaseRolesSql } from './bootstrap.ts';
import { applyMigrations } from './migrations.ts';
import { pgliteSession } from './sql-session.ts';

/** D22: every run can pick its own folder; `.data/` is git-ignored. */
export function defaultDataDir(): string {
  return resolve(process.env.LOCAL_DB_DIR ?? '.data/pglite');
}

/**
 * What to type in another terminal to read this data folder: `npm run leads` reads the default
 * folder, so any other (dev's .data/dev, an e2e run's) is named, or the hint shows nothing.
 */
export function leadsCommand(dataDir: string, args = ''): string {
  const folder = relative(process.cwd(), dataDir) || '.';
  const command = resolve(dataDir) === resolve('.data/pglite') ? 'npm run leads' : `LOCAL_DB_DIR=${folder} npm run leads`;
  return args ? `${command} -- ${args}` : command;
}

export interface OpenDatabaseOptions {
  /** A folder to persist to; omit for a throw-away in-memory database (tests). */
  dataDir?: string;
  /** Model a Supabase project with default grants switched on (D19). */
  defaultGrants?: boolean;
}

/**
 * Visitors' data is for this user only (issue 20): the folder is 0700 and nothing in it keeps
 * group or other access, whatever the umask was when PGlite wrote it.
 */
export async function makePrivate(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makePrivate(path);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<PGlite> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const session = pgliteSession(db);
  await session.run(supabaseRolesSql({ defaultGrants: options.defaultGrants ?? false }));
  await applyMigrations(session);
  if (options.dataDir) await makePrivate(options.dataDir);
  return db;
}
