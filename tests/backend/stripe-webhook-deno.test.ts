// The stripe-webhook Edge Function's Deno entry itself, under the real Deno (npm package `deno`),
// configured as hosted Supabase configures it and calling the PostgREST stand-in's rpc with its
// secret key: PGlite with every migration behind it. It must verify the provider's signature with
// the stripe package on Deno's Web Crypto and store the order through supabase-js.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../scripts/local-backend/index.ts';
import { askRunningServer } from '../../scripts/local-backend/leads-endpoint.ts';
import type { OrderRecord } from '../../scripts/local-backend/leads-store.ts';
import { completedCheckoutEvent } from '../../scripts/local-backend/orders.ts';
import { formatOrderReference } from '../../supabase/functions/_shared/order-reference.ts';
import { startDenoFunction, type DenoFunction } from './support/deno-function.ts';
import { tempDir } from './support/temp-dir.ts';

const SECRET_KEY = 'sb_secret_test';
const WEBHOOK_SECRET = 'whsec_deno_test';
const dataDir = tempDir('stripe-webhook-deno-db');
const denoDir = tempDir('stripe-webhook-deno-dir');
let backend: LocalBackend;
let server: Server;
let fn: DenoFunction;

beforeAll(async () => {
  backend = await createLocalBackend({
    dataDir: dataDir.path,
    serviceRoleKey: SECRET_KEY,
    orderMailer: { deliver: async () => undefined },
  });
  server = createServer(async (req, res) => {
    if (!(await backend.handle(req, res))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fn = await startDenoFunction(
    {
      SUPABASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_test' }),
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SITE_URL: 'https://site.example',
    },
    denoDir.path,
    'stripe-webhook',
  );
}, 180_000);

afterAll(async () => {
  await fn?.stop();
  await new Promise((resolve) => server?.close(resolve));
  await backend?.close();
  dataDir.remove();
  denoDir.remove();
});

const orders = async () => ((await askRunningServer(dataDir.path, { action: 'orders' })) as { orders: OrderRecord[] }).orders;

async function post(payload: string, secret = WEBHOOK_SECRET) {
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return fetch(fn.url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload });
}

describe('stripe-webhook under Deno, configured as on hosted Supabase', () => {
  it('a signed completed checkout is stored once through supabase-js; with no mail provider it asks for the retry (503)', async () => {
    const { payload, sessionId } = completedCheckoutEvent({
      plan: 'full',
      currency: 'CZK',
      email: 'deno@example.com',
      reference: formatOrderReference({ plan: 'full', language: 'cs' }),
    });
    const first = await post(payload);
    expect(first.status, fn.output()).toBe(503);
    expect(await first.json()).toMatchObject({ code: 'mail_unavailable' });
    const again = await post(payload);
    expect(again.status).toBe(503);
    const stored = (await orders()).filter((order) => order.session_id === sessionId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      plan: 'full',
      language: 'cs',
      currency: 'CZK',
      email: 'deno@example.com',
      confirmation_sent_at: null,
    });
    expect(fn.output()).toContain('RESEND_API_KEY is not set');
  }, 60_000);

  it('a wrong signature answers 400 and stores nothing; another event type 200, ignored', async () => {
    const before = (await orders()).length;
    const { payload } = completedCheckoutEvent({ plan: 'draft', currency: 'EUR', email: 'x@example.com', reference: 'draft_en' });
    const wrong = await post(payload, 'whsec_someone_else');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_signature' });
    const other = JSON.stringify({ ...(JSON.parse(payload) as object), type: 'invoice.paid' });
    const ignored = await post(other);
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toEqual({ received: true, ignored: 'invoice.paid' });
    expect((await orders()).length).toBe(before);
  });
});
