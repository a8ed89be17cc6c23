// Issue 59: the REST stand-in keeps a repeated header as PostgREST does (the first Accept
// negotiates, `request.headers` holds the last, `HM.fromList`), and the waiting list counts a
// refusal whichever Accept was negotiated: over HTTP, on PGlite and on PostgreSQL 15.
import type { PGlite } from '@electric-sql/pglite';
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseRolesSql } from '../../scripts/local-backend/bootstrap.ts';
import { openDatabase } from '../../scripts/local-backend/database.ts';
import { applyMigrations } from '../../scripts/local-backend/migrations.ts';
import { createPostgrest, type RestDatabase } from '../../scripts/local-backend/postgrest.ts';
import { pgliteSession, type SqlSession } from '../../scripts/local-backend/sql-session.ts';
import { startDebianPostgres } from './support/debian-postgres.ts';
import { pgRestDatabase } from './support/pg-rest-database.ts';
import { postFrom } from './support/post-from.ts';

const SERVICE_KEY = 'test-service-role-key';
const SINGULAR = 'application/vnd.pgrst.object+json';
/** A test-only function that answers what the request's transaction saw in `request.headers`. */
const ECHO = `
  create function public.echo_request_headers(p_label text) returns json language sql stable as $$ select current_setting('request.headers', true)::json $$;
  update private.waitlist_settings set max_per_address = 3, global_per_minute = 1000;
`;

interface Engine {
  rest: RestDatabase;
  admin: SqlSession;
  close(): Promise<void>;
}

async function pglite(): Promise<Engine> {
  const db: PGlite = await openDatabase();
  return { rest: db, admin: pgliteSession(db), close: () => db.close() };
}

async function postgres15(): Promise<Engine> {
  const server = startDebianPostgres();
  await server.createDatabase('headers');
  const admin = server.session('headers');
  await admin.run(supabaseRolesSql({ defaultGrants: false }));
  await applyMigrations(admin);
  const pool = new pg.Pool({ host: server.socketDir, port: server.port, user: 'postgres', database: 'headers', max: 2 });
  return {
    rest: pgRestDatabase(pool),
    admin,
    close: async () => {
      await pool.end();
      server.stop();
    },
  };
}

describe.each([
  ['PGlite', pglite],
  ['PostgreSQL 15', postgres15],
])('repeated headers through the stand-in on %s', (_label, open) => {
  let engine: Engine;
  let server: Server;
  beforeAll(async () => {
    engine = await open();
    await engine.admin.run(ECHO);
    const handleRest = createPostgrest(engine.rest, { serviceRoleKey: SERVICE_KEY });
    server = createServer((req, res) => void handleRest(req, res, new URL(req.url ?? '/', 'http://localhost')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await engine?.close();
  });

  const post = (address: string, path: string, body: unknown, headers: Record<string, string | string[]> = {}) =>
    postFrom(server, address, `/rest/v1/${path}`, JSON.stringify(body), headers);
  const lead = (email: string) => ({ name: 'Ada', email, company: null, ai_employee: 'Julie' });

  it("request.headers holds the last of two Accept headers, as PostgREST's HM.fromList keeps it", async () => {
    const echoed = await post('127.0.120.1', 'rpc/echo_request_headers', { p_label: 'two' }, { Accept: [SINGULAR, 'application/json'] });
    expect([echoed.status, (JSON.parse(echoed.body) as Record<string, string>).accept]).toEqual([200, 'application/json']);
  });

  it('the first Accept negotiates: two rows under the singular type first are 406 PGRST116, under application/json first 201', async () => {
    const messages = [1, 2].map((n) => ({ name: 'Ada', email: `two-accepts-${n}@example.com`, message: 'Two rows, two Accepts.' }));
    const singularFirst = await post('127.0.121.1', 'contact_messages', messages, {
      apikey: SERVICE_KEY,
      Accept: [SINGULAR, 'application/json'],
      Prefer: 'return=minimal',
    });
    expect([singularFirst.status, JSON.parse(singularFirst.body).code]).toEqual([406, 'PGRST116']);
    const jsonFirst = await post('127.0.121.2', 'contact_messages', messages, {
      apikey: SERVICE_KEY,
      Accept: ['application/json', SINGULAR],
      Prefer: 'return=minimal',
    });
    expect(jsonFirst.status).toBe(201);
  });

  it('a refused entry sent with two Accept headers is counted: 400 each time, then 429 once the budget (3) is spent', async () => {
    const twoAccepts = { Accept: [SINGULAR, 'application/json'], Prefer: 'return=minimal, count=exact' };
    const answers = [];
    for (let n = 0; n < 3; n++) {
      const refused = await post('127.0.122.1', 'early_access_leads', lead(`two-accepts-${n}`), twoAccepts);
      answers.push([refused.status, refused.headers['waitlist-error'], refused.headers['content-range']]);
    }
    expect(answers).toEqual(Array(3).fill([400, 'email_invalid', '*/1']));
    const later = await post('127.0.122.1', 'early_access_leads', lead('later-two-accepts@example.com'), twoAccepts);
    expect([later.status, JSON.parse(later.body).message]).toEqual([429, 'rate_limited']);
  });
});
