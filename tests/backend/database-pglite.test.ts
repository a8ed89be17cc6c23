// Migrations, grants and RLS on PGlite (the embedded backend's engine), in both grant modes (D19).
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../scripts/local-backend/migrations.ts';
import { pgliteSession } from '../../scripts/local-backend/sql-session.ts';
import {
  BIDI_CONTROL_PATTERN,
  EMAIL_PATTERN,
  INVISIBLE_PATTERN,
  LINE_CONTROL_PATTERN,
  postgresPattern,
} from '../../supabase/functions/_shared/form-rules.ts';
import { describeDatabaseSuite, describeDoubleOptIn } from './support/database-suite.ts';
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
describeDoubleOptIn('PGlite', emptyPglite, false);
describeDoubleOptIn('PGlite', emptyPglite, true);

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

  it("issue 34: the one-line rule and the invisible-character flag in SQL are the form contract's patterns, spelled for PostgreSQL", () => {
    const sql = migration('20251127000100_waitlist_legacy_rows_and_scale.sql');
    // Lead name and company, contact name (the CHECKs) and line_field_error.
    expect(occurrences(sql, postgresPattern(LINE_CONTROL_PATTERN))).toBe(4);
    // The two generated columns, two fields each.
    expect(occurrences(sql, postgresPattern(INVISIBLE_PATTERN))).toBe(4);
  });

  it("issue 34: INVISIBLE_PATTERN is exactly Unicode's Default_Ignorable_Code_Point", () => {
    const ours = new RegExp(`^${INVISIBLE_PATTERN}$`, 'u');
    const unicode = /^\p{Default_Ignorable_Code_Point}$/u;
    const differ: string[] = [];
    for (let point = 0; point <= 0x10ffff; point++) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const character = String.fromCodePoint(point);
      if (ours.test(character) !== unicode.test(character)) differ.push(point.toString(16));
    }
    expect(differ).toEqual([]);
  });
});
