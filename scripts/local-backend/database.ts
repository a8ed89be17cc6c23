/** Opens the embedded PostgreSQL (PGlite), bootstrapped like a Supabase project and migrated. */
import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { supabaseRolesSql } from './bootstrap.ts';
import { applyMigrations } from './migrations.ts';
import { pgliteSession } from './sql-session.ts';

/** D22: every run can pick its own folder; `.data/` is git-ignored. */
export function defaultDataDir(): string {
  return resolve(process.env.LOCAL_DB_DIR ?? '.data/pglite');
}

export interface OpenDatabaseOptions {
  /** A folder to persist to; omit for a throw-away in-memory database (tests). */
  dataDir?: string;
  /** Model a Supabase project with default grants switched on (D19). */
  defaultGrants?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<PGlite> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const session = pgliteSession(db);
  await session.run(supabaseRolesSql({ defaultGrants: options.defaultGrants ?? false }));
  await applyMigrations(session);
  return db;
}
