/**
 * The migration + RLS suite, written once against SqlSession so it runs on PGlite and on Debian's
 * PostgreSQL alike, in both grant modes (D19).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { supabaseRolesSql } from '../../../scripts/local-backend/bootstrap.ts';
import { applyMigrations, listMigrationFiles, MIGRATIONS_DIR } from '../../../scripts/local-backend/migrations.ts';
import type { Cell, SqlError, SqlSession } from '../../../scripts/local-backend/sql-session.ts';
import { rateLimitKeys } from '../../../supabase/functions/_shared/client-address.ts';
import { contactFields, type ContactMessage } from '../../../supabase/functions/_shared/contact-contract.ts';
import { submitContactArgs, type RateLimit } from '../../../supabase/functions/_shared/contact-store.ts';
import { deferred } from '../../../scripts/local-backend/send-confirmation-route.ts';
import { mailboxKey } from '../../../supabase/functions/_shared/mailbox.ts';
import { createSendConfirmationHandler, type ConfirmationStore } from '../../../supabase/functions/_shared/send-confirmation-handler.ts';
import { CONFIRMATION, confirmationSeconds, newToken, tokenHash } from '../../../supabase/functions/_shared/waitlist-confirmation.ts';

const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;
const asRole = (role: string, sql: string) => `begin; set local role ${role}; ${sql}; commit;`;
/** As PostgREST runs a request: the role, and the request's headers in `request.headers`. */
const asRequest = (role: string, headers: Record<string, string>, sql: string) =>
  asRole(role, `select set_config('request.headers', ${lit(JSON.stringify(headers))}, true); ${sql}`);

interface Lead {
  name?: string | null;
  email: string;
  company?: string | null;
  employee?: string | null;
  source?: string;
}

const orNull = (value: string | null | undefined) => (value === undefined || value === null ? 'null' : lit(value));

const MESSAGE: ContactMessage = { name: 'A', email: 'a@example.com', message: 'Hello there!' };
const LIMIT: RateLimit = { max: 5, maxPerNetwork: 15, windowSeconds: 600, globalPerMinute: 20, mailPerHour: 30 };

/**
 * The Edge Function's call with its named arguments, as PostgREST's rpc() makes it (the form as one
 * jsonb `p_form`, then the limits), so a contract field the table lacks fails here.
 */
function submitContactCall(
  hashes: { address: string; network: string },
  limit: Partial<RateLimit> = {},
  form: Record<string, unknown> = submitContactArgs(MESSAGE, hashes, LIMIT, new Date()).p_form,
) {
  const args = Object.entries({ ...submitContactArgs(MESSAGE, hashes, { ...LIMIT, ...limit }, new Date()), p_form: form });
  const value = (arg: unknown) =>
    typeof arg === 'number'
      ? String(arg)
      : typeof arg === 'object' && arg !== null
        ? `${lit(JSON.stringify(arg))}::jsonb`
        : orNull(arg as string | null);
  return `select public.submit_contact_message(${args.map(([name, arg]) => `${name} => ${value(arg)}`).join(', ')})`;
}

/** A row written straight into the private table (only service_role may). */
function leadInsert(lead: Lead, table = 'private.early_access_leads') {
  const employee = lead.employee ?? 'Julie';
  return `insert into ${table} (name, email, company, ai_employee, source) values (${orNull(lead.name === undefined ? 'Ada' : lead.name)}, ${lit(lead.email)}, ${orNull(lead.company)}, ${lit(employee)}, ${lit(lead.source ?? `${employee.toLowerCase()}-landing-page`)})`;
}

/**
 * The statement PostgREST runs for the browser's `.from('early_access_leads').insert(…)` with no
 * select (D49): the body through json_populate_recordset, `RETURNING 1`, the rows counted (what
 * `Prefer: count=exact` reports), and what the statement left in `response.status` and
 * `response.headers` (PostgREST's `prepareWrite` reads them in the same statement).
 */
function joinCall(lead: Lead) {
  const body: Record<string, unknown> = {
    name: lead.name === undefined ? 'Ada' : lead.name,
    email: lead.email,
    company: lead.company ?? null,
    ai_employee: lead.employee === undefined ? 'Julie' : lead.employee,
  };
  if (lead.source !== undefined) body.source = lead.source;
  const columns = Object.keys(body).join(', ');
  return `with pgrst_source as (insert into public.early_access_leads (${columns}) select ${columns} from json_populate_recordset(null::public.early_access_leads, ${lit(JSON.stringify([body]))}::json) returning 1) select count(*), nullif(current_setting('response.status', true), ''), nullif(current_setting('response.headers', true), '') from pgrst_source`;
}

/**
 * The same statement for a body of several rows. `singular`: the request asks for one object
 * (`Accept: application/vnd.pgrst.object+json`), and PostgREST's failNotSingular condemns the
 * transaction when the statement yields another number of rows; here any count but 1 raises
 * (division by zero), which rolls the transaction back the same way.
 */
function joinRowsCall(leads: Lead[], options: { singular?: boolean } = {}) {
  const body = leads.map((lead) => ({
    name: lead.name === undefined ? 'Ada' : lead.name,
    email: lead.email,
    company: lead.company ?? null,
    ai_employee: lead.employee === undefined ? 'Julie' : lead.employee,
  }));
  const columns = 'name, email, company, ai_employee';
  const condemn = options.singular ? ', 1 / (case when count(*) = 1 then 1 else 0 end)' : '';
  return `with pgrst_source as (insert into public.early_access_leads (${columns}) select ${columns} from json_populate_recordset(null::public.early_access_leads, ${lit(JSON.stringify(body))}::json) returning 1) select count(*), nullif(current_setting('response.status', true), ''), nullif(current_setting('response.headers', true), '')${condemn} from pgrst_source`;
}

const FROM_GATEWAY = { 'cf-connecting-ip': '198.51.100.1' };

interface Answer {
  counted?: Cell;
  status?: Cell;
  headers?: Cell;
  code?: string;
  message?: string;
  detail?: string | null;
}

/**
 * Everything PostgREST builds its answer from: the rows counted, `response.status` and
 * `response.headers`, or the error's SQLSTATE, message and detail.
 */
async function sqlAnswer(run: Promise<unknown>): Promise<Answer> {
  try {
    // psql prints NULL as an empty cell; PGlite gives null.
    const [counted = null, status = null, headers = null] = (((await run) as Cell[][]).at(-1) ?? []).map((cell) => cell || null);
    return { counted, status, headers };
  } catch (error) {
    const { code = 'unknown', message = '', detail = null } = error as SqlError;
    return { code, message, detail };
  }
}

/** The headers of a `response.headers` value or of a `raise sqlstate 'PGRST'` detail, as one object. */
function answerHeaders(answer: Answer): Record<string, string> {
  if (answer.code === 'PGRST') return (JSON.parse(answer.detail ?? '{}') as { headers?: Record<string, string> }).headers ?? {};
  return Object.assign({}, ...(JSON.parse(answer.headers ?? '[]') as Record<string, string>[])) as Record<string, string>;
}

/**
 * 'ok' (for an insert: exactly one row counted, what `count=exact` would say), the status
 * `response.status` asks for with the `Waitlist-Error` code, or the error's code and message (a
 * `PGRST` raise: the code and message of the body it describes): what PostgREST answers.
 */
async function sqlOutcome(run: Promise<unknown>): Promise<string> {
  const answer = await sqlAnswer(run);
  if (answer.code === 'PGRST') {
    const body = JSON.parse(answer.message ?? '') as { code: string; message: string };
    return `${body.code} ${body.message}`;
  }
  if (answer.code !== undefined) return `${answer.code} ${answer.message}`.trim();
  const rows = answer.counted === null || answer.counted === '1' ? '' : `, ${answer.counted} rows counted`;
  if (answer.status !== null) return `${answer.status} ${answerHeaders(answer)['Waitlist-Error']}${rows}`;
  return `ok${rows}`;
}

