/**
 * The migration + RLS suite, written once against SqlSession so it runs on PGlite and on Debian's
 * PostgreSQL alike, in both grant modes (D19).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { supabaseRolesSql } from '../../../scripts/local-backend/bootstrap.ts';
import { applyMigrations, listMigrationFiles } from '../../../scripts/local-backend/migrations.ts';
import type { Cell, SqlError, SqlSession } from '../../../scripts/local-backend/sql-session.ts';
import { rateLimitKeys } from '../../../supabase/functions/_shared/client-address.ts';
import { contactFields, type ContactMessage } from '../../../supabase/functions/_shared/contact-contract.ts';
import { submitContactArgs, type RateLimit } from '../../../supabase/functions/_shared/contact-store.ts';

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
    ])('the insert answers %s with 400 and the form code in Waitlist-Error, no row counted', async (_label, fields, code) => {
      // Each from a network of its own: a refusal spends its budget (D50).
      const headers = { 'cf-connecting-ip': `198.18.${++refusingNetworks}.1` };
      const outcome = await sqlOutcome(db.run(asRequest('anon', headers, joinCall({ email: 'codes@example.com', ...fields }))));
      expect(outcome).toBe(`400 ${code}, 0 rows counted`);
    });

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
      for (const form of [{ ...MESSAGE, notified: false }, { ...MESSAGE, id: 1 }, { ...MESSAGE, nickname: 'x' }, {}]) {
        expect(await sqlState(db.run(asRole('service_role', submitContactCall(hashes, {}, form)))), JSON.stringify(form)).toBe('22023');
      }
    });

    it('keeps no address with a message, and only a salted hash in the ledger', async () => {
      const columns = await db.run(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'contact_messages' order by 1`,
      );
      expect(columns.map((row) => row[0])).toEqual([...Object.keys(contactFields), 'created_at', 'id', 'notified'].sort());
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
        expect(refused).toEqual({ counted: '0', status: '400', headers: expect.any(String) });
        expect(answerHeaders(refused)).toEqual({
          'Waitlist-Error': 'email_invalid',
          'Waitlist-Error-Message': 'The waiting list refused this entry (email_invalid). Nothing was stored.',
        });
        for (const email of ['refused-1', 'refused-2'])
          expect(await outcome('192.0.2.10', { email })).toBe('400 email_invalid, 0 rows counted');
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
        expect(await outcome('192.0.2.11', { name: '', email: 'x@example.com' })).toBe('400 name_required, 0 rows counted');
        expect(await outcome('192.0.2.12', { employee: 'Andrea', email: 'y@example.com' })).toBe('400 ai_employee_invalid, 0 rows counted');
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

    it("D50 retention: each record from its own last action; a re-join restarts it, a message in someone's name does not", async () => {
      await db.run(`
        insert into private.early_access_leads (name, email, ai_employee, source, created_at, last_joined_at) values
          ('Old', 'old@example.com', 'Julie', 'julie-landing-page', now() - interval '25 months', now() - interval '25 months'),
          ('Victim', 'victim@example.com', 'Julie', 'julie-landing-page', now() - interval '25 months', now() - interval '25 months'),
          ('Back', 'back@example.com', 'Julie', 'julie-landing-page', now() - interval '30 months', now() - interval '30 months');
        insert into public.contact_messages (name, email, message, created_at) values
          ('Old', 'OLD@example.com', 'An old message here.', now() - interval '26 months'),
          ('Mallory', 'VICTIM@example.com', 'Written in her name.', now() - interval '1 day');
        insert into private.rate_limit_hits (form, ip_hash, created_at, expires_at) values
          ('contact', repeat('7', 64), now() - interval '11 minutes', now() - interval '1 minute');
      `);
      // Back joins again today: the repeat changes nothing visible and restarts the lead's retention.
      expect(
        await sqlOutcome(db.run(asRequest('anon', { 'cf-connecting-ip': '192.0.2.250' }, joinCall({ email: 'BACK@example.com' })))),
      ).toBe('ok');
      const [removed] = await db.run('select * from private.purge_expired_form_data()');
      expect(removed.map(Number)).toEqual([2, 1, 1]);
      const left = await db.run(
        `select lower(email), name from public.early_access_leads where lower(email) in ('old@example.com', 'back@example.com', 'victim@example.com')`,
      );
      expect(left).toEqual([['back@example.com', 'Back']]);
      expect(
        await count(`select count(*) from public.contact_messages where lower(email) in ('old@example.com', 'victim@example.com')`),
      ).toBe(1);
      expect(await count(`select count(*) from private.rate_limit_hits where ip_hash = repeat('7', 64)`)).toBe(0);
    });
  });
}
