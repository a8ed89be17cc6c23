// The Edge Function entry itself (supabase/functions/submit-contact/index.ts) running under the real
// Deno, configured the way hosted Supabase configures it, calling the PostgREST stand-in's rpc with
// its secret key: PGlite with every migration behind it. Requests carry the headers Supabase's
// gateway adds (cf-connecting-ip, x-real-ip, x-forwarded-for), spoofed ones included.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../scripts/local-backend/index.ts';
import { askRunningServer } from '../../scripts/local-backend/leads-endpoint.ts';
import type { StoredRecords } from '../../scripts/local-backend/leads-store.ts';
import { startDenoFunction, type DenoFunction } from './support/deno-function.ts';
import { tempDir } from './support/temp-dir.ts';

const ORIGIN = 'https://site.example';
const PUBLISHABLE_KEY = 'sb_publishable_test';
const SECRET_KEY = 'sb_secret_test';
const GLOBAL_CAP = 15;
const NETWORK_CAP = 4;

const dataDir = tempDir('deno-function-db');
const denoDir = tempDir('deno-function-dir');
let backend: LocalBackend;
let server: Server;
let fn: DenoFunction;

/** What hosted Supabase sets for every function, plus the secrets of supabase/functions/.env.example. */
const hostedEnv = (base: string): Record<string, string> => ({
  SUPABASE_URL: base,
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
  SUPABASE_ANON_KEY: 'legacy-anon-jwt',
  SUPABASE_SERVICE_ROLE_KEY: 'legacy-service-jwt-not-accepted-by-the-stand-in',
  SUPABASE_DB_URL: 'postgresql://postgres:postgres@127.0.0.1:9/postgres',
  CORS_ALLOWED_ORIGINS: `${ORIGIN},https://www.site.example`,
  IP_HASH_SALT: 'e2b1'.repeat(16),
  CONTACT_RATE_LIMIT_MAX: '2',
  CONTACT_NETWORK_LIMIT_MAX: String(NETWORK_CAP),
  CONTACT_GLOBAL_LIMIT_PER_MINUTE: String(GLOBAL_CAP),
});

