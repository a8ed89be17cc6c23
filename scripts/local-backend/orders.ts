/**
 * The order loop on the embedded backend: `/functions/v1/stripe-webhook` runs the Edge Function's
 * own handler over PGlite, and `/local-checkout/<plan>/<currency>` stands in for the payment
 * provider's checkout. Its "pay" signs a `checkout.session.completed` event with the local webhook
 * secret, posts it to that handler and returns the buyer to `/payment-success?session_id=…`, as the
 * provider does, so the whole loop runs on a fresh clone. A deploy build never links here: it needs
 * hosted Supabase, and then this server is not in the picture.
 */
import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import Stripe from 'stripe';
import { fieldError } from '../../supabase/functions/_shared/form-contract.ts';
import { LANGUAGE_TABLE, languageEntry, type Language } from '../../supabase/functions/_shared/languages.ts';
import { leadFields } from '../../supabase/functions/_shared/lead-contract.ts';
import { createResendConfirmationMailer } from '../../supabase/functions/_shared/mailer.ts';
import { price, readOrderMailSettings, type StoredOrder } from '../../supabase/functions/_shared/order-confirmation.ts';
import { parseOrderReference } from '../../supabase/functions/_shared/order-reference.ts';
import { isPlanId, MONTHLY_PRICE, TRIAL_DAYS } from '../../supabase/functions/_shared/plans.ts';
import {
  CAMPAIGN_FIELDS,
  createStripeWebhookHandler,
  type OrderStore,
  type StripeWebhookHandler,
} from '../../supabase/functions/_shared/stripe-webhook-handler.ts';
import type { ConfirmationMailer } from '../../supabase/functions/_shared/waitlist-confirmation.ts';
import { LOCAL_CHECKOUT_PATH } from '../../supabase/functions/_shared/local-checkout.ts';
import { readBody } from './http-io.ts';
import { createOutboxMailer } from './outbox.ts';

/** Runs the production SQL functions as service_role, with the arguments PostgREST's rpc() passes. */
export function pgliteOrderStore(db: PGlite): OrderStore {
  return {
    record: (order, leaseSeconds, now) =>
      db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        const { rows } = await tx.query<{ outcome: { stored: boolean; mail: StoredOrder | null } }>(
          'select public.record_checkout_order(p_order => $1, p_lease_seconds => $2, p_now => $3) as outcome',
          [JSON.stringify(order), leaseSeconds, now.toISOString()],
        );
        const outcome = rows[0]?.outcome;
        if (typeof outcome?.stored !== 'boolean') throw new Error(`record_checkout_order answered ${JSON.stringify(outcome)}`);
        return outcome;
      }),
    finishMail: async (sessionId, sent, now) => {
      await db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        await tx.query('select public.finish_order_confirmation(p_session_id => $1, p_sent => $2, p_now => $3)', [
          sessionId,
          sent,
          now.toISOString(),
        ]);
      });
    },
  };
}

