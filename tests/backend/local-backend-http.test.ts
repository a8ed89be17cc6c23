// The embedded backend over real HTTP, and the browser's api modules (supabase-js inside) against
// it: only the network edge is real, nothing is stubbed but `window.location`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../scripts/local-backend/index.ts';
import { askRunningServer } from '../../scripts/local-backend/leads-endpoint.ts';
import { readLeadsEndpoint } from '../../scripts/local-backend/local-secrets.ts';
import type { StoredRecords } from '../../scripts/local-backend/leads-store.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key.ts';
import { tempDir } from './support/temp-dir.ts';

const dir = tempDir('local-backend-http');
let backend: LocalBackend;
let server: Server;
let base: string;

beforeAll(async () => {
  vi.stubEnv('CONTACT_RATE_LIMIT_MAX', '3'); // D22: limits come from the environment
  backend = await createLocalBackend({ dataDir: dir.path, mailer: { send: async () => undefined } });
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

describe('local backend over HTTP', () => {
  it('leaves every other path to the static server', async () => {
    expect((await fetch(`${base}/andrea`)).status).toBe(418);
  });

  it('inserts a lead as anon with 201 and no body', async () => {
    const response = await rest('early_access_leads', { method: 'POST', body: JSON.stringify({ name: 'Ada', email: 'http@example.com', ai_employee: 'Julie', source: 'julie-landing-page' }) });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
  });

  it('D18: asking for the row back (.select()) is refused, since anon may not read', async () => {
    const response = await rest('early_access_leads', { method: 'POST', headers: { Prefer: 'return=representation' }, body: JSON.stringify({ name: 'Ada', email: 'sel@example.com', ai_employee: 'Julie', source: 'julie-landing-page' }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: '42501' });
  });

  it('answers in PostgREST shape: 400 for a check violation, 401 for reads and deletes, 404 for unknown tables', async () => {
    const bad = await rest('early_access_leads', { method: 'POST', body: JSON.stringify({ name: 'Ada', email: 'nope', ai_employee: 'Julie', source: 'julie-landing-page' }) });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe('23514');
    expect((await rest('early_access_leads')).status).toBe(401);
    expect((await rest('contact_messages')).status).toBe(401);
    expect((await rest('early_access_leads', { method: 'DELETE' })).status).toBe(401);
    const missing = await rest('users');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'PGRST205' });
    const column = await rest('early_access_leads', { method: 'POST', body: JSON.stringify({ name: 'A', admin: true }) });
    expect(column.status).toBe(400);
    expect(await column.json()).toMatchObject({ code: 'PGRST204' });
  });

  it('checks the apikey', async () => {
    expect((await rest('early_access_leads', { headers: { apikey: 'wrong' } })).status).toBe(401);
  });

  it('D22: takes the client address from the socket and ignores a forged x-forwarded-for', async () => {
    const send = () =>
      fetch(`${base}/functions/v1/submit-contact`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.0.${Math.floor(Math.random() * 250)}` },
        body: JSON.stringify({ name: 'Rate', email: 'rate@example.com', message: 'Testing the rate limit here.' }),
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send()).status);
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

describe('browser api modules against the local backend', () => {
  it('joinWaitlist stores one row even when submitted twice (D18), and validates first', async () => {
    const { joinWaitlist } = await import('../../src/features/waitlist/api.ts');
    const input = { name: ' Jana ', email: 'Jana@Example.cz', company: '  ', employee: 'David' as const };
    expect(await Promise.all([joinWaitlist(input), joinWaitlist({ ...input, email: 'jana@example.CZ' })])).toEqual([{ ok: true }, { ok: true }]);
    const rows = (await records()).leads.filter((lead) => lead.email.toLowerCase() === 'jana@example.cz');
    expect(rows).toEqual([expect.objectContaining({ name: 'Jana', company: null, ai_employee: 'David', source: 'david-landing-page' })]);
    expect(await joinWaitlist({ ...input, email: 'nope' })).toEqual({ ok: false, kind: 'invalid', code: 'email_invalid' });
  });

  it('submitContact sends the page language (D21) and returns the server code and sentence', async () => {
    // The rate-limit test above used up this address's budget; erasing its rows (GDPR delete) frees it.
    await askRunningServer(dir.path, { action: 'delete', email: 'RATE@example.com' });
    const { submitContact } = await import('../../src/features/contact/api.ts');
    expect(await submitContact({ name: 'Ada', email: 'api@example.com', message: 'Hello from the api test.' }, 'cs'))
      .toEqual({ ok: true, message: 'Děkujeme za zprávu! Brzy se vám ozveme.' });
    expect(await submitContact({ name: 'Ada', email: 'api@example.com', message: 'short' }, 'en'))
      .toEqual({ ok: false, kind: 'server', code: 'message_too_short', error: 'Your message needs at least 10 characters.' });
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
