/**
 * The payment webhook's handler (the code the Edge Function and the embedded server run) over a
 * real, migrated database, written once against SqlSession so it runs on PGlite and on Debian's
 * PostgreSQL alike: signatures, idempotency under concurrent deliveries, the confirmation e-mail
 * and the status call of /payment-success.
 */
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { supabaseRolesSql } from '../../../scripts/local-backend/bootstrap.ts';
import { applyMigrations } from '../../../scripts/local-backend/migrations.ts';
import type { SqlSession } from '../../../scripts/local-backend/sql-session.ts';
import { completedCheckoutEvent } from '../../../scripts/local-backend/orders.ts';
import type { StoredOrder } from '../../../supabase/functions/_shared/order-confirmation.ts';
import { formatOrderReference } from '../../../supabase/functions/_shared/order-reference.ts';
import {
  createStripeWebhookHandler,
  type OrderStore,
  type StripeWebhookHandler,
} from '../../../supabase/functions/_shared/stripe-webhook-handler.ts';
import type { ConfirmationMail } from '../../../supabase/functions/_shared/waitlist-confirmation.ts';

const SECRET = 'whsec_test_orders_suite';
const SITE = 'https://site.example';
const TERMS = { date: '2026-12-03', hash: '0123456789ab' };
const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;
const asRole = (role: string, sql: string) => `begin; set local role ${role}; ${sql}; commit;`;
const crypto = Stripe.createSubtleCryptoProvider();

/** What the Edge Function's supabase-js rpc() calls do, as SQL on the session, as service_role. */
function sqlOrderStore(db: SqlSession): OrderStore {
  return {
    async record(order, leaseSeconds, now) {
      const [[answer]] = await db.run(
        asRole(
          'service_role',
          `select public.record_checkout_order(p_order => ${lit(JSON.stringify(order))}::jsonb, p_lease_seconds => ${leaseSeconds}, p_now => ${lit(now.toISOString())})::text`,
        ),
      );
      return JSON.parse(answer ?? 'null') as { stored: boolean; mail: StoredOrder | null };
    },
    async finishMail(sessionId, sent, now) {
      await db.run(
        asRole(
          'service_role',
          `select public.finish_order_confirmation(p_session_id => ${lit(sessionId)}, p_sent => ${sent}, p_now => ${lit(now.toISOString())})`,
        ),
      );
    },
  };
}

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp,
    cryptoProvider: crypto,
  });

const deliver = (handler: StripeWebhookHandler, payload: string, signature: string | null) =>
  handler(
    new Request('http://127.0.0.1/functions/v1/stripe-webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'Stripe-Signature': signature }) },
      body: payload,
    }),
  );