const sqlState = async (run: Promise<unknown>) => (await sqlOutcome(run)).split(' ')[0];

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
      const open = await db.run(
        `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity`,
      );
      expect(open).toEqual([]);
    });

    it('D49: anon joins with a plain insert into early_access_leads: trimmed, a blank company stored as null', async () => {
      await db.run(asRequest('anon', FROM_GATEWAY, joinCall({ name: '  Ada Lovelace ', email: ' ada@example.com ', company: '   ' })));
      const rows = await db.run(`select name, email, company, source from public.early_access_leads where email = 'ada@example.com'`);
      // psql prints NULL as an empty cell; PGlite gives null.
      expect(rows.map((row) => row.map((cell) => (cell === '' ? null : cell)))).toEqual([
        ['Ada Lovelace', 'ada@example.com', null, 'julie-landing-page'],
      ]);
    });

    it('D19, D49: anon and authenticated may insert into the view and nothing else: no table, no select, update or delete', async () => {
      for (const role of ['anon', 'authenticated']) {
        expect(await sqlState(db.run(asRole(role, leadInsert({ email: 'direct@example.com' }))))).toBe('42501');
        expect(
          await sqlState(db.run(asRole(role, `${leadInsert({ email: 'back@example.com' }, 'public.early_access_leads')} returning *`))),
        ).toBe('42501');
        expect(await sqlState(db.run(asRole(role, 'select * from public.early_access_leads')))).toBe('42501');
        expect(await sqlState(db.run(asRole(role, `update public.early_access_leads set name = 'x'`)))).toBe('42501');
        expect(await sqlState(db.run(asRole(role, 'delete from public.early_access_leads')))).toBe('42501');
      }
    });

    it('D19: anon cannot reach the private schema: ledger, settings, purge, address rule', async () => {
      for (const sql of [
        'select * from private.rate_limit_hits',
        'select * from private.waitlist_settings',
        'select * from private.purge_expired_form_data()',
        'select private.request_client_address()',
      ]) {
        expect(await sqlState(db.run(asRole('anon', sql))), sql).toBe('42501');
      }
    });

    it('D19: anon and authenticated cannot touch contact_messages or call its function', async () => {
      for (const role of ['anon', 'authenticated']) {
        expect(await sqlState(db.run(asRole(role, 'select * from public.contact_messages')))).toBe('42501');
        expect(
          await sqlState(
            db.run(
              asRole(role, `insert into public.contact_messages (name, email, message) values ('A', 'a@example.com', 'Hello there!')`),
            ),
          ),
        ).toBe('42501');
        expect(await sqlState(db.run(asRole(role, `update public.contact_messages set name = 'x'`)))).toBe('42501');
        expect(await sqlState(db.run(asRole(role, 'delete from public.contact_messages')))).toBe('42501');
        expect(await sqlState(db.run(asRole(role, submitContactCall({ address: 'a'.repeat(64), network: 'a'.repeat(64) }))))).toBe('42501');
      }
    });

    it.each([
      ['an empty name', { name: '', email: 'c1@example.com' }],
      ['a name of only non-breaking spaces', { name: '\u00a0\u00a0', email: 'c2@example.com' }],
      ['a 201-character name', { name: 'x'.repeat(201), email: 'c3@example.com' }],
      ['a name with a control character', { name: 'Ada\u0007', email: 'c4@example.com' }],
      ['a name with a right-to-left override', { name: 'Ada\u202egnp.exe', email: 'c8@example.com' }],
      ['a company with a directional isolate', { email: 'c9@example.com', company: 'Firma \u2067s.r.o.' }],
      ['an invalid email', { email: 'not-an-email' }],
      ['an email without a dot in the domain', { email: 'a@localhost' }],
      ['a 255-character email', { email: `${'a'.repeat(243)}@example.com` }],
      ['a 201-character company', { email: 'c5@example.com', company: 'c'.repeat(201) }],
      ['an unknown employee', { email: 'c6@example.com', employee: 'Andrea' }],
      ['a source that does not match the employee', { email: 'c7@example.com', source: 'david-landing-page' }],
    ])('the table itself rejects %s, whoever writes (check constraint)', async (_label, lead) => {
      expect(await sqlState(db.run(asRole('service_role', leadInsert(lead))))).toBe('23514');
    });

    it("D49: the RPC of D47 is gone; the internal limit and the trigger function are not anon's", async () => {
      for (const sql of [
        `select public.join_waitlist(p_name => 'A', p_email => 'a@example.com', p_ai_employee => 'Julie')`,
        'select private.take_waitlist_slot()',
      ]) {
        expect(['42883', '42501']).toContain(await sqlState(db.run(asRequest('anon', FROM_GATEWAY, sql))));
      }
    });

    let refusingNetworks = 0;
    it.each([
      ['an empty name', { name: '' }, 'name_required'],
      ['no name', { name: null }, 'name_required'],
      ['a name of only non-breaking spaces', { name: '\u00a0\u00a0' }, 'name_required'],
      ['a name with an escape sequence', { name: 'Ada\u001b[2J' }, 'name_invalid'],
      ['a name with a right-to-left override', { name: 'Ada\u202e' }, 'name_bidi_control'],
      ['a 201-character name', { name: 'x'.repeat(201) }, 'name_too_long'],
      ['no email', { email: '' }, 'email_required'],
      ['an email with a left-to-right mark', { email: 'ada\u200e@example.com' }, 'email_bidi_control'],
      ['a 255-character email', { email: `${'a'.repeat(243)}@example.com` }, 'email_too_long'],
      ['an invalid email', { email: 'not-an-email' }, 'email_invalid'],
      ['a company with an Arabic letter mark', { company: 'Firma\u061c' }, 'company_bidi_control'],
      ['a 201-character company', { company: 'c'.repeat(201) }, 'company_too_long'],
      ['an unknown employee', { employee: 'Andrea' }, 'ai_employee_invalid'],
      ['no employee', { employee: null }, 'ai_employee_invalid'],
      ['a source that does not match the employee', { source: 'david-landing-page' }, 'invalid_payload'],
    ])(
      'the insert answers %s with 400 and the form code in Waitlist-Error; its one row is yielded, nothing stored',
      async (_label, fields, code) => {
        // Each from a network of its own: a refusal spends its budget (D50).
        const headers = { 'cf-connecting-ip': `198.18.${++refusingNetworks}.1` };
        const outcome = await sqlOutcome(db.run(asRequest('anon', headers, joinCall({ email: 'codes@example.com', ...fields }))));
        expect(outcome).toBe(`400 ${code}`);
      },
    );

    it('D18: a member and a stranger get the same answer for every payload, valid or not', async () => {
      const member = 'member@example.com';
      const stranger = 'stranger@example.com';
      expect(await sqlOutcome(db.run(asRequest('anon', FROM_GATEWAY, joinCall({ email: member }))))).toBe('ok');
      const payloads: Omit<Lead, 'email'>[] = [
        { name: '' },
        { name: ' ' },
        { name: 'Ada\u202e' },
        { name: 'x'.repeat(201) },
        { name: null },
        { company: 'c'.repeat(201) },
        { company: 'Firma\u2066' },
        { employee: 'Andrea' },
        { employee: 'julie' },
        { employee: null },
        {},
        { name: 'Someone Else', company: 'Another s.r.o.' },
        { source: 'julie-landing-page' },
        { source: 'david-landing-page' },
      ];
      // Each from a network of its own, so no answer is a limit (refusals spend budgets too, D50).
      let client = 0;
      for (const payload of payloads) {
        const answers: string[] = [];
        for (const email of [member, member.toUpperCase(), stranger]) {
          const headers = { 'cf-connecting-ip': `10.24.${++client}.1` };
          answers.push(JSON.stringify(await sqlAnswer(db.run(asRequest('anon', headers, joinCall({ ...payload, email }))))));
        }
        expect(new Set(answers).size, `${JSON.stringify(payload)}: ${answers.join(' | ')}`).toBe(1);
      }
      // `return=representation` (RETURNING every column) needs SELECT: refused alike, before any row is read.
      const representation = [];
      for (const email of [member, stranger]) {
        const sql = joinCall({ email }).replace('returning 1', 'returning early_access_leads.*');
        representation.push(await sqlOutcome(db.run(asRequest('anon', { 'cf-connecting-ip': `203.0.113.${++client}` }, sql))));
      }
      expect(representation).toEqual([
        '42501 permission denied for view early_access_leads',
        '42501 permission denied for view early_access_leads',
      ]);
      // The repeats changed nothing; the stranger, sent valid payloads, is stored once.
      expect(await count(`select count(*) from public.early_access_leads where lower(email) = 'member@example.com'`)).toBe(1);
      expect(await count(`select count(*) from public.early_access_leads where lower(email) = 'stranger@example.com'`)).toBe(1);
    });

    it.each([
      ['a 9-character message', 'x'.repeat(9)],
      ['a 2001-character message', 'x'.repeat(2001)],
      ['an untrimmed message', ' Hello there! '],
    ])('rejects a contact message with %s', async (_label, message) => {
      const sql = `insert into public.contact_messages (name, email, message) values ('A', 'a@example.com', ${lit(message)})`;
      expect(await sqlState(db.run(asRole('service_role', sql)))).toBe('23514');
    });

    it('rejects a contact name with a bidi control', async () => {
      const sql = `insert into public.contact_messages (name, email, message) values (${lit('Ada\u202e')}, 'a@example.com', 'Hello there!')`;
      expect(await sqlState(db.run(asRole('service_role', sql)))).toBe('23514');
    });

    it('takes exactly the named arguments the Edge Function gives the contact function: the form as one jsonb, then the limits', async () => {
      const declared = await db.run(
        `select array_to_string(proargnames, ',') from pg_proc where proname = 'submit_contact_message' and pronamespace = 'public'::regnamespace`,
      );
      const expected = Object.keys(submitContactArgs(MESSAGE, { address: '', network: '' }, LIMIT, new Date()));
      expect(declared.map((row) => String(row[0]).split(','))).toEqual([expected]);
    });

    it('stores every contract field from the jsonb form, and refuses a field the form does not have before any work (22023)', async () => {
      const hashes = { address: 'd'.repeat(64), network: 'e'.repeat(64) };
      expect(await db.run(asRole('service_role', submitContactCall(hashes)))).toEqual([['stored']]);
      const stored = await db.run(
        asRole(
          'service_role',
          `select ${Object.keys(contactFields).join(', ')} from public.contact_messages where email = ${lit(MESSAGE.email)}`,
        ),
      );
      expect(stored.at(-1)).toEqual(Object.keys(contactFields).map((name) => (MESSAGE as Record<string, unknown>)[name] ?? null));
      for (const form of [
        { ...MESSAGE, notified: false },
        { ...MESSAGE, id: 1 },
        { ...MESSAGE, nickname: 'x' },
        { ...MESSAGE, invisible_characters: false },
        {},
      ]) {
        expect(await sqlState(db.run(asRole('service_role', submitContactCall(hashes, {}, form)))), JSON.stringify(form)).toBe('22023');
      }
    });

    it('issue 59: the contact SQL refuses a value that is neither a string nor null (22023), before any work', async () => {
      const hashes = { address: 'f'.repeat(64), network: 'f'.repeat(64) };
      for (const form of [
        { ...MESSAGE, name: ['x'] },
        { ...MESSAGE, name: { a: 1 } },
        { ...MESSAGE, message: 1234567890 },
        { ...MESSAGE, email: true },
      ]) {
        expect(await sqlState(db.run(asRole('service_role', submitContactCall(hashes, {}, form)))), JSON.stringify(form)).toBe('22023');
      }
      expect(await count(`select count(*) from private.rate_limit_hits where ip_hash = repeat('f', 64)`)).toBe(0);
      expect(await db.run(asRole('service_role', submitContactCall(hashes, {}, { ...MESSAGE, email: 'strings@example.com' })))).toEqual([
        ['stored'],
      ]);
    });

    it('keeps no address with a message, and only a salted hash in the ledger', async () => {
      const columns = await db.run(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'contact_messages' order by 1`,
      );
      expect(columns.map((row) => row[0])).toEqual(
        [...Object.keys(contactFields), 'created_at', 'id', 'invisible_characters', 'notified'].sort(),
      );
      const sql = `insert into private.rate_limit_hits (form, ip_hash, created_at, expires_at) values ('contact', '127.0.0.1', now(), now())`;
      expect(await sqlState(db.run(sql))).toBe('23514');
    });

    it('D18: a repeat signup in any letter case succeeds silently and keeps one row', async () => {
      for (const lead of [
        { email: 'Dup@Example.com' },
        { email: 'dup@example.COM', name: 'Again' },
        { email: 'DUP@example.com', employee: 'David' },
      ]) {
        expect(await sqlOutcome(db.run(asRequest('anon', { 'cf-connecting-ip': '198.51.100.20' }, joinCall(lead))))).toBe('ok');
      }
      expect(
        await count(`select count(*) from public.early_access_leads where lower(email) = 'dup@example.com' and ai_employee = 'Julie'`),
      ).toBe(1);
      expect(await count(`select count(*) from public.early_access_leads where lower(email) = 'dup@example.com'`)).toBe(2);
    });

    it('rate-limits the waiting list per client address; a rotated leftmost x-forwarded-for gets no new budget', async () => {
      await db.run('update private.waitlist_settings set max_per_address = 2, global_per_minute = 1000');
      try {
        const join = (headers: Record<string, string>, email: string) =>
          sqlOutcome(db.run(asRequest('anon', headers, joinCall({ email }))));
        const spoofed = (n: number) => ({ 'x-forwarded-for': `10.9.8.${n}, 192.0.2.77` });
        const outcomes = [];
        for (let n = 0; n < 3; n++) outcomes.push(await join(spoofed(n), `rl${n}@example.com`));
        // A member's repeat counts like a stranger's signup: the budget tells nobody apart.
        outcomes.push(await join(spoofed(9), 'rl0@example.com'));
        expect(outcomes).toEqual(['ok', 'ok', 'PT429 rate_limited', 'PT429 rate_limited']);
        // Cloudflare's header wins over x-forwarded-for, then x-real-ip: other addresses, other budgets.
        expect(await join({ 'cf-connecting-ip': '192.0.2.78', 'x-forwarded-for': '192.0.2.77' }, 'rl3@example.com')).toBe('ok');
        expect(await join({ 'x-real-ip': '192.0.2.79', 'x-forwarded-for': '192.0.2.77' }, 'rl4@example.com')).toBe('ok');
        expect(await count(`select count(*) from public.early_access_leads where email like 'rl%@example.com'`)).toBe(4);
      } finally {
        await db.run('update private.waitlist_settings set max_per_address = 10, global_per_minute = 20');
      }
    });

    it('D50: groups IPv6 by /64 (address) and /48 (network), IPv4 by itself and its /24, exactly as client-address.ts does', async () => {
      const samples = [
        '198.51.100.7',
        '2001:db8:1:2:3:4:5:6',
        '2001:db8::1',
        '2001:db8:0:0:1::',
        '2001:0:0:1:0:0:0:1',
        '0:0:0:1::',
        '::1',
        '::',
        'fe80::1%eth0',
        '2001:db8:a:b::ffff:1.2.3.4',
        '1:2:3:4:5:6:7:8',
        'unknown',
      ];
      for (const address of samples) {
        const [row] = await db.run(`select address_key, network_key from private.rate_limit_keys(${lit(address)})`);
        const keys = rateLimitKeys(address);
        expect(row, address).toEqual([keys.address, keys.network]);
      }
    });

    it('D50: one /64 is one budget, one /48 a bigger one; the cap for everyone never refuses a fresh address', async () => {
      await db.run(
        'delete from private.rate_limit_hits; update private.waitlist_settings set max_per_address = 2, max_per_network = 4, global_per_minute = 3',
      );
      try {
        const join = (address: string, email: string) =>
          sqlOutcome(db.run(asRequest('anon', { 'cf-connecting-ip': address }, joinCall({ email }))));
        const outcomes = [];
        // Rotating the low 64 bits: one address. Rotating the /64 within one /48: one network.
        for (let n = 1; n <= 3; n++) outcomes.push(await join(`2001:db8:1:1::${n}`, `v6a${n}@example.com`));
        for (let n = 2; n <= 4; n++) outcomes.push(await join(`2001:db8:1:${n}::1`, `v6b${n}@example.com`));
        expect(outcomes).toEqual(['ok', 'ok', 'PT429 rate_limited', 'ok', 'ok', 'PT429 rate_limited']);
        // Four stored this minute, over the cap of 3 for everyone: a first-time address still joins
        // (IPv4 or another /48), one that already joined within its window is told to wait.
        expect(await join('198.51.100.200', 'fresh4@example.com')).toBe('ok');
        expect(await join('2001:db8:2::1', 'fresh6@example.com')).toBe('ok');
        expect(await join('198.51.100.200', 'again@example.com')).toBe('PT429 busy');
      } finally {
        await db.run('update private.waitlist_settings set max_per_address = 10, max_per_network = 30, global_per_minute = 20');
      }
    });

    it('D50: a refused insert is committed and counted: no lead, 400 with its code; refusals spend an address and network budget, never the cap for everyone', async () => {
      await db.run(
        'delete from private.rate_limit_hits; update private.waitlist_settings set max_per_address = 3, max_per_network = 5, global_per_minute = 2',
      );
      try {
        const join = (address: string, lead: Lead) => sqlAnswer(db.run(asRequest('anon', { 'cf-connecting-ip': address }, joinCall(lead))));
        const outcome = (address: string, lead: Lead) =>
          sqlOutcome(db.run(asRequest('anon', { 'cf-connecting-ip': address }, joinCall(lead))));
        const refused = await join('192.0.2.10', { email: 'refused-0' });
        expect(refused).toEqual({ counted: '1', status: '400', headers: expect.any(String) });
        expect(answerHeaders(refused)).toEqual({
          'Waitlist-Error': 'email_invalid',
          'Waitlist-Error-Message': 'The waiting list refused this entry (email_invalid). Nothing was stored.',
        });
        for (const email of ['refused-1', 'refused-2']) expect(await outcome('192.0.2.10', { email })).toBe('400 email_invalid');
        expect(await count(`select count(*) from private.rate_limit_hits where form = 'waitlist' and not accepted`)).toBe(3);
        expect(await count(`select count(*) from private.early_access_leads where email like 'refused-%'`)).toBe(0);
        // Three refusals spent the address's budget: its next valid insert waits, with Retry-After, and so does a refusal.
        const limited = await join('192.0.2.10', { email: 'after-refusals@example.com' });
        expect([limited.code, JSON.parse(limited.message ?? ''), answerHeaders(limited)]).toEqual([
          'PGRST',
          { code: 'PT429', message: 'rate_limited' },
          { 'Retry-After': '600' },
        ]);
        expect(await outcome('192.0.2.10', { email: 'refused-3' })).toBe('PT429 rate_limited');
        // Two more refusals from the same /24 spend its budget of 5: a fresh address in it waits too.
        expect(await outcome('192.0.2.11', { name: '', email: 'x@example.com' })).toBe('400 name_required');
        expect(await outcome('192.0.2.12', { employee: 'Andrea', email: 'y@example.com' })).toBe('400 ai_employee_invalid');
        expect(await outcome('192.0.2.13', { email: 'network-spent@example.com' })).toBe('PT429 rate_limited');
        // A first-time address elsewhere joins; the refusals were no part of the cap for everyone
        // (2 per minute), so it may join a second time before being busy.
        expect(await outcome('198.51.100.99', { email: 'first-time@example.com' })).toBe('ok');
        expect(await outcome('198.51.100.99', { email: 'second-time@example.com' })).toBe('ok');
        expect(await outcome('198.51.100.99', { email: 'third-time@example.com' })).toBe('PT429 busy');
        expect(
          await count(
            `select count(*) from private.early_access_leads where email in ('after-refusals@example.com', 'network-spent@example.com', 'x@example.com', 'y@example.com')`,
          ),
        ).toBe(0);
      } finally {
        await db.run('update private.waitlist_settings set max_per_address = 10, max_per_network = 30, global_per_minute = 20');
      }
    });

    it('D50: contact messages: per address and network hash, the cap for everyone only for repeat addresses, refused payloads counted', async () => {
      const hash = (digit: string) => lit(digit.repeat(64));
      const call = (address: string, network: string, globalPerMinute = 1000, mailPerHour = 1000) =>
        db.run(
          asRole(
            'service_role',
            submitContactCall(
              { address: address.repeat(64), network: network.repeat(64) },
              { max: 2, maxPerNetwork: 3, globalPerMinute, mailPerHour },
            ),
          ),
        );
      const refuse = (address: string, network: string) =>
        db.run(asRole('service_role', `select public.count_refused_contact(${hash(address)}, ${hash(network)}, 2, 3, 600, now())`));
      const results = [];
      for (let i = 0; i < 3; i++) results.push((await call('b', '8'))[0][0]);
      results.push((await call('c', '8'))[0][0], (await call('d', '8'))[0][0]);
      expect(results).toEqual(['stored', 'stored', 'rate_limited', 'stored', 'rate_limited']);
      expect([(await refuse('e', '9'))[0][0], (await refuse('e', '9'))[0][0], (await refuse('e', '9'))[0][0]]).toEqual([
        'counted',
        'counted',
        'rate_limited',
      ]);
      expect((await call('e', '9'))[0][0]).toBe('rate_limited');
      // Three stored within this minute, cap 3: a fresh address passes, a repeat one is refused.
      expect((await call('1', '1', 3))[0][0]).toBe('stored');
      expect((await call('1', '1', 3))[0][0]).toBe('busy');
      // The mail cap stores without a mail.
      expect((await call('2', '2', 1000, 1))[0][0]).toBe('stored_without_mail');
      expect(await count('select count(*) from public.contact_messages where not notified')).toBe(1);
    });

    it("D50 retention (issue 34): a lead from when its address joined, a message from when it came; nobody's repeat extends either", async () => {
      await db.run(`
        insert into private.early_access_leads (name, email, ai_employee, source, created_at) values
          ('Old', 'old@example.com', 'Julie', 'julie-landing-page', now() - interval '25 months'),
          ('Victim', 'victim@example.com', 'Julie', 'julie-landing-page', now() - interval '25 months'),
          ('Back', 'back@example.com', 'Julie', 'julie-landing-page', now() - interval '30 months');
        insert into public.contact_messages (name, email, message, created_at) values
          ('Old', 'OLD@example.com', 'An old message here.', now() - interval '26 months'),
          ('Mallory', 'VICTIM@example.com', 'Written in her name.', now() - interval '1 day');
        insert into private.rate_limit_hits (form, ip_hash, created_at, expires_at) values
          ('contact', repeat('7', 64), now() - interval '11 minutes', now() - interval '1 minute');
      `);
      // Anyone may send Back's address again today: the repeat answers like a join and changes nothing.
      expect(
        await sqlOutcome(db.run(asRequest('anon', { 'cf-connecting-ip': '192.0.2.250' }, joinCall({ email: 'BACK@example.com' })))),
      ).toBe('ok');
      const [removed] = await db.run('select * from private.purge_expired_form_data()');
      expect(removed.map(Number)).toEqual([3, 1, 1]);
      const left = await db.run(
        `select lower(email) from public.early_access_leads where lower(email) in ('old@example.com', 'back@example.com', 'victim@example.com')`,
      );
      expect(left).toEqual([]);
      expect(
        await count(`select count(*) from public.contact_messages where lower(email) in ('old@example.com', 'victim@example.com')`),
      ).toBe(1);
      expect(await count(`select count(*) from private.rate_limit_hits where ip_hash = repeat('7', 64)`)).toBe(0);
    });

    it('issue 34: one-line fields refuse U+2028, U+2029 and tag characters; other invisible characters are stored with a flag', async () => {
      let client = 0;
      const outcome = (lead: Lead) => sqlOutcome(db.run(asRequest('anon', { 'cf-connecting-ip': `198.19.${++client}.1` }, joinCall(lead))));
      expect(await outcome({ email: 'ls1@example.com', name: 'Ada\u2028Lovelace' })).toBe('400 name_invalid');
      expect(await outcome({ email: 'ls2@example.com', company: 'Firma\u2029s.r.o.' })).toBe('400 company_invalid');
      expect(await outcome({ email: 'ls3@example.com', name: 'Ada\u{e0041}' })).toBe('400 name_invalid');
      expect(await outcome({ email: 'zw@example.com', name: 'Ada\u200bLovelace' })).toBe('ok');
      expect(await outcome({ email: 'plain@example.com', name: 'Ada Lovelace', company: '👩‍💻 s.r.o.' })).toBe('ok');
      const flags = await db.run(
        `select email, invisible_characters::text from public.early_access_leads where email in ('zw@example.com', 'plain@example.com') order by email`,
      );
      expect(flags).toEqual([
        ['plain@example.com', 'true'], // the zero-width joiner inside the emoji is flagged too: the operator decides
        ['zw@example.com', 'true'],
      ]);
      await db.run(
        `insert into private.early_access_leads (name, email, ai_employee, source) values ('Plain', 'plain2@example.com', 'Julie', 'julie-landing-page')`,
      );
      expect(await db.run(`select invisible_characters::text from public.early_access_leads where email = 'plain2@example.com'`)).toEqual([
        ['false'],
      ]);
      expect(await sqlState(db.run(asRole('service_role', leadInsert({ email: 'ls4@example.com', name: 'A\u2028B' }))))).toBe('23514');
    });

    it('issue 34: every constraint is validated: none is left NOT VALID', async () => {
      expect(
        await db.run(
          `select conname from pg_constraint where not convalidated and connamespace in ('public'::regnamespace, 'private'::regnamespace)`,
        ),
      ).toEqual([]);
    });

    it('issue 34: a header value that is no IP address gets no budget of its own: it is the shared unknown bucket', async () => {
      await db.run('delete from private.rate_limit_hits; update private.waitlist_settings set max_per_address = 2, max_per_network = 100');
      try {
        const outcomes = [];
        for (const invented of ['abc', 'not-an-ip', 'x_1', '10.0.0.0/8', '1.2.3.999']) {
          outcomes.push(
            await sqlOutcome(
              db.run(
                asRequest(
                  'anon',
                  { 'cf-connecting-ip': invented },
                  joinCall({ email: `${invented.replace(/[^a-z0-9]/g, '')}@example.com` }),
                ),
              ),
            ),
          );
        }
        expect(outcomes).toEqual(['ok', 'ok', 'PT429 rate_limited', 'PT429 rate_limited', 'PT429 rate_limited']);
        const rows = await db.run(
          asRequest('postgres', { 'cf-connecting-ip': 'abc', 'x-real-ip': '192.0.2.5' }, 'select private.request_client_address()'),
        );
        expect(rows.at(-1)?.[0]).toBe('192.0.2.5'); // psql prints set_config's row first
      } finally {
        await db.run('update private.waitlist_settings set max_per_address = 10, max_per_network = 30');
      }
    });

    it('issue 59: two Accept headers cannot roll a refusal back: whatever Accept request.headers holds, the statement yields one row and the refusal counts', async () => {
      await db.run(
        'delete from private.rate_limit_hits; update private.waitlist_settings set max_per_address = 3, global_per_minute = 1000',
      );
      try {
        // PostgREST negotiated the singular object from the first Accept (so it condemns any count
        // but 1), and request.headers holds the last: application/json.
        const twoAccepts = { 'cf-connecting-ip': '192.0.2.40', accept: 'application/json' };
        const answers = [];
        for (let n = 0; n < 3; n++)
          answers.push(
            await sqlOutcome(db.run(asRequest('anon', twoAccepts, joinRowsCall([{ email: `accept-${n}` }], { singular: true })))),
          );
        expect(answers).toEqual(Array(3).fill('400 email_invalid'));
        expect(
          await sqlOutcome(
            db.run(asRequest('anon', twoAccepts, joinRowsCall([{ email: 'later-accept@example.com' }], { singular: true }))),
          ),
        ).toBe('PT429 rate_limited');
        expect(await count(`select count(*) from private.rate_limit_hits where not accepted`)).toBe(3);
      } finally {
        await db.run('update private.waitlist_settings set max_per_address = 10, global_per_minute = 20');
      }
    });

    it('issue 59: a 3-row array: only the first row is judged, counted and stored; the answer is 400 one_entry_per_request and says so', async () => {
      await db.run('delete from private.rate_limit_hits');
      const three = (address: string, leads: Lead[]) =>
        sqlAnswer(db.run(asRequest('anon', { 'cf-connecting-ip': address }, joinRowsCall(leads))));
      const valid = await three('192.0.2.50', [{ email: 'three-a@example.com' }, { email: 'three-b@example.com' }, { email: 'three-c' }]);
      expect([valid.counted, valid.status, answerHeaders(valid)]).toEqual([
        '1',
        '400',
        {
          'Waitlist-Error': 'one_entry_per_request',
          'Waitlist-Error-Message':
            'The waiting list takes one entry per request. The first was answered as if sent alone (taken); the others were not read, and none of them was stored.',
        },
      ]);
      const refused = await three('192.0.2.51', [{ email: 'three-d' }, { email: 'three-e@example.com' }, { email: 'three-f@example.com' }]);
      expect([refused.counted, refused.status, answerHeaders(refused)['Waitlist-Error-Message']]).toEqual([
        '1',
        '400',
        'The waiting list takes one entry per request. The first was answered as if sent alone (refused: email_invalid, not stored); the others were not read, and none of them was stored.',
      ]);
      expect(await db.run(`select email from private.early_access_leads where email like 'three-%'`)).toEqual([['three-a@example.com']]);
      // One slot each: the rows after the first took none.
      expect(await count(`select count(*) from private.rate_limit_hits`)).toBe(2);
      // A member's first row and a stranger's get the same answer.
      const member = await three('192.0.2.52', [{ email: 'THREE-A@example.com' }, { email: 'x' }]);
      const stranger = await three('192.0.2.53', [{ email: 'three-new@example.com' }, { email: 'x' }]);
      expect(JSON.stringify(member)).toBe(JSON.stringify(stranger));
    });

    it('issue 59: nothing counted is undone: a refusal, then a forced unique-index race on the write, are both counted and answered without a raise', async () => {
      await db.run('delete from private.rate_limit_hits');
      await db.run(`${leadInsert({ email: 'race-holder@example.com' })}`);
      // The next id is one that exists: the write meets a unique index its ON CONFLICT does not
      // arbitrate (23505), as a concurrent request's row would.
      const sequence = `pg_get_serial_sequence('private.early_access_leads', 'id')`;
      await db.run(`select setval(${sequence}, (select min(id) from private.early_access_leads), false)`);
      try {
        const from = { 'cf-connecting-ip': '192.0.2.60' };
        const pair = await sqlAnswer(
          db.run(asRequest('anon', from, joinRowsCall([{ email: 'race-refused' }, { email: 'race-1@example.com' }]))),
        );
        expect([pair.status, answerHeaders(pair)['Waitlist-Error']]).toEqual(['400', 'one_entry_per_request']);
        const raced = await sqlAnswer(db.run(asRequest('anon', from, joinCall({ email: 'race-2@example.com' }))));
        expect([raced.counted, raced.status, answerHeaders(raced)]).toEqual([
          '1',
          '503',
          {
            'Retry-After': '60',
            'Waitlist-Error': 'unavailable',
            'Waitlist-Error-Message': 'The waiting list could not store this entry. Nothing was stored; try again in a minute.',
          },
        ]);
        expect(JSON.stringify(raced)).not.toMatch(/race-holder|Failing row|duplicate/);
        // Both requests stay counted: the refusal and the slot of the failed write.
        expect(await db.run(`select accepted::text from private.rate_limit_hits order by id`)).toEqual([['false'], ['true']]);
        expect(await count(`select count(*) from private.early_access_leads where email like 'race-%'`)).toBe(1);
      } finally {
        await db.run(`select setval(${sequence}, (select max(id) from private.early_access_leads))`);
      }
    });

    it('issue 59: a body over 8 KB, or of undeclared length, is refused (413) before any lock or slot; 8 KB passes', async () => {
      await db.run('delete from private.rate_limit_hits');
      // Without its settings row the slot cannot be taken: a request that reaches it fails there.
      const withoutSlot = (headers: Record<string, string>) =>
        sqlOutcome(
          db.run(
            `begin; delete from private.waitlist_settings; set local role anon; select set_config('request.headers', ${lit(JSON.stringify(headers))}, true); ${joinCall({ email: 'big@example.com' })}; commit;`,
          ),
        );
      const from = { 'cf-connecting-ip': '192.0.2.70' };
      expect(await withoutSlot({ ...from, 'content-length': '8193' })).toBe('PT413 payload_too_large');
      expect(await withoutSlot({ ...from, 'content-length': '9000000' })).toBe('PT413 payload_too_large');
      expect(await withoutSlot({ ...from, 'transfer-encoding': 'chunked' })).toBe('PT413 payload_too_large');
      expect(await withoutSlot({ ...from, 'content-length': '8192' })).toBe('P0002 query returned no rows');
      expect(await count('select count(*) from private.waitlist_settings')).toBe(1);
      const outcome = (headers: Record<string, string>, email: string) =>
        sqlOutcome(db.run(asRequest('anon', { ...from, ...headers }, joinCall({ email }))));
      expect(await outcome({ 'content-length': '8193' }, 'big1@example.com')).toBe('PT413 payload_too_large');
      expect(await outcome({ 'content-length': '8192' }, 'big2@example.com')).toBe('ok');
      expect(await count(`select count(*) from private.rate_limit_hits`)).toBe(1);
    });
  });

  describe(`${label} (issue 34: rows stored before the bidi rule)`, () => {
    it('are repaired and validated; a member and a stranger then get identical answers, and no answer carries row data', async () => {
      const db = await openEmpty();
      await db.run(supabaseRolesSql({ defaultGrants }));
      // Every migration before issue 34's, then rows as the bidi rule left them: stored before it,
      // kept by its NOT VALID (the review's setup; D50 says why a real project is unlikely to hold
      // such leads, and why the state is tested all the same).
      const dir = mkdtempSync(join(tmpdir(), 'migrations-before-'));
      try {
        for (const file of await listMigrationFiles()) if (file < '20251127') copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
        await applyMigrations(db, dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const definition = async (name: string) =>
        (await db.run(`select pg_get_constraintdef(oid) from pg_constraint where conname = ${lit(name)}`))[0][0];
      const nameCheck = await definition('early_access_leads_name_check');
      const companyCheck = await definition('early_access_leads_company_check');
      const contactCheck = await definition('contact_messages_name_check');
      await db.run(`
        alter table private.early_access_leads drop constraint early_access_leads_name_check, drop constraint early_access_leads_company_check;
        alter table public.contact_messages drop constraint contact_messages_name_check;
        insert into private.early_access_leads (name, email, company, ai_employee, source, created_at) values
          (${lit('Legacy \u202eName')}, 'legacy@example.com', null, 'Julie', 'julie-landing-page', '2025-07-01'),
          ('Legacy Company', 'legacy2@example.com', ${lit('Firma \u2067s.r.o.')}, 'Julie', 'julie-landing-page', '2025-07-01');
        insert into public.contact_messages (name, email, message, created_at) values (${lit('Mallory \u202e')}, 'm@example.com', 'An old message here.', '2025-07-01');
        alter table private.early_access_leads add constraint early_access_leads_name_check ${String(nameCheck).replace(/ NOT VALID$/, '')} not valid,
          add constraint early_access_leads_company_check ${String(companyCheck).replace(/ NOT VALID$/, '')} not valid;
        alter table public.contact_messages add constraint contact_messages_name_check ${String(contactCheck).replace(/ NOT VALID$/, '')} not valid;
      `);
      await applyMigrations(db);
      let client = 0;
      for (const email of ['legacy@example.com', 'LEGACY2@example.com']) {
        const answers = [];
        for (const who of [email, 'stranger-legacy@example.com', email.toUpperCase()]) {
          const answer = await sqlAnswer(
            db.run(asRequest('anon', { 'cf-connecting-ip': `203.0.${++client}.9` }, joinCall({ name: 'Anyone', email: who }))),
          );
          answers.push(JSON.stringify(answer));
          expect(JSON.stringify(answer)).not.toMatch(/Legacy|Firma|2025-07|Failing row/);
        }
        expect(new Set(answers).size, answers.join(' | ')).toBe(1);
        expect(JSON.parse(answers[0])).toEqual({ counted: '1', status: null, headers: null });
      }
      expect(
        await db.run(
          `select conname from pg_constraint where not convalidated and connamespace in ('public'::regnamespace, 'private'::regnamespace)`,
        ),
      ).toEqual([]);
      expect(
        await db.run(`select name, coalesce(company, '') from private.early_access_leads where email like 'legacy%' order by email`),
      ).toEqual([
        ['Legacy Company', 'Firma \\u{2067}s.r.o.'],
        ['Legacy \\u{202e}Name', ''],
      ]);
      expect(await db.run(`select name from public.contact_messages`)).toEqual([['Mallory \\u{202e}']]);
    });
  });

  describe(`${label} (issue 59: rows stored right after the first migration)`, () => {
    it('every migration applies in order on them; the repair escapes without cutting an escape in half', async () => {
      const db = await openEmpty();
      await db.run(supabaseRolesSql({ defaultGrants }));
      const files = await listMigrationFiles();
      const dir = mkdtempSync(join(tmpdir(), 'migrations-first-'));
      try {
        copyFileSync(join(MIGRATIONS_DIR, files[0]), join(dir, files[0]));
        expect(await applyMigrations(db, dir)).toEqual([files[0]]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      // What the first schema let in: a bidi control (refused since 20251124000200, NOT VALID),
      // U+2028 and a tag character (refused since 20251127000100).
      const row = (name: string, email: string, company: string | null = null) =>
        `(${lit(name)}, ${lit(email)}, ${orNull(company)}, 'Julie', 'julie-landing-page')`;
      await db.run(`
        insert into public.early_access_leads (name, email, company, ai_employee, source) values
          ${row('Bidi \u202eName', 'first-bidi@example.com')},
          ${row('Company', 'first-company@example.com', 'Firma \u2067s.r.o.')},
          ${row('Ada\u2028Lovelace', 'first-ls@example.com')},
          ${row('Ada\u{e0041}', 'first-tag@example.com')},
          ${row(`${'A'.repeat(199)}\u202e`, 'first-cut@example.com')},
          ${row(`\u202e${'A'.repeat(191)} ${'B'.repeat(7)}`, 'first-tail@example.com')},
          ${row('Plain', 'first-plain@example.com')};
        insert into public.contact_messages (name, email, message, ip_hash)
          values (${lit('Mallory \u202e')}, 'm@example.com', 'An old message here.', repeat('a', 64));
      `);
      expect(await applyMigrations(db)).toEqual(files.slice(1));
      expect(
        await db.run(
          `select conname from pg_constraint where not convalidated and connamespace in ('public'::regnamespace, 'private'::regnamespace)`,
        ),
      ).toEqual([]);
      expect(await db.run(`select email, name, coalesce(company, '') from private.early_access_leads order by email`)).toEqual([
        ['first-bidi@example.com', 'Bidi \\u{202e}Name', ''],
        ['first-company@example.com', 'Company', 'Firma \\u{2067}s.r.o.'],
        // Cut before the escape that no longer fits, never inside it.
        ['first-cut@example.com', 'A'.repeat(199), ''],
        ['first-ls@example.com', 'Ada\\u{2028}Lovelace', ''],
        ['first-plain@example.com', 'Plain', ''],
        ['first-tag@example.com', 'Ada\\u{e0041}', ''],
        ['first-tail@example.com', `\\u{202e}${'A'.repeat(191)}`, ''],
      ]);
      expect(await db.run(`select name from public.contact_messages`)).toEqual([['Mallory \\u{202e}']]);
      // A member's repeat answers as a stranger's join does.
      for (const email of ['FIRST-BIDI@example.com', 'first-stranger@example.com']) {
        expect(await sqlOutcome(db.run(asRequest('anon', FROM_GATEWAY, joinCall({ email }))))).toBe('ok');
      }
    });
  });
}

/**
 * D88, issue 62: double opt-in, on the very SQL the function and the page call. A lead is pending
 * until its address is confirmed; a confirmation e-mail is due only for a lead not yet confirmed
 * stored in the last minutes, once per address per window; a link confirms once, within its
 * lifetime; and nothing public tells a member from a stranger.
 */
export function describeDoubleOptIn(label: string, openEmpty: () => Promise<SqlSession>, defaultGrants: boolean): void {
  describe(`${label}: double opt-in (D88, ${defaultGrants ? 'default grants on' : 'no default grants'})`, () => {
    let db: SqlSession;
    let client = 0;
    const seconds = confirmationSeconds();
    /** Each join from a network of its own, so no answer is a budget's (D50). */
    const join = async (email: string, employee = 'Julie') =>
      JSON.stringify(
        await sqlAnswer(db.run(asRequest('anon', { 'cf-connecting-ip': `10.88.${++client}.1` }, joinCall({ email, employee })))),
      );
    /** What the send-confirmation function asks the database (as service_role), with a fresh token. */
    const request = async (email: string, options: { at?: string; language?: string; perHour?: number; perDomain?: number } = {}) => {
      const token = newToken();
      const at = options.at ?? 'now()';
      const [[decision]] = await db.run(
        asRole(
          'service_role',
          `select public.request_waitlist_confirmation(p_email => ${lit(email)}, p_token_hash => ${lit(await tokenHash(token))}, p_language => ${lit(options.language ?? 'en')}, p_fresh_seconds => ${seconds.fresh}, p_window_seconds => ${seconds.window}, p_lifetime_seconds => ${seconds.lifetime}, p_mail_per_hour => ${options.perHour ?? 1000}, p_mail_per_domain_per_hour => ${options.perDomain ?? 1000}, p_now => ${at})::text`,
        ),
      );
      return {
        token,
        decision: JSON.parse(decision ?? 'null') as { send: boolean; email?: string; employees?: string[]; ceiling?: string },
      };
    };
    /** The link's answer: its outcome, and the employees a first use confirmed. */
    const confirmed = async (token: string, role = 'anon') =>
      JSON.parse((await db.run(asRole(role, `select public.confirm_waitlist_entry(${lit(token)})::text`)))[0][0] ?? 'null') as {
        outcome: string;
        employees?: string[];
      };
    const confirm = async (token: string, role = 'anon') => (await confirmed(token, role)).outcome;
    const lead = async (email: string) =>
      (
        await db.run(`select status, confirmed_at is not null from private.early_access_leads where lower(email) = lower(${lit(email)})`)
      ).map(([status, confirmed]) => [status, confirmed === 'true' || confirmed === 't']);
    const isMember = async (email: string) =>
      Number((await db.run(`select count(*) from private.waitlist_members where lower(email) = lower(${lit(email)})`))[0][0]) > 0;
    const mails = async (email: string) =>
      Number((await db.run(`select count(*) from private.waitlist_confirmations where email_key = ${lit(mailboxKey(email))}`))[0][0]);

    beforeAll(async () => {
      db = await openEmpty();
      await db.run(supabaseRolesSql({ defaultGrants }));
      await applyMigrations(db);
    });

    it('a new lead is pending, not a member; the e-mail is due once, for the stored address, with its employees', async () => {
      await join('Pending@Example.com');
      expect(await lead('pending@example.com')).toEqual([['pending', false]]);
      expect(await isMember('pending@example.com')).toBe(false);
      const first = await request('pending@EXAMPLE.com');
      expect(first.decision).toEqual({ send: true, email: 'Pending@Example.com', employees: ['Julie'] });
      // The database keeps the token's hash only.
      expect(await db.run(`select count(*) from private.waitlist_confirmations where token_hash = ${lit(first.token)}`)).toEqual([['0']]);
    });

    it('a link confirms once: the lead becomes a member with confirmed_at; a second use is "used"', async () => {
      await join('once@example.com');
      const { token, decision } = await request('once@example.com');
      expect(decision.send).toBe(true);
      expect(await confirm(token)).toBe('confirmed');
      expect(await lead('once@example.com')).toEqual([['confirmed', true]]);
      expect(await isMember('once@example.com')).toBe(true);
      expect(await confirm(token)).toBe('used');
      expect(await lead('once@example.com')).toEqual([['confirmed', true]]);
    });

    it('an expired link does not confirm; a token never sent, malformed or empty is "invalid"', async () => {
      await join('late@example.com');
      // Sent a lifetime and an hour ago (the lead was asked for within the fresh minutes before it).
      const at = `now() - make_interval(secs => ${seconds.lifetime + 3600})`;
      await db.run(`update private.early_access_leads set requested_at = ${at} where email = 'late@example.com'`);
      const { token, decision } = await request('late@example.com', { at });
      expect(decision.send).toBe(true);
      expect(await confirm(token)).toBe('expired');
      expect(await lead('late@example.com')).toEqual([['pending', false]]);
      expect(await isMember('late@example.com')).toBe(false);
      for (const other of [newToken(), 'short', '', `${token.slice(0, 42)}!`]) expect(await confirm(other)).toBe('invalid');
    });

    it('a second join of the same address sends no second e-mail within the window, and answers exactly as the first', async () => {
      const first = await join('twice@example.com');
      expect((await request('twice@example.com')).decision.send).toBe(true);
      const second = await join('TWICE@example.com');
      expect(second).toBe(first);
      expect((await request('twice@example.com')).decision).toEqual({ send: false });
      // Another employee for the same address within the window: no mail either (one per address).
      expect(await join('twice@example.com', 'David')).toBe(first);
      expect((await request('twice@example.com')).decision).toEqual({ send: false });
      expect(await mails('twice@example.com')).toBe(1);
      // After the window a join asks again, and the new link lists every lead not yet confirmed.
      const later = `now() + make_interval(secs => ${seconds.window + 60})`;
      await db.run(`update private.early_access_leads set requested_at = ${later} where lower(email) = 'twice@example.com'`);
      expect((await request('twice@example.com', { at: later })).decision).toEqual({
        send: true,
        email: 'twice@example.com',
        employees: ['David', 'Julie'],
      });
    });

    it('a send request without a fresh pending lead sends nothing: a stranger, a stale lead, a member', async () => {
      expect((await request('nobody@example.com')).decision).toEqual({ send: false });
      await join('stale@example.com');
      const stale = `now() + make_interval(secs => ${seconds.fresh + 1})`;
      expect((await request('stale@example.com', { at: stale })).decision).toEqual({ send: false });
      await join('member@example.com');
      await confirm((await request('member@example.com')).token);
      // A day later the member joins again (its link's window has passed; the join is fresh): nothing changes, nothing is sent.
      await db.run(
        `update private.waitlist_confirmations set created_at = created_at - make_interval(secs => ${seconds.window + 60}) where email_key = 'member@example.com'`,
      );
      await join('member@example.com');
      expect((await request('member@example.com')).decision).toEqual({ send: false });
      expect(await mails('nobody@example.com')).toBe(0);
      expect(await mails('stale@example.com')).toBe(0);
      expect(await mails('member@example.com')).toBe(1);
    });

    it('no answer tells a member from a pending lead or a stranger: the same insert answer, the same "invalid" for a foreign token', async () => {
      await join('known@example.com');
      await confirm((await request('known@example.com')).token);
      await join('waiting@example.com');
      const answers = new Set<string>();
      for (const email of ['known@example.com', 'KNOWN@example.com', 'waiting@example.com', 'stranger-88@example.com']) {
        answers.add(await join(email));
      }
      expect(answers.size, [...answers].join(' | ')).toBe(1);
      expect(await confirm(newToken())).toBe('invalid');
    });

    it('D19: anon may confirm a token and nothing else: no send request, no confirmation row, no member list', async () => {
      for (const role of ['anon', 'authenticated']) {
        for (const sql of [
          `select public.request_waitlist_confirmation('a@example.com', repeat('a', 64), 'en', 600, 86400, 172800, 10, 10)`,
          `select public.release_waitlist_confirmation(repeat('a', 64))`,
          `select public.take_confirmation_slot(repeat('a', 64), repeat('b', 64))`,
          `select private.erase_address('a@example.com')`,
          'select * from private.waitlist_confirmations',
          'select * from private.waitlist_members',
        ]) {
          expect(await sqlState(db.run(asRole(role, sql))), `${role}: ${sql}`).toBe('42501');
        }
      }
    });

    it(`the purge deletes a lead never confirmed after ${CONFIRMATION.pendingDays} days (the SQL default is the constant), never a member`, async () => {
      await join('purge-pending@example.com');
      await join('purge-member@example.com');
      await confirm((await request('purge-member@example.com')).token);
      const later = `now() + make_interval(days => ${CONFIRMATION.pendingDays}, secs => 60)`;
      await db.run(`select * from private.purge_expired_form_data(p_now => ${later})`);
      expect(await lead('purge-pending@example.com')).toEqual([]);
      expect(await lead('purge-member@example.com')).toEqual([['confirmed', true]]);
      // One day earlier, a pending lead stays.
      await join('purge-young@example.com');
      await db.run(
        `select * from private.purge_expired_form_data(p_now => now() + make_interval(days => ${CONFIRMATION.pendingDays - 1}))`,
      );
      expect(await lead('purge-young@example.com')).toEqual([['pending', false]]);
    });

    // Issue 74: one mailbox is one mailbox, whatever spelling reaches it.
    it("the SQL mailbox key is _shared/mailbox.ts's: case, +tag, Gmail dots and googlemail.com", async () => {
      const samples = [
        'victim+1@gmail.com',
        'v.ictim@gmail.com',
        'VICTIM@googlemail.com',
        ' Jana.Novak+news@Firma.CZ ',
        'jana.novak@firma.cz',
        '+only@example.com',
        'a+b+c@example.com',
        "o'brien@example.ie",
        'no-at-sign',
      ];
      const [[keys]] = await db.run(
        `select array_to_json(array[${samples.map((sample) => `private.mailbox_key(${lit(sample)})`).join(', ')}])::text`,
      );
      expect(JSON.parse(keys ?? '[]')).toEqual(samples.map(mailboxKey));
      expect(mailboxKey('victim+1@gmail.com')).toBe('victim@gmail.com');
      expect(mailboxKey('jana.novak+news@Firma.CZ')).toBe('jana.novak@firma.cz');
    });

    it('victim+1@gmail.com, v.ictim@gmail.com and VICTIM@googlemail.com share one window: one mail, one lead, answers alike', async () => {
      const answers = new Set<string>();
      const decisions = [];
      for (const email of ['victim74+1@gmail.com', 'v.ictim74@gmail.com', 'VICTIM74@googlemail.com']) {
        answers.add(await join(email));
        decisions.push((await request(email)).decision.send);
      }
      expect(answers.size).toBe(1);
      expect(decisions).toEqual([true, false, false]);
      expect(await mails('victim74@gmail.com')).toBe(1);
      // One lead for the mailbox, stored as its latest join typed it.
      expect(await db.run(`select email from private.early_access_leads where private.mailbox_key(email) = 'victim74@gmail.com'`)).toEqual([
        ['VICTIM74@googlemail.com'],
      ]);
    });

    it('the hourly ceilings hold with many fresh addresses: in total, and per recipient domain; past them nothing is stored', async () => {
      const [[before]] = await db.run(`select count(*) from private.waitlist_confirmations where created_at > now() - interval '1 hour'`);
      const perHour = Number(before) + 5;
      const total = [];
      for (let index = 0; index < 8; index++) {
        const email = `ceiling-${index}@domain-${index}.example`;
        await join(email);
        total.push((await request(email, { perHour })).decision);
      }
      expect(total.filter((decision) => decision.send)).toHaveLength(5);
      expect(total.slice(5)).toEqual([0, 1, 2].map(() => ({ send: false, ceiling: 'total' })));
      // Past the ceiling no window was spent: the same lead, asked for again, sends once there is room.
      expect(await mails('ceiling-7@domain-7.example')).toBe(0);
      expect((await request('ceiling-7@domain-7.example')).decision.send).toBe(true);

      const domain = [];
      for (let index = 0; index < 6; index++) {
        const email = `flood-${index}@one-domain.example`;
        await join(email);
        domain.push((await request(email, { perDomain: 3 })).decision);
      }
      expect(domain.map((decision) => decision.send)).toEqual([true, true, true, false, false, false]);
      expect(domain[5]).toEqual({ send: false, ceiling: 'domain' });
      // Another domain is not held back by that flood.
      await join('visitor@other-domain.example');
      expect((await request('visitor@other-domain.example', { perDomain: 3 })).decision.send).toBe(true);
    });

    it('a delivery that fails frees the window: the released link is gone, and the next request sends', async () => {
      await join('bounce74@example.com');
      const first = await request('bounce74@example.com');
      expect(first.decision.send).toBe(true);
      const release = async (token: string) =>
        (await db.run(asRole('service_role', `select public.release_waitlist_confirmation(${lit(await tokenHash(token))})`)))[0][0];
      expect(await release(first.token)).toMatch(/^(t|true)$/);
      expect(await mails('bounce74@example.com')).toBe(0);
      expect(await confirm(first.token)).toBe('invalid');
      await join('bounce74@example.com');
      const second = await request('bounce74@example.com');
      expect(second.decision.send).toBe(true);
      // A link once used stays the record of consent: it is never released.
      expect(await confirm(second.token)).toBe('confirmed');
      expect(await release(second.token)).toMatch(/^(f|false)$/);
      expect(await mails('bounce74@example.com')).toBe(1);
    });

    it('a purged or erased lead is never "confirmed": a covered pending lead outlives its 7 days; a link with no lead left answers "expired"', async () => {
      // Stored 6 days 23 hours ago, joined again now: a fresh link for 48 hours.
      await join('late74@example.com');
      await db.run(
        `update private.early_access_leads set created_at = now() - interval '6 days 23 hours' where email = 'late74@example.com'`,
      );
      await join('late74@example.com');
      const late = await request('late74@example.com');
      expect(late.decision.send).toBe(true);
      await db.run(`select * from private.purge_expired_form_data(p_now => now() + interval '2 hours')`);
      expect(await lead('late74@example.com')).toEqual([['pending', false]]);
      expect(await confirmed(late.token)).toEqual({ outcome: 'confirmed', employees: ['Julie'] });
      expect(await isMember('late74@example.com')).toBe(true);

      // Once its link has expired, the purge takes an old pending lead.
      await join('gone74@example.com');
      await db.run(`update private.early_access_leads set created_at = now() - interval '8 days' where email = 'gone74@example.com'`);
      await join('gone74@example.com');
      const gone = await request('gone74@example.com');
      await db.run(`select * from private.purge_expired_form_data(p_now => now() + make_interval(secs => ${seconds.lifetime + 60}))`);
      expect(await lead('gone74@example.com')).toEqual([]);

      // A lead deleted under a valid link (by hand, by an erasure): the link confirms nothing.
      await join('deleted74@example.com');
      const deleted = await request('deleted74@example.com');
      await db.run(`delete from private.early_access_leads where email = 'deleted74@example.com'`);
      expect(await confirmed(deleted.token)).toEqual({ outcome: 'expired' });
      expect(await isMember('deleted74@example.com')).toBe(false);
      expect(gone.decision.send).toBe(true);
    });

    it("the owner's join after a stranger's changes the pending record; the owner's confirmation makes it the member's", async () => {
      const stranger = await sqlAnswer(
        db.run(
          asRequest(
            'anon',
            { 'cf-connecting-ip': '10.74.1.1' },
            joinCall({ email: 'valerie74@example.com', name: 'Chosen By A Stranger', company: 'Stranger Ltd' }),
          ),
        ),
      );
      const link = await request('valerie74@example.com', { language: 'en' });
      expect(link.decision.send).toBe(true);
      const owner = await sqlAnswer(
        db.run(
          asRequest(
            'anon',
            { 'cf-connecting-ip': '10.74.2.1' },
            joinCall({ email: 'Valerie74@Example.com', name: 'Valerie', company: 'Her Co' }),
          ),
        ),
      );
      expect(JSON.stringify(owner)).toBe(JSON.stringify(stranger));
      // Within the window no second mail; her language is recorded all the same.
      expect((await request('Valerie74@Example.com', { language: 'cs' })).decision).toEqual({ send: false });
      const record = () =>
        db.run(
          `select email, name, company, language, status from private.early_access_leads where private.mailbox_key(email) = 'valerie74@example.com'`,
        );
      expect(await record()).toEqual([['Valerie74@Example.com', 'Valerie', 'Her Co', 'cs', 'pending']]);
      expect(await confirm(link.token)).toBe('confirmed');
      // A member's record no longer changes with a join.
      await sqlAnswer(
        db.run(asRequest('anon', { 'cf-connecting-ip': '10.74.3.1' }, joinCall({ email: 'valerie74@example.com', name: 'Late Stranger' }))),
      );
      expect(await record()).toEqual([['Valerie74@Example.com', 'Valerie', 'Her Co', 'cs', 'confirmed']]);
    });

    it('the erasure leaves no row with the address, in any spelling, in any table it lists; a new table is one row of the list', async () => {
      await join('erase74@gmail.com');
      await join('e.rase74+x@gmail.com', 'David');
      await request('erase74@gmail.com');
      await db.run(
        `insert into public.contact_messages (name, email, message) values ('Ann', 'Erase74@googlemail.com', 'Please erase me now.')`,
      );
      // An order paid from another spelling of the same mailbox.
      await db.run(`insert into private.orders (session_id, event_id, livemode, plan, language, currency, amount_paid, trial_ends_at, email, ordered_at)
        values ('cs_test_erase74', 'evt_test_erase74', false, 'full', 'cs', 'CZK', 0, now() + interval '30 days', 'erase.74@gmail.com', now())`);
      // What a new table of addresses does: one row in private.erasure_targets.
      await db.run(`create table private.erasure_probe (id bigint generated always as identity, customer_email text not null);
        insert into private.erasure_probe (customer_email) values ('ERASE74+shop@gmail.com');
        insert into private.erasure_targets (target, email_column) values ('private.erasure_probe', 'customer_email');`);
      const [[removed]] = await db.run(`select private.erase_address('Erase74@Gmail.com')::text`);
      expect(JSON.parse(removed ?? '{}')).toEqual({
        'private.early_access_leads': 2,
        'private.erasure_probe': 1,
        'private.orders': 1,
        'private.waitlist_confirmations': 1,
        'public.contact_messages': 1,
      });
      const [[left]] = await db.run(`select
        (select count(*) from private.early_access_leads where private.mailbox_key(email) = 'erase74@gmail.com')
        + (select count(*) from public.contact_messages where private.mailbox_key(email) = 'erase74@gmail.com')
        + (select count(*) from private.waitlist_confirmations where email_key = 'erase74@gmail.com')
        + (select count(*) from private.orders where private.mailbox_key(email) = 'erase74@gmail.com')
        + (select count(*) from private.erasure_probe)`);
      expect(left).toBe('0');
      await db.run(
        `delete from private.erasure_targets where target = 'private.erasure_probe'::regclass; drop table private.erasure_probe;`,
      );
      // A re-join by anyone afterwards gets a link of its own: no window was left behind.
      await join('erase74@gmail.com');
      expect((await request('erase74@gmail.com')).decision.send).toBe(true);
    });

    it('a database that holds two spellings of one mailbox migrates to one lead each, keeping the strongest record of consent', async () => {
      const old = await openEmpty();
      await old.run(supabaseRolesSql({ defaultGrants }));
      // (`join` is this suite's waiting-list join here: the paths are spelled out.)
      const dir = mkdtempSync(`${tmpdir()}/migrations-before-mailbox-`);
      try {
        for (const file of await listMigrationFiles())
          if (file < '20251207200000') copyFileSync(`${MIGRATIONS_DIR}/${file}`, `${dir}/${file}`);
        await applyMigrations(old, dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      await old.run(`insert into private.early_access_leads (name, email, ai_employee, source, created_at, status, confirmed_at) values
        ('Pending First', 'ab+old@gmail.com', 'Julie', 'julie-landing-page', now() - interval '3 days', 'pending', null),
        ('Member', 'a.b@gmail.com', 'Julie', 'julie-landing-page', now() - interval '2 days', 'confirmed', now() - interval '2 days'),
        ('Pending Too', 'AB@googlemail.com', 'Julie', 'julie-landing-page', now() - interval '1 day', 'pending', null),
        ('Other List', 'ab@googlemail.com', 'David', 'david-landing-page', now(), 'pending', null);
        insert into private.waitlist_confirmations (email_key, token_hash, language, employees, created_at, expires_at)
          values ('a.b@gmail.com', repeat('c', 64), 'en', '{Julie}', now() - interval '2 days', now());`);
      await applyMigrations(old);
      expect(await old.run('select name, ai_employee, status from private.early_access_leads order by ai_employee')).toEqual([
        ['Other List', 'David', 'pending'],
        ['Member', 'Julie', 'confirmed'],
      ]);
      expect(await old.run('select email_key from private.waitlist_confirmations')).toEqual([['ab@gmail.com']]);
    });

    it('400 send requests past the budget start no background work, and every one answers 202', async () => {
      const asked: string[] = [];
      const sessionStore: ConfirmationStore = {
        async takeSlot(client, now) {
          const [[answer]] = await db.run(
            asRole(
              'service_role',
              `select public.take_confirmation_slot(${lit(client.address)}, ${lit(client.network)}, ${lit(now.toISOString())})`,
            ),
          );
          return answer as 'ok' | 'rate_limited';
        },
        async request(email) {
          asked.push(email);
          return { send: false };
        },
        async release() {},
      };
      const work = deferred();
      const handler = createSendConfirmationHandler({
        config: {
          apiKeys: ['k'],
          allowedOrigins: [],
          siteUrl: 'https://site.example',
          ipHashSalt: 'salt',
          mailPerHour: 100,
          mailPerDomainPerHour: 30,
          signature: 'AI Employees, hello@aiemployees.cz',
        },
        store: sessionStore,
        mailer: { deliver: async () => undefined },
        defer: work.defer,
      });
      const statuses = new Set<number>();
      for (let index = 0; index < 400; index++) {
        const response = await handler(
          new Request('http://x/functions/v1/send-confirmation', {
            method: 'POST',
            headers: { apikey: 'k', 'content-type': 'application/json' },
            body: JSON.stringify({ email: `unknown-${index}@example.com` }),
          }),
          '10.74.9.1',
        );
        statuses.add(response.status);
      }
      await work.settled();
      expect([...statuses]).toEqual([202]);
      // The join's budget per address (private.waitlist_settings: 10 per 10 minutes), no more.
      const [[budget]] = await db.run('select max_per_address from private.waitlist_settings');
      expect(asked).toHaveLength(Number(budget));
      // Another network still has its own budget.
      await handler(
        new Request('http://x/functions/v1/send-confirmation', {
          method: 'POST',
          headers: { apikey: 'k', 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'other-network@example.com' }),
        }),
        '10.75.9.1',
      );
      await work.settled();
      expect(asked.at(-1)).toBe('other-network@example.com');
    });
  });
}
