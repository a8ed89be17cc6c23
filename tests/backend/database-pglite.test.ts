// Migrations, grants and RLS on PGlite (the embedded backend's engine), in both grant modes (D19).
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../scripts/local-backend/migrations.ts';
import { pgliteSession } from '../../scripts/local-backend/sql-session.ts';
import { BIDI_CONTROL_PATTERN, EMAIL_PATTERN } from '../../supabase/functions/_shared/form-rules.ts';
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
  const migration = (file: string) => readFileSync(`${MIGRATIONS_DIR}/${file}`, 'utf8');
  const occurrences = (text: string, pattern: string) => text.split(`'${pattern.replaceAll("'", "''")}'`).length - 1;

  it('uses the very same email pattern in SQL as in the form schema', () => {
    expect(occurrences(migration('20250601000000_forms.sql'), EMAIL_PATTERN)).toBe(2); // leads and contact messages
    expect(occurrences(migration('20251124000200_waitlist_function.sql'), EMAIL_PATTERN)).toBe(1); // join_waitlist
  });

  it('uses the very same bidi-control pattern in SQL as in the form schema', () => {
    const sql = migration('20251124000200_waitlist_function.sql');
    // Lead name and company, contact name, and join_waitlist's checks of a line field and the email.
    expect(occurrences(sql, BIDI_CONTROL_PATTERN)).toBe(5);
    // ...and no other, hand-edited copy: every \u escape in the file belongs to one of those five.
    const escapes = (text: string) => text.match(/\\u[0-9a-f]{4}/g)?.length ?? 0;
    expect(escapes(sql)).toBe(5 * escapes(BIDI_CONTROL_PATTERN));
  });
});