beforeAll(async () => {
  backend = await createLocalBackend({ dataDir: dataDir.path, serviceRoleKey: SECRET_KEY, mailer: { send: async () => undefined } });
  server = createServer(async (req, res) => {
    if (!(await backend.handle(req, res))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fn = await startDenoFunction(hostedEnv(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), denoDir.path);
}, 120_000);

afterAll(async () => {
  await fn?.stop();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  dataDir.remove();
  denoDir.remove();
});

const records = async () => (await askRunningServer(dataDir.path, { action: 'list' })) as StoredRecords;
const storedBy = async (email: string) => (await records()).messages.filter((message) => message.email === email);

let client = 0;
/** A fresh address (in a network of its own) each time unless the test says otherwise, as Cloudflare would report it. */
function send(body: unknown, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return fetch(fn.url, {
    method: 'POST',
    headers: {
      apikey: PUBLISHABLE_KEY,
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'cf-connecting-ip': `198.51.${++client}.1`,
      ...headers,
    },
    body: typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body),
    ...init,
  });
}

const contact = (email: string, message = 'Hello from the Deno test, please call me.') => ({ name: 'Ada Lovelace', email, message });

describe('submit-contact under Deno, configured as on hosted Supabase', () => {
  it('stores a valid message through rpc and thanks the visitor; the log says so without the content', async () => {
    const response = await send(contact('deno.valid@example.com', 'My secret plan for world peace.'));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toEqual({ message: "Thank you for your message! We'll get back to you soon." });
    expect(await storedBy('deno.valid@example.com')).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', message: 'My secret plan for world peace.' }),
    ]);
    expect(fn.output()).toContain('a contact message was stored');
    expect(fn.output()).not.toMatch(/secret plan|deno\.valid@example\.com|Ada Lovelace/);
  });

  it('answers an invalid message 400 with its code, in the page language, and stores nothing', async () => {
    const english = await send(contact('deno.short@example.com', 'short'));
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({ code: 'message_too_short', error: 'Your message needs at least 10 characters.' });
    const czech = await send({ ...contact('deno.short@example.com'), name: 'Ada\u202e' }, { 'Accept-Language': 'cs' });
    expect(await czech.json()).toEqual({ code: 'name_bidi_control', error: 'Odstraňte prosím ze jména neviditelné znaky pro směr textu.' });
    expect(await storedBy('deno.short@example.com')).toEqual([]);
  });

  it('answers a wrong or missing key 401 and a foreign origin 403', async () => {
    for (const apikey of ['sb_publishable_guess', SECRET_KEY, '']) {
      const response = await send(contact('deno.key@example.com'), { apikey });
      expect(response.status, apikey).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('invalid_api_key');
    }
    expect((await send(contact('deno.key@example.com'), { Origin: 'https://evil.example' })).status).toBe(403);
    expect(await storedBy('deno.key@example.com')).toEqual([]);
  });

  it('answers an oversized body 413 JSON, declared or streamed, and the next request is served', async () => {
    const big = JSON.stringify(contact('deno.big@example.com', 'x'.repeat(200 * 1024)));
    const declared = await send(big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 'payload_too_large' });
    const chunks = [new TextEncoder().encode(big.slice(0, 100_000)), new TextEncoder().encode(big.slice(100_000))];
    const stream = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    // No Content-Length: the function must stop reading at its limit by itself.
    const streamed = await send(stream, {}, { duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ code: 'payload_too_large' });
    expect((await send(contact('deno.after-big@example.com'))).status).toBe(200);
    expect(await storedBy('deno.big@example.com')).toEqual([]);
  });

  it('answers a honeypot holding an object with success and stores nothing (no 500 under Deno)', async () => {
    const response = await send({ ...contact('deno.bot@example.com'), website: { toString: null } });
    expect(response.status).toBe(200);
    expect(await storedBy('deno.bot@example.com')).toEqual([]);
  });

  it('D22: keys the limit on cf-connecting-ip; a rotated x-forwarded-for gets no fresh budget', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await send(contact('deno.rate@example.com'), {
        'cf-connecting-ip': '203.0.113.50',
        'x-forwarded-for': `10.1.${i}.1, 203.0.113.50`,
      });
      statuses.push(response.status);
      if (response.status === 429) expect(await response.json()).toMatchObject({ code: 'rate_limited' });
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Another visitor behind the same spoofed header is another address.
    expect(
      (await send(contact('deno.rate@example.com'), { 'cf-connecting-ip': '203.0.113.51', 'x-forwarded-for': '10.1.0.1' })).status,
    ).toBe(200);
  });

  it("D22: without Cloudflare's header, x-real-ip, then the rightmost x-forwarded-for entry", async () => {
    const viaRealIp = (i: number) =>
      send(contact('deno.realip@example.com'), { 'cf-connecting-ip': '', 'x-real-ip': '203.0.60.1', 'x-forwarded-for': `10.2.${i}.1` });
    expect([(await viaRealIp(0)).status, (await viaRealIp(1)).status, (await viaRealIp(2)).status]).toEqual([200, 200, 429]);
    const viaForwarded = (i: number) =>
      send(contact('deno.xff@example.com'), { 'cf-connecting-ip': '', 'x-forwarded-for': `10.3.${i}.1, 203.0.70.1` });
    expect([(await viaForwarded(0)).status, (await viaForwarded(1)).status, (await viaForwarded(2)).status]).toEqual([200, 200, 429]);
  });

  it('D50: one IPv6 /48 is one network budget, and the cap for everyone never refuses a first-time visitor', async () => {
    const code = async (response: Response) => (response.status === 200 ? 'stored' : ((await response.json()) as { code: string }).code);
    const flood: string[] = [];
    // A new /64 every time, all within one /48: each its own address, all one network.
    for (let i = 0; i < NETWORK_CAP + 2; i++) {
      flood.push(await code(await send(contact(`deno.v6.${i}@example.com`), { 'cf-connecting-ip': `2001:db8:77:${i}::1` })));
    }
    expect(flood).toEqual([...Array(NETWORK_CAP).fill('stored'), 'rate_limited', 'rate_limited']);
    // Repeat senders from many networks use up the minute's cap for everyone...
    const repeats: string[] = [];
    for (let i = 0; i < GLOBAL_CAP; i++) {
      for (let round = 0; round < 2; round++) {
        repeats.push(await code(await send(contact(`deno.repeat${i}@example.com`), { 'cf-connecting-ip': `198.18.${i}.1` })));
      }
    }
    expect(repeats).toContain('busy');
    // ...and a first-time visitor is still stored.
    expect(await code(await send(contact('deno.first@example.com'), { 'cf-connecting-ip': '100.64.9.9' }))).toBe('stored');
  });
});

describe('submit-contact under Deno without its required secrets', () => {
  let misconfigured: DenoFunction;
  beforeAll(async () => {
    const {
      CORS_ALLOWED_ORIGINS: _origins,
      IP_HASH_SALT: _salt,
      ...rest
    } = hostedEnv(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    misconfigured = await startDenoFunction(rest, denoDir.path);
  }, 120_000);
  afterAll(() => misconfigured?.stop());

  it('refuses every request with a 503 JSON answer and says why in the log', async () => {
    const response = await fetch(misconfigured.url, {
      method: 'POST',
      headers: { apikey: PUBLISHABLE_KEY, 'Content-Type': 'application/json', Origin: ORIGIN, 'Accept-Language': 'cs' },
      body: JSON.stringify(contact('deno.unconfigured@example.com')),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'unavailable',
      error: 'Zprávu se teď nepodařilo uložit. Zkuste to prosím za chvíli znovu.',
    });
    expect(misconfigured.output()).toMatch(/refusing every request: .*CORS_ALLOWED_ORIGINS is not set.*IP_HASH_SALT is not set/);
    expect(await storedBy('deno.unconfigured@example.com')).toEqual([]);
  });
});