export function describeOrderWebhook(label: string, openEmpty: () => Promise<SqlSession>): void {
  describe(`${label}: the payment webhook and the order record`, () => {
    let db: SqlSession;
    let handler: StripeWebhookHandler;
    const mails: ConfirmationMail[] = [];
    let failMail = false;
    const logged: string[] = [];
    let buyer = 0;

    const orders = async (email?: string) =>
      Number((await db.run(`select count(*) from private.orders${email ? ` where lower(email) = lower(${lit(email)})` : ''}`))[0][0]);
    const mailsTo = (email: string) => mails.filter((mail) => mail.to === email);
    /** A completed free-trial checkout of a fresh buyer, in the page's language. */
    const checkout = (language: 'en' | 'cs' = 'cs', plan: 'draft' | 'full' = 'full') => {
      const email = `buyer${++buyer}@example.com`;
      const event = completedCheckoutEvent({
        plan,
        currency: language === 'cs' ? 'CZK' : 'EUR',
        email,
        reference: formatOrderReference({ plan, language, terms: TERMS }),
      });
      return { ...event, email };
    };
    const status = async (sessionId: string, ip = '203.0.113.7') =>
      JSON.parse(
        (
          await db.run(
            asRole(
              'anon',
              // One statement: the request's headers are set (as PostgREST sets them) before the call reads them.
              `select public.checkout_order_status(${lit(sessionId)})::text from (select set_config('request.headers', ${lit(JSON.stringify({ 'cf-connecting-ip': ip }))}, true)) as request`,
            ),
          )
        )[0][0] ?? 'null',
      ) as Record<string, unknown>;

    beforeAll(async () => {
      db = await openEmpty();
      await db.run(supabaseRolesSql({ defaultGrants: true }));
      await applyMigrations(db);
      handler = createStripeWebhookHandler({
        webhookSecret: SECRET,
        store: sqlOrderStore(db),
        mailer: {
          async deliver(mail) {
            // A mail call takes a moment: concurrent deliveries overlap it.
            await new Promise((resolve) => setTimeout(resolve, 20));
            if (failMail) throw new Error('mail provider down');
            mails.push(mail);
          },
        },
        mail: { siteOrigin: SITE, operator: 'Example s.r.o., Street 1, Praha, hello@example.com', contactEmail: 'hello@example.com' },
        log: (line) => logged.push(line),
      });
    });

    it('a signed completed checkout is stored once, with plan, language, price, trial end and Terms version, and confirmed in Czech', async () => {
      const { payload, sessionId, email } = checkout('cs', 'full');
      const answer = await deliver(handler, payload, await sign(payload));
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, order: 'stored', confirmation: 'sent' });
      const [row] = await db.run(
        `select plan, language, currency, price_after_trial::text, amount_paid::text, terms_hash, terms_date::text, email,
           round(extract(epoch from trial_ends_at - ordered_at) / 86400)::text, confirmation_sent_at is not null
         from private.orders where session_id = ${lit(sessionId)}`,
      );
      expect(row).toEqual(['full', 'cs', 'CZK', '1190.00', '0.00', TERMS.hash, TERMS.date, email, '30', expect.stringMatching(/^t/)]);
      const [mail] = mailsTo(email);
      expect(mailsTo(email)).toHaveLength(1);
      expect(mail.language).toBe('cs');
      expect(mail.subject).toContain('Kompletní asistentka');
      expect(mail.text).toContain('1\u00a0190\u00a0Kč');
      expect(mail.text).toContain(`verze ${TERMS.date}-${TERMS.hash}`);
      expect(mail.text).toContain(`${SITE}/terms-versions/${TERMS.hash}.cs.txt`);
      expect(mail.text).toContain('Vzorový formulář pro odstoupení od smlouvy');
      expect(mail.text).toContain('Adresát: Example s.r.o., Street 1, Praha, hello@example.com');
    });

    it('the same event delivered again stores nothing and sends nothing', async () => {
      const { payload, email } = checkout('en', 'draft');
      expect((await deliver(handler, payload, await sign(payload))).status).toBe(200);
      const again = await deliver(handler, payload, await sign(payload));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, order: 'known', confirmation: 'not_due' });
      expect(await orders(email)).toBe(1);
      expect(mailsTo(email)).toHaveLength(1);
      expect(mailsTo(email)[0].text).toContain('€29 per month');
      expect(mailsTo(email)[0].text).toContain('Model withdrawal form');
    });

    it('a second event of the same session (its delayed payment succeeding) stores nothing new', async () => {
      const { payload, email } = checkout('en');
      await deliver(handler, payload, await sign(payload));
      const other = JSON.parse(payload) as { id: string; type: string };
      const second = JSON.stringify({ ...other, id: `${other.id}x2`, type: 'checkout.session.async_payment_succeeded' });
      expect((await deliver(handler, second, await sign(second))).status).toBe(200);
      expect(await orders(email)).toBe(1);
      expect(mailsTo(email)).toHaveLength(1);
    });

    it('20 concurrent deliveries of one event store one order and send one e-mail', async () => {
      const { payload, email } = checkout('cs');
      const answers = await Promise.all(Array.from({ length: 20 }, async () => deliver(handler, payload, await sign(payload))));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ order: string; confirmation: string }>));
      expect(bodies.filter((body) => body.order === 'stored')).toHaveLength(1);
      expect(bodies.filter((body) => body.confirmation === 'sent')).toHaveLength(1);
      expect(await orders(email)).toBe(1);
      expect(mailsTo(email)).toHaveLength(1);
    });

    it('a wrong secret, an old timestamp, a body changed after signing or no signature: 400, nothing stored', async () => {
      const cases = [
        { name: 'wrong secret', make: async (payload: string) => ({ payload, signature: await sign(payload, { secret: 'whsec_other' }) }) },
        {
          name: 'old timestamp',
          make: async (payload: string) => ({
            payload,
            signature: await sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
          }),
        },
        {
          name: 'changed after signing',
          make: async (payload: string) => ({
            payload: payload.replace('"currency":"czk"', '"currency":"eur"'),
            signature: await sign(payload),
          }),
        },
        { name: 'no signature', make: async (payload: string) => ({ payload, signature: null }) },
      ];
      const codes: Record<string, string> = {};
      for (const { name, make } of cases) {
        const { payload: original, email } = checkout('cs');
        const { payload, signature } = await make(original);
        expect(payload === original || name === 'changed after signing').toBe(true);
        const answer = await deliver(handler, payload, signature);
        expect(answer.status, name).toBe(400);
        const body = (await answer.json()) as { code: string; error: string };
        codes[name] = body.code;
        expect(body.error).not.toMatch(/at |Error:|\n/);
        expect(await orders(email), name).toBe(0);
        expect(mailsTo(email), name).toHaveLength(0);
      }
      expect(codes).toEqual({
        'wrong secret': 'invalid_signature',
        'old timestamp': 'timestamp_outside_tolerance',
        'changed after signing': 'invalid_signature',
        'no signature': 'missing_signature',
      });
    });

    it('a signed body that is no event answers 400; a signed event of another type 200 and is ignored: nothing stored', async () => {
      const before = await orders();
      const malformed = '{"id": "evt_broken", "type": "checkout.session.completed", ';
      const broken = await deliver(handler, malformed, await sign(malformed));
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as { code: string }).code).toBe('malformed_body');
      const { payload } = checkout('cs');
      const other = JSON.stringify({ ...(JSON.parse(payload) as object), type: 'customer.subscription.created' });
      const ignored = await deliver(handler, other, await sign(other));
      expect(ignored.status).toBe(200);
      expect(await ignored.json()).toEqual({ received: true, ignored: 'customer.subscription.created' });
      expect(await orders()).toBe(before);
    });

    it('the mail provider down: the order is stored, 503 asks for the retry, and the retry sends the one e-mail', async () => {
      const { payload, email } = checkout('en');
      failMail = true;
      const first = await deliver(handler, payload, await sign(payload));
      failMail = false;
      expect(first.status).toBe(503);
      expect(await orders(email)).toBe(1);
      expect(mailsTo(email)).toHaveLength(0);
      const retry = await deliver(handler, payload, await sign(payload));
      expect(await retry.json()).toEqual({ received: true, order: 'known', confirmation: 'sent' });
      expect(mailsTo(email)).toHaveLength(1);
      expect(logged.join('\n')).not.toContain(email);
    });

    it('the status call: recorded with a masked address; any unknown id answered exactly as another', async () => {
      const { payload, sessionId, email } = checkout('cs', 'draft');
      await deliver(handler, payload, await sign(payload));
      const recorded = await status(sessionId);
      expect(recorded).toEqual({
        status: 'recorded',
        plan: 'draft',
        language: 'cs',
        trial_ends_at: expect.any(String),
        email: `b…@e….com`,
      });
      expect(JSON.stringify(recorded)).not.toContain(email);
      const unknown = await status('cs_test_never_stored_1');
      expect(unknown).toEqual({ status: 'unknown' });
      expect(await status('cs_test_never_stored_2')).toEqual(unknown);
      expect(await status("'; drop table private.orders; --")).toEqual(unknown);
    });

    it('the status call is rate-limited per address; anon reads no order and may call nothing else', async () => {
      const answers = [];
      for (let call = 0; call < 61; call++) answers.push((await status('cs_test_never_stored_3', '198.18.7.7')).status);
      expect(answers.slice(0, 60).every((answer) => answer === 'unknown')).toBe(true);
      expect(answers[60]).toBe('rate_limited');
      // Another address is not affected.
      expect((await status('cs_test_never_stored_3', '198.18.99.7')).status).toBe('unknown');
      await expect(db.run(asRole('anon', 'select count(*) from private.orders'))).rejects.toThrow(/permission denied/);
      await expect(db.run(asRole('anon', `select public.record_checkout_order('{}'::jsonb, 60)`))).rejects.toThrow(/permission denied/);
      await expect(db.run(asRole('anon', `select public.finish_order_confirmation('cs_x', true)`))).rejects.toThrow(/permission denied/);
    });

    it('no secret configured: 503 (the provider retries), nothing stored', async () => {
      const unconfigured = createStripeWebhookHandler({
        webhookSecret: undefined,
        store: sqlOrderStore(db),
        mailer: { deliver: async () => undefined },
        mail: { siteOrigin: SITE, contactEmail: 'hello@example.com' },
        log: () => undefined,
      });
      const { payload, email } = checkout('cs');
      const answer = await deliver(unconfigured, payload, await sign(payload));
      expect(answer.status).toBe(503);
      expect(await orders(email)).toBe(0);
    });
  });
}
