/**
 * The migration + RLS suite, written once against SqlSession so it runs on PGlite and on Debian's
 * PostgreSQL alike, in both grant modes (D19).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { supabaseRolesSql } from '../../../scripts/local-backend/bootstrap.ts';
import { applyMigrations, listMigrationFiles } from '../../../scripts/local-backend/migrations.ts';
import type { SqlSession } from '../../../scripts/local-backend/sql-session.ts';

const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;
const asRole = (role: string, sql: string) => `begin; set local role ${role}; ${sql}; commit;`;

function leadInsert(lead: { name?: string; email: string; company?: string | null; employee?: string; source?: string }) {
  const employee = lead.employee ?? 'Julie';
  return `insert into public.early_access_leads (name, email, company, ai_employee, source) values (${lit(lead.name ?? 'Ada')}, ${lit(lead.email)}, ${lead.company === undefined || lead.company === null ? 'null' : lit(lead.company)}, ${lit(employee)}, ${lit(lead.source ?? `${employee.toLowerCase()}-landing-page`)})`;
}

async function sqlState(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  }
}

export function describeDatabaseSuite(label: string, openEmpty: () => Promise<SqlSession>, defaultGrants: boolean): void {
  describe(`${label} (${defaultGrants ? 'default grants on' : 'new project, no default grants'})`, () => {
    let db: SqlSession;
    const count = async (sql: string) => Number((await db.run(sql))[0][0]);

    beforeAll(async () => {
      db = await openEmpty();
      await db.run(supabaseRolesSql({ defaultGrants }));
    });

    it('applies every migration to an empty database, then nothing on a second run (tracked)', async () => {
      const files = await listMigrationFiles();
      expect(await applyMigrations(db)).toEqual(files);
      expect(await applyMigrations(db)).toEqual([]);
      expect(await count('select count(*) from local_backend.applied_migrations')).toBe(files.length);
    });

    it('has row level security on every public table', async () => {
      const open = await db.run(`select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity`);
      expect(open).toEqual([]);
    });

    it('lets anon insert a valid lead, trimmed, with a blank company stored as null', async () => {
      await db.run(asRole('anon', leadInsert({ name: '  Ada Lovelace ', email: ' ada@example.com ', company: '   ' })));
      const rows = await db.run(`select name, email, company from public.early_access_leads where email = 'ada@example.com'`);
      // psql prints NULL as an empty cell; PGlite gives null.
      expect(rows.map((row) => row.map((cell) => (cell === '' ? null : cell)))).toEqual([['Ada Lovelace', 'ada@example.com', null]]);
    });

    it('D19: anon and authenticated cannot select, update or delete leads', async () => {
      for (const role of ['anon', 'authenticated']) {
        expect(await sqlState(db.run(asRole(role, 'select * from public.early_access_leads')))).toBe('42501');
        expect(await sqlState(db.run(asRole(role, `update public.early_access_leads set name = 'x'`)))).toBe('42501');
        expect(await sqlState(db.run(asRole(role, 'delete from public.early_access_leads')))).toBe('42501');
      }
    });

    it('D19: anon cannot choose created_at or id (column grants)', async () => {
      const sql = `insert into public.early_access_leads (name, email, ai_employee, source, created_at) values ('A', 'old@example.com', 'Julie', 'julie-landing-page', '2000-01-01')`;
      expect(await sqlState(db.run(asRole('anon', sql)))).toBe('42501');
    });

    it('D19: anon and authenticated cannot touch contact_messages or call its function', async () => {
      for (const role of ['anon', 'authenticated']) {
        expect(await sqlState(db.run(asRole(role, 'select * from public.contact_messages')))).toBe('42501');
        expect(await sqlState(db.run(asRole(role, `insert into public.contact_messages (name, email, message, ip_hash) values ('A', 'a@example.com', 'Hello there!', repeat('a', 64))`)))).toBe('42501');
        expect(await sqlState(db.run(asRole(role, `update public.contact_messages set name = 'x'`)))).toBe('42501');
        expect(await sqlState(db.run(asRole(role, 'delete from public.contact_messages')))).toBe('42501');
        expect(await sqlState(db.run(asRole(role, `select public.submit_contact_message('A', 'a@example.com', 'Hello there!', repeat('a', 64), 5, 600, now())`)))).toBe('42501');
      }
    });

    it.each([
      ['an empty name', { name: '', email: 'c1@example.com' }],
      ['a name of only non-breaking spaces', { name: '\u00a0\u00a0', email: 'c2@example.com' }],
      ['a 201-character name', { name: 'x'.repeat(201), email: 'c3@example.com' }],
      ['a name with a control character', { name: 'Ada\u0007', email: 'c4@example.com' }],
      ['an invalid email', { email: 'not-an-email' }],
      ['an email without a dot in the domain', { email: 'a@localhost' }],
      ['a 255-character email', { email: `${'a'.repeat(243)}@example.com` }],
      ['a 201-character company', { email: 'c5@example.com', company: 'c'.repeat(201) }],
      ['an unknown employee', { email: 'c6@example.com', employee: 'Andrea' }],
    ])('rejects %s (check constraint)', async (_label, lead) => {
      expect(await sqlState(db.run(asRole('anon', leadInsert(lead))))).toBe('23514');
    });

    it('rejects a source that does not match the employee (policy or constraint, whichever the engine checks first)', async () => {
      const state = await sqlState(db.run(asRole('anon', leadInsert({ email: 'c7@example.com', source: 'david-landing-page' }))));
      expect(['23514', '42501']).toContain(state);
    });

    it.each([
      ['a 9-character message', 'x'.repeat(9)],
      ['a 2001-character message', 'x'.repeat(2001)],
      ['an untrimmed message', ' Hello there! '],
    ])('rejects a contact message with %s', async (_label, message) => {
      const sql = `insert into public.contact_messages (name, email, message, ip_hash) values ('A', 'a@example.com', ${lit(message)}, repeat('a', 64))`;
      expect(await sqlState(db.run(asRole('service_role', sql)))).toBe('23514');
    });

    it('rejects a raw address where the salted hash belongs', async () => {
      const sql = `insert into public.contact_messages (name, email, message, ip_hash) values ('A', 'a@example.com', 'Hello there!', '127.0.0.1')`;
      expect(await sqlState(db.run(asRole('service_role', sql)))).toBe('23514');
    });

    it('D18: a repeat signup in any letter case succeeds silently and keeps one row', async () => {
      await db.run(asRole('anon', leadInsert({ email: 'Dup@Example.com' })));
      await db.run(asRole('anon', leadInsert({ email: 'dup@example.COM', name: 'Again' })));
      await db.run(asRole('anon', leadInsert({ email: 'DUP@example.com', employee: 'David' })));
      expect(await count(`select count(*) from public.early_access_leads where lower(email) = 'dup@example.com' and ai_employee = 'Julie'`)).toBe(1);
      expect(await count(`select count(*) from public.early_access_leads where lower(email) = 'dup@example.com'`)).toBe(2);
    });

    it('rate-limits contact messages per client hash inside one SQL function', async () => {
      const call = (hash: string) =>
        db.run(asRole('service_role', `select public.submit_contact_message('A', 'a@example.com', 'Hello there!', ${lit(hash)}, 2, 600, now())`));
      const results = [];
      for (let i = 0; i < 3; i++) results.push((await call('b'.repeat(64)))[0][0]);
      results.push((await call('c'.repeat(64)))[0][0]);
      expect(results.map((value) => value === 't' || value === 'true')).toEqual([true, true, false, true]);
    });
  });
}