/** The embedded backend's webhook secret: STRIPE_WEBHOOK_SECRET (e.g. `stripe listen`'s), else one of its own kept in the data folder. */
export async function localWebhookSecret(dataDir: string): Promise<string> {
  const configured = process.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (configured) return configured;
  const file = join(dataDir, 'local-webhook-secret.txt');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = `whsec_local_${randomBytes(24).toString('hex')}`;
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function createLocalStripeWebhook(
  db: PGlite,
  secret: string,
  siteOrigin: string,
  options: { mailer?: ConfirmationMailer; log?: (message: string) => void } = {},
  dataDir?: string,
): StripeWebhookHandler {
  // The operator and mailboxes as this server's environment names them (the build's VITE_ variables).
  const mail = readOrderMailSettings((name) => process.env[name], siteOrigin);
  return createStripeWebhookHandler({
    webhookSecret: secret,
    store: pgliteOrderStore(db),
    mailer:
      options.mailer ??
      (mail.resendApiKey
        ? createResendConfirmationMailer({ resendApiKey: mail.resendApiKey, fromEmail: mail.fromEmail })
        : createOutboxMailer(dataDir ?? '.', console.info, undefined, '[stripe-webhook]')),
    mail,
    log: options.log,
  });
}

/** A `checkout.session.completed` as the provider sends it for a free trial, with only the fields the webhook reads and a few of their neighbours. */
export function completedCheckoutEvent(input: {
  plan: string;
  currency: string;
  email: string;
  reference: string;
  at?: Date;
  /** A delivery of an event already sent: its own ids. */
  sessionId?: string;
  eventId?: string;
  /** The campaign the checkout link carried (`utm_*`, `gclid`): the provider keeps it in the session's metadata. */
  campaign?: Record<string, string>;
}): {
  sessionId: string;
  payload: string;
} {
  const created = Math.floor((input.at ?? new Date()).getTime() / 1000);
  const sessionId = input.sessionId ?? `cs_test_local${randomBytes(16).toString('hex')}`;
  const event = {
    id: input.eventId ?? `evt_local${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created,
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'no_payment_required',
        livemode: false,
        created,
        client_reference_id: input.reference,
        currency: input.currency.toLowerCase(),
        amount_total: 0,
        customer_email: input.email,
        customer_details: { email: input.email },
        metadata: { ...input.campaign },
      },
    },
  };
  return { sessionId, payload: JSON.stringify(event) };
}

export async function signedHeader(payload: string, secret: string): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: Stripe.createSubtleCryptoProvider() });
}

const root = resolve(import.meta.dirname, '../..');
type Copy = Record<string, string>;
const copyCache = new Map<Language, { checkout: Copy; plans: Record<string, string> }>();

function copyOf(language: Language) {
  let copy = copyCache.get(language);
  if (!copy) {
    const payment = JSON.parse(readFileSync(join(root, 'public', 'locales', language, 'payment.json'), 'utf8')) as { localCheckout: Copy };
    const common = JSON.parse(readFileSync(join(root, 'public', 'locales', language, 'common.json'), 'utf8')) as {
      plans: Record<string, { name: string }>;
    };
    copy = {
      checkout: payment.localCheckout,
      plans: Object.fromEntries(Object.entries(common.plans).map(([id, plan]) => [id, plan?.name])),
    };
    copyCache.set(language, copy);
  }
  return copy;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(values[name] ?? match));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function page(res: ServerResponse, status: number, language: Language, body: string): void {
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(copyOf(language).checkout.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">${body}</body></html>`;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The browser's own request for /favicon.ico is the site's icon.
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

/** The stand-in's answer to `/local-checkout/<plan>/<currency>`: the order form (GET) and its "pay" (POST). */
export async function serveLocalCheckout(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  webhook: StripeWebhookHandler,
  secret: string,
): Promise<void> {
  const [plan, currency] = url.pathname.slice(LOCAL_CHECKOUT_PATH.length + 1).split('/');
  const entry = LANGUAGE_TABLE.find((language) => language.currency === currency);
  if (!isPlanId(plan) || !entry) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No such plan or currency.\n');
    return;
  }
  let form = url.searchParams;
  if (req.method === 'POST') form = new URLSearchParams((await readBody(req, res, 8192)).body.toString('utf8'));
  else if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET, POST' }).end();
    return;
  }
  const reference = form.get('client_reference_id') ?? '';
  const language = parseOrderReference(reference)?.language ?? entry.code;
  const copy = copyOf(language);
  const email = (form.get('email') ?? form.get('prefilled_email') ?? '').trim();
  // As the provider does with a payment link's `utm_*`: the campaign goes with the form into the session's metadata.
  const campaign = Object.fromEntries(
    CAMPAIGN_FIELDS.flatMap((field) => {
      const value = form.get(field)?.trim().slice(0, 200);
      return value ? [[field, value]] : [];
    }),
  );

  const show = (status: number, error?: string) => {
    const amount = price(MONTHLY_PRICE[plan][entry.currency], language);
    page(
      res,
      status,
      language,
      `<h1>${escapeHtml(copy.checkout.title)}</h1><p>${escapeHtml(copy.checkout.note)}</p>` +
        `<p><strong>${escapeHtml(fill(copy.checkout.plan, { plan: copy.plans[plan] }))}</strong><br>${escapeHtml(
          fill(copy.checkout.price, { days: TRIAL_DAYS, price: amount }),
        )}</p>` +
        `<form method="post" action="${escapeHtml(url.pathname)}">` +
        `<input type="hidden" name="client_reference_id" value="${escapeHtml(reference)}">` +
        Object.entries(campaign)
          .map(([field, value]) => `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`)
          .join('') +
        `<p><label for="email">${escapeHtml(copy.checkout.email)}</label><br>` +
        `<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}" style="width:100%;padding:.5rem"></p>` +
        (error ? `<p role="alert" style="color:#b91c1c">${escapeHtml(error)}</p>` : '') +
        `<p><button type="submit" style="padding:.75rem 1.25rem;font-weight:600">${escapeHtml(copy.checkout.pay)}</button></p></form>`,
    );
  };
  if (req.method === 'GET') return show(200);
  if (fieldError(leadFields, 'email', email)) return show(400, copy.checkout.invalidEmail);

  const { sessionId, payload } = completedCheckoutEvent({ plan, currency: entry.currency, email, reference, campaign });
  const answer = await webhook(
    new Request(new URL('/functions/v1/stripe-webhook', url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': await signedHeader(payload, secret) },
      body: payload,
    }),
  );
  if (!answer.ok) {
    const { error } = (await answer.json().catch(() => ({}))) as { error?: string };
    return show(502, fill(copy.checkout.failed, { status: answer.status, error: error ?? '' }));
  }
  // As the provider's success URL: /payment-success?session_id={CHECKOUT_SESSION_ID}, in the page's language.
  const prefix = languageEntry(language).prefix;
  res.writeHead(303, { Location: `${prefix ? `/${prefix}` : ''}/payment-success?session_id=${encodeURIComponent(sessionId)}` }).end();
}
