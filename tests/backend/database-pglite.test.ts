// Migrations, grants and RLS on PGlite (the embedded backend's engine), in both grant modes (D19).
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../scripts/local-backend/migrations.ts';
import { pgliteSession } from '../../scripts/local-backend/sql-session.ts';
import { EMAIL_PATTERN } from '../../supabase/functions/_shared/form-rules.ts';
import { describeDatabaseSuite } from './support/database-suite.ts';
import { tempDir } from './support/temp-dir.ts';

const opened: PGlite[] = [];
const dirs: ReturnType<typeof tempDir>[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  dirs.forEach((dir) => dir.remove());
});

async function emptyPglite() {
  const dir = tempDir('pglite-suite');
  dirs.push(dir);
  const db = await PGlite.create({ dataDir: dir.path });
  opened.push(db);
  return pgliteSession(db);
}

describeDatabaseSuite('PGlite', emptyPglite, false);
describeDatabaseSuite('PGlite', emptyPglite, true);

describe('schema mirror', () => {
  it('uses the very same email pattern in SQL as in the form schema', () => {
    const sql = readFileSync(`${MIGRATIONS_DIR}/20250601000000_forms.sql`, 'utf8');
    const asSqlLiteral = `'${EMAIL_PATTERN.replaceAll("'", "''")}'`;
    expect(sql.split(asSqlLiteral).length - 1).toBe(2); // leads and contact messages
  });
});
