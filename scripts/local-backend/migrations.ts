/** Applies every file of supabase/migrations once, in name order, tracking what ran. */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SqlSession } from './sql-session.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
export const SEED_FILE = fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url));

const FILE_NAME = /^(\d{14})_([a-z0-9_]+)\.sql$/;

const TRACKER = `
  create schema if not exists local_backend;
  create table if not exists local_backend.applied_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  );
`;

export async function listMigrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const misnamed = names.filter((name) => !FILE_NAME.test(name));
  if (misnamed.length > 0) throw new Error(`Migration names must look like 20250101000000_name.sql: ${misnamed.join(', ')}`);
  return names;
}

/** Resolves with the file names applied by this call (empty when the database was up to date). */
export async function applyMigrations(session: SqlSession, dir = MIGRATIONS_DIR): Promise<string[]> {
  await session.run(TRACKER);
  const done = new Set((await session.run('select version from local_backend.applied_migrations')).map((row) => row[0]));
  const applied: string[] = [];
  for (const file of await listMigrationFiles(dir)) {
    const [, version, name] = FILE_NAME.exec(file)!;
    if (done.has(version)) continue;
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    // One transaction per file: a failing migration leaves neither half a schema nor a tracker row.
    await session.run(
      `begin;\n${sql}\n;insert into local_backend.applied_migrations (version, name) values ('${version}', '${name}');\ncommit;`,
    );
    applied.push(file);
  }
  return applied;
}
