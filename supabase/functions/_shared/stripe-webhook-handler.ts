/**
 * The payment provider's webhook as a runtime-neutral handler: the Edge Function (Deno) and the
 * embedded server (Node) run this same code. It verifies the signature over the raw body with the
 * provider's own library, stores one order per checkout session however often and in whatever order
 * the provider delivers, and sends the customer the confirmation of the contract once.
 *
 * Answers: 2xx for every event that is signed and understood (an event we do not need is
 * acknowledged and ignored, or the provider would retry it for days); 4xx with one sentence where a
 * retry of the same request cannot help (no or a wrong signature, an old timestamp, a body changed
 * after signing, a body that is no event); 5xx only where it can (not configured yet, the database
 * or the mail provider unavailable), and then nothing is lost: the next delivery continues.
 */
import Stripe from 'stripe';
import { CAMPAIGN_FIELDS } from './campaign-fields.ts';
import { BodyTooLargeError, jsonResponse, readBodyCapped } from './http.ts';
import { LANGUAGE_TABLE, DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { orderConfirmationMail, type OrderMailSettings, type StoredOrder } from './order-confirmation.ts';
import { parseOrderReference } from './order-reference.ts';
import { MONTHLY_PRICE, TRIAL_DAYS } from './plans.ts';
import type { ConfirmationMailer } from './waitlist-confirmation.ts';

/** The events that make an order: a checkout completed and paid (a free trial needs no payment), or its delayed payment succeeded. */
export const ORDER_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;

/** A checkout session is a few kilobytes; anything near this is not one. */
export const WEBHOOK_BODY_MAX_BYTES = 256 * 1024;

/** How long one delivery holds the confirmation e-mail before another may send it (one mail call takes at most 10 s). */
export const MAIL_LEASE_SECONDS = 120;

/** The row the handler asks the database to store. */
export interface OrderRow {
  session_id: string;
  event_id: string;
  livemode: boolean;
  plan: string | null;
  language: Language;
  currency: string;
  price_after_trial: number | null;
  amount_paid: number;
  trial_ends_at: string;
  email: string;
  terms_hash: string | null;
  terms_date: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  ordered_at: string;
}

export interface RecordOutcome {
  stored: boolean;
  /** The order, when this delivery holds its confirmation e-mail and must send it. */
  mail: StoredOrder | null;
}

export interface OrderStore {
  record(order: OrderRow, leaseSeconds: number, now: Date): Promise<RecordOutcome>;
  finishMail(sessionId: string, sent: boolean, now: Date): Promise<void>;
}

export interface StripeWebhookDeps {
  /** The endpoint's signing secret (`whsec_…`); unset, every delivery answers 503 until it is set. */
  webhookSecret: string | undefined;
  store: OrderStore;
  mailer: ConfirmationMailer;
  mail: OrderMailSettings;
  now?: () => Date;
  log?: (message: string) => void;
}

export type StripeWebhookHandler = (req: Request) => Promise<Response>;

/** Web Crypto under Deno and Node alike: the library's default provider is Node's crypto module. */
const cryptoProvider = Stripe.createSubtleCryptoProvider();

const refuse = (status: number, code: string, error: string, headers: Record<string, string> = {}) =>
  jsonResponse(status, { error, code }, headers);

interface SessionObject {
  object?: unknown;
  id?: unknown;
  livemode?: unknown;
  created?: unknown;
  client_reference_id?: unknown;
  currency?: unknown;
  amount_total?: unknown;
  payment_status?: unknown;
  customer_email?: unknown;
  customer_details?: { email?: unknown } | null;
  metadata?: Record<string, unknown> | null;
}

export { CAMPAIGN_FIELDS };

const shortText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null);

/** The order a completed session describes, or the reason it describes none. */
export function orderFromSession(eventId: string, session: SessionObject): OrderRow | string {
  if (session.object !== 'checkout.session' || typeof session.id !== 'string' || !/^cs_[A-Za-z0-9_]{1,250}$/.test(session.id))
    return 'the event carries no checkout session';
  const email = shortText(session.customer_details?.email) ?? shortText(session.customer_email);
  if (!email || !email.includes('@')) return 'the checkout session carries no customer e-mail';
  if (typeof session.currency !== 'string' || !/^[a-z]{3}$/i.test(session.currency)) return 'the checkout session carries no currency';
  if (typeof session.created !== 'number') return 'the checkout session carries no creation time';
  const currency = session.currency.toUpperCase();
  const reference = parseOrderReference(typeof session.client_reference_id === 'string' ? session.client_reference_id : null);
  // Without our reference (a link set up without it) the currency still says which language's page it came from.
  const language = reference?.language ?? LANGUAGE_TABLE.find((entry) => entry.currency === currency)?.code ?? DEFAULT_LANGUAGE;
  const prices = reference ? (MONTHLY_PRICE[reference.plan] as Record<string, number>) : undefined;
  const orderedAt = new Date(session.created * 1000);
  const metadata = session.metadata ?? {};
  return {
    session_id: session.id,
    event_id: eventId,
    livemode: session.livemode === true,
    plan: reference?.plan ?? null,
    language,
    currency,
    price_after_trial: prices?.[currency] ?? null,
    amount_paid: typeof session.amount_total === 'number' ? session.amount_total / 100 : 0,
    trial_ends_at: new Date(orderedAt.getTime() + TRIAL_DAYS * 86_400_000).toISOString(),
    email,
    terms_hash: reference?.terms?.hash ?? null,
    terms_date: reference?.terms?.date ?? null,
    ...(Object.fromEntries(CAMPAIGN_FIELDS.map((field) => [field, shortText(metadata[field])])) as Pick<
      OrderRow,
      (typeof CAMPAIGN_FIELDS)[number]
    >),
    ordered_at: orderedAt.toISOString(),
  };
}

