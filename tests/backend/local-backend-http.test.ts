// The embedded backend over real HTTP, and the browser's api modules (supabase-js inside) against
// it: only the network edge is real, nothing is stubbed but `window.location`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../scripts/local-backend/index.ts';
import { askRunningServer } from '../../scripts/local-backend/leads-endpoint.ts';
import { readLeadsEndpoint } from '../../scripts/local-backend/local-secrets.ts';
import { acceptsSingularObject, csvRows, overrideStatusHeaders } from '../../scripts/local-backend/postgrest.ts';
import type { StoredRecords } from '../../scripts/local-backend/leads-store.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key.ts';
import { submitContactArgs } from '../../supabase/functions/_shared/contact-store.ts';
import type { ConfirmationMail } from '../../supabase/functions/_shared/waitlist-confirmation.ts';
import { postFrom as postFromServer } from './support/post-from.ts';
import { tempDir } from './support/temp-dir.ts';

const dir = tempDir('local-backend-http');
const SERVICE_KEY = 'test-service-role-key';
/** The one site this server's confirmation links may point to (SITE_URL). */
const SITE_URL = 'https://www.example.com';
const confirmationMails: ConfirmationMail[] = [];
let backend: LocalBackend;
let server: Server;
let base: string;

beforeAll(async () => {
  vi.stubEnv('CONTACT_RATE_LIMIT_MAX', '3'); // D22: limits come from the environment
  vi.stubEnv('WAITLIST_RATE_LIMIT_MAX', '4');
  vi.stubEnv('WAITLIST_GLOBAL_LIMIT_PER_MINUTE', '1000');
  backend = await createLocalBackend({
    dataDir: dir.path,
    mailer: { send: async () => undefined },
    confirmationMailer: { deliver: async (mail) => void confirmationMails.push(mail) },
    serviceRoleKey: SERVICE_KEY,
    siteUrl: SITE_URL,
  });
  server = createServer(async (req, res) => {
    if (!(await backend.handle(req, res))) res.writeHead(418).end('static site');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal('window', { location: { origin: base } });
  vi.stubGlobal('WebSocket', WebSocket); // supabase-js needs one to construct a client on Node 20
});
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  dir.remove();
});

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${base}/rest/v1/${path}`, { ...init, headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', ...init.headers } });
const records = async () => (await askRunningServer(dir.path, { action: 'list' })) as StoredRecords;
const JOIN = '/rest/v1/early_access_leads';
/** What supabase-js sends for `.from('early_access_leads').insert(row)` with no select (D49). */
const join = (row: Record<string, unknown>, headers: Record<string, string> = {}) =>
  rest('early_access_leads', { method: 'POST', headers: { Prefer: 'return=minimal', ...headers }, body: JSON.stringify(row) });
const lead = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ada',
  email,
  company: null,
  ai_employee: 'Julie',
  source: 'julie-landing-page',
  ...extra,
});

/** A POST from a loopback address of our choosing (D22: each simulated client its own 127.0.0.x). */
const postFrom = (localAddress: string, path: string, body: string, headers: Record<string, string> = {}) =>
  postFromServer(server, localAddress, path, body, headers);

describe('local backend over HTTP', () => {
  it('issue 74: a send request naming another Host, or an absolute target, still mails a link on the configured site', async () => {
    const SEND = '/functions/v1/send-confirmation';
    const asks: [string, string, Record<string, string>][] = [
      ['hosthdr@example.com', SEND, { Host: 'evil.example' }],
      ['target@example.com', `http://evil2.example:8080${SEND}`, {}],
      ['both@example.com', `http://evil3.example${SEND}`, { Host: 'evil3.example', 'X-Forwarded-Host': 'evil4.example' }],
    ];
    for (const [index, [email, target, headers]] of asks.entries()) {
      expect((await postFrom(`127.0.74.${index + 1}`, JOIN, JSON.stringify(lead(email)), { Prefer: 'return=minimal' })).status).toBe(201);
      const sent = await postFrom(`127.0.74.${index + 1}`, target, JSON.stringify({ email }), headers);
      expect([sent.status, sent.body]).toEqual([202, '{"status":"accepted"}']);
    }
    await expect.poll(() => confirmationMails.length, { timeout: 10_000 }).toBe(asks.length);
    for (const mail of confirmationMails) {
      const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? 'about:blank');
      expect(`${link.origin}${link.pathname}`, mail.to).toBe(`${SITE_URL}/early-access/confirm`);
      expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('leaves every other path to the static server', async () => {
    expect((await fetch(`${base}/andrea`)).status).toBe(418);
  });

  it('D49: joins a waiting list with a plain insert: 201 and no body; the RPC of D47 is gone; asking for the row back is refused', async () => {
    const response = await join(lead('http@example.com'));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-range')).toBe('*/*');
    expect(await response.text()).toBe('');
    const rpc = await rest('rpc/join_waitlist', {
      method: 'POST',
      body: JSON.stringify({ p_name: 'Ada', p_email: 'rpc@example.com', p_ai_employee: 'Julie' }),
    });
    expect(rpc.status).toBe(404);
    const back = await join(lead('back@example.com'), { Prefer: 'return=representation' });
    expect(back.status).toBe(401);
    expect(await back.json()).toMatchObject({ code: '42501' });
  });

  it('D18: a member and a stranger get the same status, headers and body for every payload', async () => {
    const member = 'member.http@example.com';
    // Each call from its own loopback network (/24), so no answer is a rate limit: refused
    // payloads spend the budget too (D50).
    let client = 10;
    // Prefer: count=exact is how hosted PostgREST told a skipped row from a new one (issue 20).
    const ask = async (args: Record<string, unknown>, prefer: string) => {
      const { status, headers, body } = await postFrom(`127.0.${client++}.1`, JOIN, JSON.stringify(args), { Prefer: prefer });
      const { date: _date, ...stable } = headers;
      return JSON.stringify({ status, headers: stable, body });
    };
    expect(JSON.parse(await ask(lead(member), 'return=minimal')).status).toBe(201);
    const variants: Record<string, unknown>[] = [
      {},
      { name: '' },
      { name: 'Ada\u202e' },
      { name: 42 },
      { company: 'c'.repeat(201) },
      { ai_employee: 'Andrea' },
      { ai_employee: 'julie' },
      { source: 'david-landing-page' },
      { source: undefined },
    ];
    for (const prefer of ['count=exact', 'return=minimal, count=exact', 'return=representation, count=exact', 'return=headers-only']) {
      for (const variant of variants) {
        const memberAnswer = await ask(lead(member, variant), prefer);
        const label = `${prefer} ${JSON.stringify(variant)}`;
        expect(await ask(lead('stranger.http@example.com', variant), prefer), label).toBe(memberAnswer);
        expect(await ask(lead(member.toUpperCase(), variant), prefer), label).toBe(memberAnswer);
      }
    }
    const valid = JSON.parse(await ask(lead(member), 'count=exact')) as { status: number; headers: Record<string, string> };
    expect(valid.status).toBe(201);
    expect(valid.headers['content-range']).toBe('*/1');
  });

  it('answers in PostgREST shape: 401 for reads and deletes, 404 for unknown tables and functions', async () => {
    expect((await rest('early_access_leads')).status).toBe(401);
    expect((await rest('contact_messages')).status).toBe(401);
    expect((await rest('early_access_leads', { method: 'DELETE' })).status).toBe(401);
    const missing = await rest('users');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'PGRST205' });
    const column = await rest('early_access_leads', { method: 'POST', body: JSON.stringify({ name: 'A', admin: true }) });
    expect(column.status).toBe(400);
    expect(await column.json()).toMatchObject({ code: 'PGRST204' });
    expect((await rest('early_%E0%A4%A', { method: 'POST', body: '{}' })).status).toBe(404); // a broken %-escape is no 500
    const unknownFunction = await rest('rpc/drop_everything', { method: 'POST', body: '{}' });
    expect(unknownFunction.status).toBe(404);
    expect(await unknownFunction.json()).toMatchObject({ code: 'PGRST202' });
    // anon may not run the service role's function, nor the purge (not even exposed: private schema).
    const serviceOnly = await rest('rpc/submit_contact_message', {
      method: 'POST',
      body: JSON.stringify(
        submitContactArgs(
          { name: 'A', email: 'a@example.com', message: 'Hello there!' },
          { address: 'a'.repeat(64), network: 'a'.repeat(64) },
          { max: 5, maxPerNetwork: 15, windowSeconds: 600, globalPerMinute: 20, mailPerHour: 30 },
          new Date(),
        ),
      ),
    });
    expect(serviceOnly.status).toBe(401);
    expect((await rest('rpc/purge_expired_form_data', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('D50: a refused entry answers 400 with its code in a header and stores nothing, committed: it spends the budget', async () => {
    const address = '127.0.200.1'; // a network of its own: WAITLIST_RATE_LIMIT_MAX (4) is all it has
    const refusals = [];
    for (let i = 0; i < 4; i++) {
      const refused = await postFrom(address, JOIN, JSON.stringify(lead(`refused${i}`)), { Prefer: 'return=minimal, count=exact' });
      const { date: _date, ...headers } = refused.headers;
      refusals.push({ status: refused.status, headers, body: refused.body });
    }
    expect(refusals[0]).toEqual({
      status: 400,
      headers: {
        'cache-control': 'no-store',
        'content-range': '*/1',
        'preference-applied': 'return=minimal, count=exact',
        'waitlist-error': 'email_invalid',
        'waitlist-error-message': 'The waiting list refused this entry (email_invalid). Nothing was stored.',
        connection: 'close',
        'transfer-encoding': 'chunked',
      },
      body: '',
    });
    expect(new Set(refusals.map((refusal) => JSON.stringify(refusal))).size).toBe(1);
    // The budget is spent: the next valid entry from that address waits, as does another refusal;
    // a first-time address still joins.
    for (const row of [lead('after-refusals@example.com'), lead('refused9')]) {
      const limited = await postFrom(address, JOIN, JSON.stringify(row));
      expect([limited.status, limited.headers['retry-after'], JSON.parse(limited.body)]).toEqual([
        429,
        '600',
        { code: 'PT429', details: null, hint: null, message: 'rate_limited' },
      ]);
    }
    expect((await postFrom('127.0.201.1', JOIN, JSON.stringify(lead('first-time@example.com')))).status).toBe(201);
    const stored = (await records()).leads.map((row) => row.email);
    expect(stored).toContain('first-time@example.com');
    expect(stored.filter((email) => email.startsWith('refused') || email === 'after-refusals@example.com')).toEqual([]);
  });

  it('rate-limits the waiting list per client address (WAITLIST_RATE_LIMIT_MAX) whatever x-forwarded-for says', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const body = JSON.stringify(lead(`limit${i}@example.com`));
      statuses.push((await postFrom('127.0.0.3', JOIN, body, { 'X-Forwarded-For': `10.0.0.${i}` })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const limited = await postFrom('127.0.0.3', JOIN, JSON.stringify(lead('limit9@example.com')));
    expect(JSON.parse(limited.body)).toMatchObject({ code: 'PT429', message: 'rate_limited' });
    // Another client still joins.
    expect((await postFrom('127.0.0.4', JOIN, JSON.stringify(lead('limit9@example.com')))).status).toBe(201);
  });

  it('issue 59: a 20-row array is one entry: the first row is judged and counted, the answer 400 one_entry_per_request; the budget then runs out one request at a time', async () => {
    const address = '127.0.210.1';
    const rows = Array.from({ length: 20 }, (_, n) => lead(`array-refused-${n}`));
    const array = await postFrom(address, JOIN, JSON.stringify(rows), { Prefer: 'return=minimal, count=exact' });
    expect([array.status, array.headers['waitlist-error'], array.headers['content-range'], array.body]).toEqual([
      400,
      'one_entry_per_request',
      '*/1',
      '',
    ]);
    // WAITLIST_RATE_LIMIT_MAX is 4: the array spent one slot, three single refusals the rest.
    for (let n = 0; n < 3; n++) expect((await postFrom(address, JOIN, JSON.stringify(lead(`single-${n}`)))).status).toBe(400);
    const later = await postFrom(address, JOIN, JSON.stringify(lead('later-array@example.com')));
    expect([later.status, JSON.parse(later.body)]).toEqual([429, { code: 'PT429', details: null, hint: null, message: 'rate_limited' }]);
  });

  it('issue 34: the singular Accept is answered as PostgREST does: a refused entry still counts; another count than one is 406 PGRST116, rolled back (issue 59: the waiting list always yields one)', async () => {
    const address = '127.0.211.1';
    const singular = { Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=minimal, count=exact' };
    const answers = [];
    for (let n = 0; n < 4; n++) {
      const refused = await postFrom(address, JOIN, JSON.stringify(lead(`single-refused-${n}`)), singular);
      answers.push([refused.status, refused.headers['waitlist-error'], refused.headers['content-range']]);
    }
    expect(answers).toEqual(Array(4).fill([400, 'email_invalid', '*/1']));
    expect((await postFrom(address, JOIN, JSON.stringify(lead('later-single@example.com')), singular)).status).toBe(429);
    // Two valid entries under the singular Accept: the first is taken, the second not read, one row yielded.
    const two = await postFrom('127.0.212.1', JOIN, JSON.stringify([lead('single-a@example.com'), lead('single-b@example.com')]), singular);
    expect([two.status, two.headers['waitlist-error'], two.headers['content-range']]).toEqual([400, 'one_entry_per_request', '*/1']);
    // PostgREST's own check (Query.hs failNotSingular, Error.hs v13.0.8), seen on a table without our trigger.
    const messages = [1, 2].map((n) => ({ name: 'Ada', email: `single${n}@example.com`, message: 'Two rows, one object asked.' }));
    const notSingular = await rest('contact_messages', {
      method: 'POST',
      headers: { apikey: SERVICE_KEY, Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=minimal' },
      body: JSON.stringify(messages),
    });
    expect([notSingular.status, await notSingular.json()]).toEqual([
      406,
      { code: 'PGRST116', details: 'The result contains 2 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' },
    ]);
    expect((await records()).messages.map((message) => message.email)).not.toContain('single1@example.com'); // rolled back
    // Listed after another type of higher quality, the singular type is not the one PostgREST picks.
    expect(acceptsSingularObject('application/json, application/vnd.pgrst.object+json')).toBe(false);
    expect(acceptsSingularObject('application/json;q=0.5, application/vnd.pgrst.object+json;nulls=stripped')).toBe(true);
  });

  it('issue 34: a CSV body is read as PostgREST reads it (header line, NULL is null): the same rows, the same answers', async () => {
    const csv = (text: string, address: string) =>
      postFrom(address, JOIN, text, { 'Content-Type': 'text/csv', Prefer: 'return=minimal, count=exact' });
    const joined = await csv('name,email,company,ai_employee\r\n"Lovelace, Ada",csv@example.com,NULL,Julie\r\n', '127.0.213.1');
    expect([joined.status, joined.headers['content-range'], joined.body]).toEqual([201, '*/1', '']);
    const stored = (await records()).leads.find((row) => row.email === 'csv@example.com');
    expect([stored?.name, stored?.company]).toEqual(['Lovelace, Ada', null]);
    const refused = await csv('name,email,ai_employee\nAda,not-an-email,Julie\n', '127.0.214.1');
    expect([refused.status, refused.headers['waitlist-error'], refused.headers['content-range']]).toEqual([400, 'email_invalid', '*/1']);
    const ragged = await csv('name,email,ai_employee\nAda,ragged@example.com\n', '127.0.215.1');
    expect([ragged.status, JSON.parse(ragged.body)]).toEqual([
      400,
      { code: 'PGRST102', details: null, hint: null, message: 'All lines must have same number of fields' },
    ]);
    expect(csvRows('a,b\n1,NULL\n"x""y",""\n')).toEqual([
      { a: '1', b: null },
      { a: 'x"y', b: '' },
    ]);
  });

  it("issue 34: on_conflict and resolution become PostgREST's ON CONFLICT, which needs SELECT: 401 42501 for a member and a stranger alike", async () => {
    expect((await postFrom('127.0.216.1', JOIN, JSON.stringify(lead('upsert-member@example.com')))).status).toBe(201);
    const answers = new Set<string>();
    let client = 217;
    for (const email of ['upsert-member@example.com', 'upsert-stranger@example.com']) {
      for (const [query, resolution] of [
        ['?on_conflict=email', 'resolution=ignore-duplicates'],
        ['?on_conflict=email,ai_employee', 'resolution=merge-duplicates'],
        ['', 'resolution=merge-duplicates'],
      ]) {
        const answer = await postFrom(`127.0.${client++}.1`, `${JOIN}${query}`, JSON.stringify(lead(email)), {
          Prefer: `return=minimal, ${resolution}`,
        });
        answers.add(JSON.stringify([answer.status, JSON.parse(answer.body)]));
      }
    }
    expect([...answers].map((answer) => JSON.parse(answer) as unknown)).toEqual([
      [401, { code: '42501', details: null, hint: null, message: 'permission denied for view early_access_leads' }],
    ]);
    // Without a resolution PostgREST ignores on_conflict: a plain insert.
    expect((await postFrom('127.0.230.1', `${JOIN}?on_conflict=email`, JSON.stringify(lead('plain-oc@example.com')))).status).toBe(201);
  });

  it('issue 34: tx=rollback and max-affected change nothing on an insert (hosted db-tx-end is commit; max-affected is for PATCH, DELETE, RPC); an unknown preference under handling=strict is PGRST122', async () => {
    const kept = await postFrom('127.0.231.1', JOIN, JSON.stringify(lead('tx@example.com')), {
      Prefer: 'return=minimal, tx=rollback, handling=strict, max-affected=0',
    });
    expect(kept.status).toBe(201);
    expect((await records()).leads.map((row) => row.email)).toContain('tx@example.com');
    const strict = await postFrom('127.0.232.1', JOIN, JSON.stringify(lead('strict@example.com')), { Prefer: 'handling=strict, foo, bar' });
    expect([strict.status, JSON.parse(strict.body)]).toEqual([
      400,
      { code: 'PGRST122', details: 'Invalid preferences: foo, bar', hint: null, message: 'Invalid preferences given with handling=strict' },
    ]);
  });

  it('refuses a body that is not UTF-8 as PostgREST does (PGRST102), storing nothing', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"name":"Bad'),
      Buffer.from([0xff]),
      Buffer.from('Utf","email":"bad-utf8@example.com","ai_employee":"Julie"}'),
    ]);
    const refused = await fetch(`${base}${JOIN}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: bytes,
    });
    expect([refused.status, (await refused.json()).code]).toEqual([400, 'PGRST102']);
    expect((await records()).leads.map((row) => row.email)).not.toContain('bad-utf8@example.com');
  });

  it('checks the apikey', async () => {
    expect((await rest('early_access_leads', { headers: { apikey: 'wrong' } })).status).toBe(401);
  });

  it('D22: takes the client address from the socket and ignores a forged x-forwarded-for', async () => {
    const body = JSON.stringify({ name: 'Rate', email: 'rate@example.com', message: 'Testing the rate limit here.' });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await postFrom('127.0.0.2', '/functions/v1/submit-contact', body, { 'X-Forwarded-For': `10.0.0.${i}` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps the leads door on loopback behind a token, not under /rest/v1', async () => {
    const info = await readLeadsEndpoint(dir.path);
    expect(info?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect((await fetch(info!.url, { method: 'POST', body: '{"action":"list"}' })).status).toBe(401);
    expect((await records()).leads.map((lead) => lead.email)).toContain('http@example.com');
  });

  it('refuses to open a data folder another running server holds', async () => {
    await expect(createLocalBackend({ dataDir: dir.path })).rejects.toThrow(/in use by another running server/);
  });
});

describe("the stand-in's reading of response.status and response.headers (PostgREST's overrideStatusHeaders)", () => {
  const ours = { 'Content-Range': '*/1', 'Preference-Applied': 'count=exact' };

  it('takes the status, adds the headers and lets one of them replace a header of the same name in any case', () => {
    expect(
      overrideStatusHeaders({ status: '400', headers: '[{"content-range": "*/0"}, {"Waitlist-Error": "name_required"}]' }, 201, ours),
    ).toEqual({
      status: 400,
      headers: { 'Preference-Applied': 'count=exact', 'content-range': '*/0', 'Waitlist-Error': 'name_required' },
    });
    expect(overrideStatusHeaders({ status: null, headers: null }, 201, ours)).toEqual({ status: 201, headers: ours });
  });

  it.each([
    [{ status: 'teapot', headers: null }, 'PGRST112'],
    [{ status: null, headers: '{"Waitlist-Error": "x"}' }, 'PGRST111'],
    [{ status: null, headers: '[{"A": "1", "B": "2"}]' }, 'PGRST111'],
    [{ status: null, headers: '[{"A": 1}]' }, 'PGRST111'],
    [{ status: null, headers: 'not json' }, 'PGRST111'],
  ])('refuses a malformed setting %j as PostgREST does (%s)', (guc, code) => {
    expect(overrideStatusHeaders(guc, 201, ours)).toMatchObject({ error: { code } });
  });
});

describe('browser api modules against the local backend', () => {
  it('joinWaitlist stores one row even when submitted twice (D18), and validates first', async () => {
    const { joinWaitlist } = await import('../../src/features/waitlist/api.ts');
    const input = { name: ' Jana ', email: 'Jana@Example.cz', company: '  ', employee: 'David' as const };
    expect(await Promise.all([joinWaitlist(input), joinWaitlist({ ...input, email: 'jana@example.CZ' })])).toEqual([
      { ok: true },
      { ok: true },
    ]);
    const rows = (await records()).leads.filter((lead) => lead.email.toLowerCase() === 'jana@example.cz');
    expect(rows).toEqual([expect.objectContaining({ name: 'Jana', company: null, ai_employee: 'David', source: 'david-landing-page' })]);
    expect(await joinWaitlist({ ...input, email: 'nope' })).toEqual({ ok: false, kind: 'invalid', code: 'email_invalid' });
  });

  it('joinWaitlist reports a refusal its own check let through (an empty 400 to supabase-js) as refused', async () => {
    // A page loaded before the contract changed: its check passes what the database refuses.
    vi.resetModules();
    vi.doMock('@shared/form-contract.ts', async (original) => ({
      ...(await original<object>()),
      checkForm: (_fields: unknown, values: Record<string, string>) => ({ values: { ...values, company: values.company ?? null } }),
    }));
    try {
      const { joinWaitlist } = await import('../../src/features/waitlist/api.ts');
      expect(await joinWaitlist({ name: 'Jana', email: 'not-an-email', employee: 'Julie' })).toEqual({ ok: false, kind: 'refused' });
    } finally {
      vi.doUnmock('@shared/form-contract.ts');
      vi.resetModules();
    }
  });

  it('joinWaitlist reports the rate limit (D21 code) and a direction override, without throwing', async () => {
    const { joinWaitlist } = await import('../../src/features/waitlist/api.ts');
    expect(await joinWaitlist({ name: 'Ada\u202e', email: 'bidi@example.cz', employee: 'Julie' })).toEqual({
      ok: false,
      kind: 'invalid',
      code: 'name_bidi_control',
    });
    // WAITLIST_RATE_LIMIT_MAX is 4 per address (other tests may have used some); repeats count too.
    const input = { name: 'Jana', email: 'jana@example.cz', employee: 'David' as const };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await joinWaitlist(input));
    expect(results.filter((result) => result.ok).length).toBeLessThanOrEqual(4);
    expect(results.at(-1)).toEqual({ ok: false, kind: 'rate-limited', code: 'rate_limited' });
  });

  it('submitContact sends the page language (D21) and returns the server code and sentence', async () => {
    const { submitContact } = await import('../../src/features/contact/api.ts');
    expect(await submitContact({ name: 'Ada', email: 'api@example.com', message: 'Hello from the api test.' }, 'cs')).toEqual({
      ok: true,
      message: 'Děkujeme za zprávu! Brzy se vám ozveme.',
    });
    expect(await submitContact({ name: 'Ada', email: 'api@example.com', message: 'short' }, 'en')).toEqual({
      ok: false,
      kind: 'server',
      code: 'message_too_short',
      error: 'Your message needs at least 10 characters.',
    });
  });

  it("a 2xx that is not the backend's answer is no success, and a platform's own words never reach the page", async () => {
    // A captive portal's page, then the platform's answers for a missing or failing function.
    const answers: [number, string, string][] = [
      [200, 'text/html', '<html><body>Sign in to the Wi-Fi</body></html>'],
      [404, 'application/json', JSON.stringify({ code: 'NOT_FOUND', message: 'Requested function was not found' })],
      [500, 'application/json', JSON.stringify({ error: 'Internal error' })],
    ];
    let answer = answers[0];
    const portal = createServer((_req, res) => res.writeHead(answer[0], { 'Content-Type': answer[1] }).end(answer[2]));
    await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
    vi.resetModules();
    vi.stubGlobal('window', { location: { origin: `http://127.0.0.1:${(portal.address() as AddressInfo).port}` } });
    try {
      const { submitContact } = await import('../../src/features/contact/api.ts');
      const { joinWaitlist } = await import('../../src/features/waitlist/api.ts');
      const input = { name: 'Ada', email: 'portal@example.com', message: 'Hello from behind a portal.' };
      expect(await joinWaitlist({ name: 'Ada', email: 'portal@example.com', employee: 'Julie' })).toEqual({ ok: false, kind: 'server' });
      for (const next of answers) {
        answer = next;
        expect(await submitContact(input, 'cs')).toEqual({ ok: false, kind: 'server' });
      }
    } finally {
      portal.closeAllConnections();
      await new Promise((resolve) => portal.close(resolve));
      vi.resetModules();
      vi.stubGlobal('window', { location: { origin: base } });
    }
  });

  it('submitContact reports rate limiting, network failure and timeout without throwing', async () => {
    const { submitContact } = await import('../../src/features/contact/api.ts');
    const input = { name: 'Ada', email: 'api@example.com', message: 'Hello from the api test.' };
    let result = await submitContact(input, 'en');
    for (let i = 0; i < 3 && result.ok; i++) result = await submitContact(input, 'en');
    expect(result).toMatchObject({ ok: false, kind: 'rate-limited', code: 'rate_limited' });

    const slow = createServer(() => undefined); // accepts and never answers
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    vi.resetModules();
    vi.stubGlobal('window', { location: { origin: `http://127.0.0.1:${(slow.address() as AddressInfo).port}` } });
    const fresh = await import('../../src/features/contact/api.ts');
    expect(await fresh.submitContact(input, 'en', { timeoutMs: 200 })).toEqual({ ok: false, kind: 'timeout' });
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));

    vi.resetModules();
    vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:9' } }); // nothing listens on port 9
    const offline = await import('../../src/features/contact/api.ts');
    expect(await offline.submitContact(input, 'en')).toEqual({ ok: false, kind: 'network' });
  });
});
