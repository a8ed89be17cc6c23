/**
 * The submit-contact function as a runtime-neutral handler: the Deno entry and the local Node
 * backend both call this, with their own store, mailer, clock and configuration.
 */
import { CONTACT_HONEYPOT, contactSchema, firstErrorCode, isHoneypotFilled, BODY_MAX_BYTES, type ErrorCode } from './contact-schema.ts';
import { rateLimitKeys, UNKNOWN_ADDRESS } from './client-address.ts';
import type { ContactConfig } from './contact-config.ts';
import type { ClientHashes, ContactStore, RateLimit } from './contact-store.ts';
import { BodyTooLargeError, jsonResponse, readBodyCapped } from './http.ts';
import { hashClientAddress } from './ip-hash.ts';
import { contactNotification, readStored, type Mailer } from './mailer.ts';
import { THANK_YOU } from './messages.ts';
import { passGate } from './request-gate.ts';

export interface SubmitContactDeps {
  config: ContactConfig;
  store: ContactStore;
  mailer: Mailer;
  now?: () => Date;
  log?: (message: string) => void;
  /** The command that lists stored messages, where there is one (the embedded backend's). */
  readWith?: string;
}

/** `clientAddress` is what client-address.ts picked: the socket locally, the platform's header when hosted (D22). */
export type SubmitContactHandler = (req: Request, clientAddress?: string) => Promise<Response>;

/** How often the log may say that requests fall into the shared `unknown` bucket. */
const UNKNOWN_LOG_INTERVAL_MS = 60_000;

export function createSubmitContactHandler(deps: SubmitContactDeps): SubmitContactHandler {
  const { config, store, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message: string) => console.error(message));
  let lastUnknownLog = -Infinity;

  return async (req, clientAddress) => {
    const { cors, language, fail, answered } = passGate(req, config);
    if (answered) return answered;

    const receivedAt = now();
    const limit: RateLimit = {
      max: config.rateLimitMax,
      maxPerNetwork: config.networkLimitMax,
      windowSeconds: config.rateLimitWindowSeconds,
      globalPerMinute: config.globalLimitPerMinute,
      mailPerHour: config.mailLimitPerHour,
    };
    const address = clientAddress ?? UNKNOWN_ADDRESS;
    if (address === UNKNOWN_ADDRESS && receivedAt.getTime() - lastUnknownLog >= UNKNOWN_LOG_INTERVAL_MS) {
      // Every such request shares one budget: worth knowing, but one line a minute is enough (issue 34).
      lastUnknownLog = receivedAt.getTime();
      log(
        'submit-contact: a request carried no client IP address (cf-connecting-ip, x-real-ip, x-forwarded-for); it shares the budget of unknown senders',
      );
    }
    const keys = rateLimitKeys(address);
    const client: ClientHashes = {
      address: await hashClientAddress(config.ipHashSalt, keys.address),
      network: await hashClientAddress(config.ipHashSalt, keys.network),
    };
    const limited = () => fail('rate_limited', { 'Retry-After': String(config.rateLimitWindowSeconds) });
    // D50: a refused payload spends the client's budget too; once it is gone, the answer is the limit.
    const refuse = async (code: ErrorCode): Promise<Response> => {
      try {
        if ((await store.refuse(client, limit, receivedAt)) === 'rate_limited') return limited();
      } catch (error) {
        log(`[submit-contact] counting a refused payload failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      return fail(code);
    };

    let body: unknown;
    try {
      const bytes = await readBodyCapped(req, BODY_MAX_BYTES);
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch (error) {
      return refuse(error instanceof BodyTooLargeError ? 'payload_too_large' : 'invalid_json');
    }

    if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse('invalid_payload');
    // A bot filled the hidden field: answer like a success so it learns nothing, store nothing.
    if (isHoneypotFilled(body)) {
      await store.refuse(client, limit, receivedAt).catch(() => undefined);
      return jsonResponse(200, { message: THANK_YOU[language] }, cors);
    }

    const parsed = contactSchema.safeParse(body);
    if (!parsed.success) return refuse(firstErrorCode(parsed.error));
    const { [CONTACT_HONEYPOT]: _honeypot, ...message } = parsed.data;

    let outcome;
    try {
      outcome = await store.submit(message, client, limit, receivedAt);
      if (outcome === 'rate_limited') return limited();
      if (outcome === 'busy') return fail('busy', { 'Retry-After': '60' });
    } catch (error) {
      log(`[submit-contact] storing failed: ${error instanceof Error ? error.message : String(error)}`);
      return fail('unavailable');
    }

    if (outcome === 'stored_without_mail') {
      // Stored and answered like any other: only the mail waits for the operator's next look (D50).
      log(
        `[submit-contact] a contact message was stored without a notification: more than ${config.mailLimitPerHour} this hour. ` +
          readStored(deps.readWith),
      );
      return jsonResponse(200, { message: THANK_YOU[language] }, cors);
    }
    // The message is stored: a failed notification is logged, and the visitor still hears success.
    try {
      await mailer.send(contactNotification(message, receivedAt));
    } catch (error) {
      log(`[submit-contact] notification failed (message is stored): ${error instanceof Error ? error.message : String(error)}`);
    }
    return jsonResponse(200, { message: THANK_YOU[language] }, cors);
  };
}
