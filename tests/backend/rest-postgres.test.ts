// Issue 34: the REST stand-in's PostgREST answers on Debian's PostgreSQL 15 (the engine production
// runs), as local-backend-http.test.ts checks them on PGlite: the same handler over a pg pool.
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseRolesSql } from '../../scripts/local-backend/bootstrap.ts';
import { applyMigrations } from '../../scripts/local-backend/migrations.ts';
import { createPostgrest } from '../../scripts/local-backend/postgrest.ts';
import { startDebianPostgres, type DebianPostgres } from './support/debian-postgres.ts';
import { pgRestDatabase } from './support/pg-rest-database.ts';
import { postFrom } from './support/post-from.ts';

const SERVICE_KEY = 'test-service-role-key';
let postgres: DebianPostgres;
let pool: pg.Pool;
let server: Server;

beforeAll(async () => {
  postgres = startDebianPostgres();
  await postgres.createDatabase('rest');
  const admin = postgres.session('rest');
  await admin.run(supabaseRolesSql({ defaultGrants: false }));
  await applyMigrations(admin);
  await admin.run('update private.waitlist_settings set max_per_address = 4, global_per_minute = 1000');
  pool = new pg.Pool({ host: postgres.socketDir, port: postgres.port, user: 'postgres', database: 'rest', max: 4 });
  const handleRest = createPostgrest(pgRestDatabase(pool), { serviceRoleKey: SERVICE_KEY });
  // The stand-in reads the caller's address from the socket (D22): each test client binds its own.
  server = createServer((req, res) => void handleRest(req, res, new URL(req.url ?? '/', 'http://localhost')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await pool?.end();
  postgres?.stop();
});

const count = async (sql: string) => Number((await pool.query<{ n: string }>(`select (${sql}) as n`)).rows[0].n);
const lead = (email: string) => ({ name: 'Ada', email, company: null, ai_employee: 'Julie' });

const post = (localAddress: string, path: string, body: string, headers: Record<string, string> = {}) =>
  postFrom(server, localAddress, `/rest/v1/${path}`, body, headers);

describe('the REST stand-in on PostgreSQL 15 (issue 34)', () => {
  it('issue 59: a 20-row array is one entry: 400 one_entry_per_request, one slot; the budget then runs out one request at a time', async () => {
    const rows = Array.from({ length: 20 }, (_, n) => lead(`array-refused-${n}`));
    const array = await post('127.0.110.1', 'early_access_leads', JSON.stringify(rows), { Prefer: 'return=minimal, count=exact' });
    expect([array.status, array.headers['waitlist-error'], array.headers['content-range'], array.body]).toEqual([
      400,
      'one_entry_per_request',
      '*/1',
      '',
    ]);
    for (let n = 0; n < 3; n++)
      expect((await post('127.0.110.1', 'early_access_leads', JSON.stringify(lead(`single-${n}`)))).status).toBe(400);
    const later = await post('127.0.110.1', 'early_access_leads', JSON.stringify(lead('later-array@example.com')));
    expect([later.status, JSON.parse(later.body)]).toEqual([429, { code: 'PT429', details: null, hint: null, message: 'rate_limited' }]);
  });

  it('the singular Accept: refusals count (400, one row yielded); another count than one is 406 PGRST116 and rolled back', async () => {
    const singular = { Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=minimal, count=exact' };
    for (let n = 0; n < 4; n++) {
      const refused = await post('127.0.111.1', 'early_access_leads', JSON.stringify(lead(`single-refused-${n}`)), singular);
      expect([refused.status, refused.headers['waitlist-error'], refused.headers['content-range']]).toEqual([400, 'email_invalid', '*/1']);
    }
    expect((await post('127.0.111.1', 'early_access_leads', JSON.stringify(lead('later-single@example.com')), singular)).status).toBe(429);
    const messages = [1, 2].map((n) => ({ name: 'Ada', email: `single${n}@example.com`, message: 'Two rows, one object asked.' }));
    const notSingular = await post('127.0.112.1', 'contact_messages', JSON.stringify(messages), { ...singular, apikey: SERVICE_KEY });
    expect([notSingular.status, JSON.parse(notSingular.body)]).toEqual([
      406,
      { code: 'PGRST116', details: 'The result contains 2 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' },
    ]);
    expect(await count(`select count(*) from public.contact_messages where email like 'single%'`)).toBe(0);
  });

  it('a CSV body: header line, NULL is null, the same answers as JSON', async () => {
    const csv = (text: string, address: string) =>
      post(address, 'early_access_leads', text, { 'Content-Type': 'text/csv', Prefer: 'return=minimal, count=exact' });
    const joined = await csv('name,email,company,ai_employee\r\n"Lovelace, Ada",csv@example.com,NULL,Julie\r\n', '127.0.113.1');
    expect([joined.status, joined.headers['content-range']]).toEqual([201, '*/1']);
    const { rows } = await pool.query(`select name, company from private.early_access_leads where email = 'csv@example.com'`);
    expect(rows).toEqual([{ name: 'Lovelace, Ada', company: null }]);
    const refused = await csv('name,email,ai_employee\nAda,not-an-email,Julie\n', '127.0.114.1');
    expect([refused.status, refused.headers['waitlist-error'], refused.headers['content-range']]).toEqual([400, 'email_invalid', '*/1']);
  });

  it('on_conflict with a resolution: 401 42501 for a member and a stranger alike', async () => {
    expect((await post('127.0.115.1', 'early_access_leads', JSON.stringify(lead('upsert-member@example.com')))).status).toBe(201);
    const answers = new Set<string>();
    let client = 116;
    for (const email of ['upsert-member@example.com', 'upsert-stranger@example.com']) {
      for (const [query, resolution] of [
        ['?on_conflict=email', 'resolution=ignore-duplicates'],
        ['', 'resolution=merge-duplicates'],
      ]) {
        const answer = await post(`127.0.${client++}.1`, `early_access_leads${query}`, JSON.stringify(lead(email)), {
          Prefer: `return=minimal, ${resolution}`,
        });
        answers.add(JSON.stringify([answer.status, JSON.parse(answer.body)]));
      }
    }
    expect([...answers].map((answer) => JSON.parse(answer) as unknown)).toEqual([
      [401, { code: '42501', details: null, hint: null, message: 'permission denied for view early_access_leads' }],
    ]);
  });
});

describe('issue 59 on PostgreSQL 15: a real deadlock on the unique index', () => {
  it('the request that loses it keeps its slot and answers 503 unavailable, committed; nothing is raised', async () => {
    const holder = await pool.connect();
    const visitor = await pool.connect();
    let locked: Promise<unknown> = Promise.resolve();
    try {
      // The holder writes the same address first and keeps its transaction open.
      await holder.query('begin');
      await holder.query(`set local deadlock_timeout = '30s'`);
      await holder.query(
        `insert into private.early_access_leads (name, email, ai_employee, source) values ('Holder', 'deadlock@example.com', 'Julie', 'julie-landing-page')`,
      );
      // The visitor's request, as PostgREST runs it: it takes its slot and locks, then waits on the holder's row.
      await visitor.query('begin');
      await visitor.query(`set local deadlock_timeout = '2s'`); // it checks once: after the holder waits too
      await visitor.query(`set local role anon`);
      await visitor.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'cf-connecting-ip': '192.0.2.80' })]);
      const answer = visitor.query<{ status: string | null; headers: string | null }>(
        `with pgrst_source as (insert into public.early_access_leads (name, email, ai_employee) values ('Ada', 'deadlock@example.com', 'Julie') returning 1)
         select nullif(current_setting('response.status', true), '') as status, nullif(current_setting('response.headers', true), '') as headers from pgrst_source`,
      );
      await expect
        .poll(() =>
          count(`select count(*) from pg_stat_activity where wait_event = 'transactionid' and query like '%deadlock@example.com%'`),
        )
        .toBe(1);
      // The holder now asks for the visitor's address lock: each waits for the other.
      locked = holder.query(
        `select pg_advisory_xact_lock(hashtext('rate_limit:address:waitlist'), hashtext(encode(sha256(convert_to((select ip_hash_salt from private.waitlist_settings) || '192.0.2.80', 'UTF8')), 'hex')))`,
      );
      const { rows } = await answer;
      await visitor.query('commit');
      await locked;
      await holder.query('commit');
      expect([rows[0].status, JSON.parse(rows[0].headers ?? '[]')[1]]).toEqual(['503', { 'Waitlist-Error': 'unavailable' }]);
      const hash = `encode(sha256(convert_to((select ip_hash_salt from private.waitlist_settings) || '192.0.2.80', 'UTF8')), 'hex')`;
      expect(await count(`select count(*) from private.rate_limit_hits where ip_hash = ${hash}`)).toBe(1);
      expect(await count(`select count(*) from private.early_access_leads where email = 'deadlock@example.com'`)).toBe(1);
    } finally {
      // Should the visitor have failed instead, its open transaction must not keep the holder waiting.
      await visitor.query('rollback').catch(() => undefined);
      await locked.catch(() => undefined);
      await holder.query('rollback').catch(() => undefined);
      holder.release();
      visitor.release();
    }
  });
});