export function createStripeWebhookHandler(deps: StripeWebhookDeps): StripeWebhookHandler {
  const { store, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message: string) => console.error(message));

  return async (req) => {
    if (req.method !== 'POST') return refuse(405, 'method_not_allowed', 'The webhook takes POST only.', { Allow: 'POST' });
    const secret = deps.webhookSecret?.trim();
    if (!secret) {
      log('[stripe-webhook] STRIPE_WEBHOOK_SECRET is not set: every delivery is refused (503) until it is, and the provider retries.');
      return refuse(503, 'not_configured', 'The webhook is not configured yet; the delivery will be retried.', { 'Retry-After': '60' });
    }
    const signature = req.headers.get('stripe-signature');
    if (!signature) return refuse(400, 'missing_signature', 'The request carries no Stripe-Signature header.');

    let body: Uint8Array;
    try {
      body = await readBodyCapped(req, WEBHOOK_BODY_MAX_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return refuse(413, 'payload_too_large', 'The body is larger than any event the webhook takes.');
      throw error;
    }

    let event: { id?: unknown; type?: unknown; data?: { object?: unknown } };
    try {
      // The signature covers the raw bytes; the library's default tolerance (5 minutes) bounds replays.
      event = await Stripe.webhooks.constructEventAsync(body, signature, secret, undefined, cryptoProvider);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        return /tolerance/i.test(error.message)
          ? refuse(400, 'timestamp_outside_tolerance', 'The signature is older than the tolerance allows; nothing was stored.')
          : refuse(400, 'invalid_signature', 'The signature does not match the body and the secret; nothing was stored.');
      }
      // Signed, but not JSON.
      return refuse(400, 'malformed_body', 'The signed body is not an event; nothing was stored.');
    }
    if (typeof event !== 'object' || event === null || typeof event.id !== 'string' || typeof event.type !== 'string')
      return refuse(400, 'malformed_body', 'The signed body is not an event; nothing was stored.');
    if (!(ORDER_EVENTS as readonly string[]).includes(event.type)) return jsonResponse(200, { received: true, ignored: event.type });

    const session = (event.data?.object ?? {}) as SessionObject;
    // A completed checkout whose payment is still on its way becomes an order when it succeeds.
    if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid')
      return jsonResponse(200, { received: true, waiting: 'checkout.session.async_payment_succeeded' });
    const order = orderFromSession(event.id, session);
    if (typeof order === 'string') return refuse(400, 'not_an_order', `${order[0].toUpperCase()}${order.slice(1)}; nothing was stored.`);

    const at = now();
    let outcome: RecordOutcome;
    try {
      outcome = await store.record(order, MAIL_LEASE_SECONDS, at);
    } catch (error) {
      log(`[stripe-webhook] storing an order failed: ${error instanceof Error ? error.message : String(error)}`);
      return refuse(503, 'unavailable', 'The order could not be stored now; the delivery will be retried.', { 'Retry-After': '60' });
    }
    const answer = { received: true, order: outcome.stored ? 'stored' : 'known' };
    if (!outcome.mail) return jsonResponse(200, { ...answer, confirmation: 'not_due' });
    if (!outcome.mail.plan) {
      // Set up without our client_reference_id: the order stands, but we cannot state its plan or price.
      log(
        `[stripe-webhook] order ${order.session_id} has no plan: its checkout link carries no client_reference_id ` +
          '(docs/deploy.md), so no confirmation e-mail was sent. Send one by hand.',
      );
      await store.finishMail(order.session_id, false, at).catch(() => undefined);
      return jsonResponse(200, { ...answer, confirmation: 'no_plan' });
    }
    try {
      await mailer.deliver(orderConfirmationMail(outcome.mail, deps.mail));
    } catch (error) {
      log(
        `[stripe-webhook] the confirmation of order ${order.session_id} was not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
      await store.finishMail(order.session_id, false, at).catch(() => undefined);
      return refuse(
        503,
        'mail_unavailable',
        'The order is stored; its confirmation e-mail could not be sent now and will be on the retry.',
        {
          'Retry-After': '60',
        },
      );
    }
    try {
      await store.finishMail(order.session_id, true, at);
    } catch (error) {
      // Sent, but not marked: a later delivery would find the lease still held until it expires, and could send again after that.
      log(
        `[stripe-webhook] order ${order.session_id}: confirmation sent but not marked: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return jsonResponse(200, { ...answer, confirmation: 'sent' });
  };
}
