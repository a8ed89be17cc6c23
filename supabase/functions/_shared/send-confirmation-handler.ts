/**
 * The send-confirmation function (D88) as a runtime-neutral handler: the browser calls it after its
 * insert into early_access_leads (D49) with the address it joined with. It answers at once, the
 * same for everyone (202), before it looks at the list, so neither its answer nor its timing tells
 * a member from a stranger. Afterwards, in the background, it sends the confirmation e-mail only
 * when the database says so: a lead of that address not yet confirmed was stored (or asked for
 * again) in the last minutes, and no confirmation e-mail went to the address within the window
 * (`public.request_waitlist_confirmation`). A request for any other address sends nothing.
 * Each client has a budget of send requests (per address and network); past it the answer is the
 * same and nothing runs after it. Every link points to the configured site.
 */
import { fieldError } from './form-contract.ts';
import { BodyTooLargeError, jsonResponse, readBodyCapped } from './http.ts';
import { AI_EMPLOYEES, leadFields, type AiEmployee } from './lead-contract.ts';
import type { Language } from './languages.ts';
import { rateLimitKeys, UNKNOWN_ADDRESS } from './client-address.ts';
import type { ClientHashes } from './contact-store.ts';
import { hashClientAddress } from './ip-hash.ts';
import { passGate } from './request-gate.ts';
import {
  confirmationMail,
  confirmationSeconds,
  confirmLink,
  newToken,
  tokenHash,
  type ConfirmationMailer,
} from './waitlist-confirmation.ts';

/** What the database answers a send request with; `ceiling` says which hourly ceiling held a due mail back. */
export type ConfirmationDecision = { send: false; ceiling?: 'total' | 'domain' } | { send: true; email: string; employees: AiEmployee[] };

/** What one send request may cost: the durations of the double opt-in and the hourly ceilings of its mail. */
export type ConfirmationLimits = ReturnType<typeof confirmationSeconds> & {
  /** Confirmation mails per hour in all; past it a due mail waits for the visitor's next join. */
  mailPerHour: number;
  /** Confirmation mails per hour to one recipient domain (one provider's quota, one flood's target). */
  mailPerDomainPerHour: number;
};

export interface ConfirmationStore {
  /** One slot of this client's budget of send requests: 'ok', or 'rate_limited' once it is spent. */
  takeSlot(client: ClientHashes, now: Date): Promise<'ok' | 'rate_limited'>;
  request(email: string, hash: string, language: Language, limits: ConfirmationLimits, now: Date): Promise<ConfirmationDecision>;
  /** Gives the window back when the mail of this token could not be delivered. */
  release(hash: string): Promise<void>;
}

/** Named arguments of public.request_waitlist_confirmation, as PostgREST's rpc() passes them. */
export function requestConfirmationArgs(email: string, hash: string, language: Language, limits: ConfirmationLimits, now: Date) {
  return {
    p_email: email,
    p_token_hash: hash,
    p_language: language,
    p_fresh_seconds: limits.fresh,
    p_window_seconds: limits.window,
    p_lifetime_seconds: limits.lifetime,
    p_mail_per_hour: limits.mailPerHour,
    p_mail_per_domain_per_hour: limits.mailPerDomainPerHour,
    p_now: now.toISOString(),
  };
}

export interface SendConfirmationConfig {
  allowedOrigins: string[];
  apiKeys: string[];
  /**
   * The site every link points to, from configuration only (SITE_URL): never the request's Host,
   * Origin or target, which whoever sends the request chooses.
   */
  siteUrl: string;
  /** Secret salt of the client-address hash the budget counts. */
  ipHashSalt: string;
  mailPerHour: number;
  mailPerDomainPerHour: number;
  /** The e-mail's last line: brand, company and contact address (`mailSignature`). */
  signature: string;
}

export interface SendConfirmationDeps {
  config: SendConfirmationConfig;
  store: ConfirmationStore;
  mailer: ConfirmationMailer;
  now?: () => Date;
  log?: (message: string) => void;
  /** Keeps the work after the answer alive (Supabase: EdgeRuntime.waitUntil); tests await it. */
  defer?: (work: Promise<void>) => void;
}

/** `clientAddress` is what client-address.ts picked: the socket locally, the platform's header when hosted. */
export type SendConfirmationHandler = (req: Request, clientAddress?: string) => Promise<Response>;

/** A send request is one short address: anything longer is refused before it is parsed. */
export const SEND_BODY_MAX_BYTES = 1024;

/** The one answer to every valid request, whatever the list holds. */
export const ACCEPTED = { status: 'accepted' } as const;

/** The decision as the SQL function returns it (jsonb), checked. */
export function isConfirmationDecision(value: unknown): value is ConfirmationDecision {
  const decision = value as { send?: unknown; employees?: unknown; ceiling?: unknown } | null;
  if (typeof decision !== 'object' || decision === null) return false;
  if (decision.send === false) return decision.ceiling === undefined || decision.ceiling === 'total' || decision.ceiling === 'domain';
  return (
    decision.send === true &&
    typeof (decision as { email?: unknown }).email === 'string' &&
    Array.isArray(decision.employees) &&
    decision.employees.length > 0 &&
    decision.employees.every((employee) => (AI_EMPLOYEES as readonly unknown[]).includes(employee))
  );
}

/** What the log shows of a link: its token cut to a few characters (the log is read by more people than the mailbox). */
export function shortenTokens(text: string): string {
  return text.replace(/([?&#]token=)([A-Za-z0-9_-]{6})[A-Za-z0-9_-]+/g, '$1$2…');
}

export function createSendConfirmationHandler(deps: SendConfirmationDeps): SendConfirmationHandler {
  const { config, store, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message: string) => console.error(message));
  const defer = deps.defer ?? ((work: Promise<void>) => void work);
  const limits: ConfirmationLimits = {
    ...confirmationSeconds(),
    mailPerHour: config.mailPerHour,
    mailPerDomainPerHour: config.mailPerDomainPerHour,
  };
  const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const sendIfDue = async (email: string, language: Language, at: Date): Promise<void> => {
    let hash: string | undefined;
    try {
      const token = newToken();
      hash = await tokenHash(token);
      const decision = await store.request(email, hash, language, limits, at);
      if (!decision.send) {
        if (decision.ceiling) {
          // Nothing legitimate is dropped silently: the lead stays pending and its next join asks again.
          log(
            `[send-confirmation] a confirmation e-mail was due but not sent: the hourly ceiling ${
              decision.ceiling === 'total' ? `of ${config.mailPerHour} mails` : `of ${config.mailPerDomainPerHour} mails to one domain`
            } is reached; the lead stays pending.`,
          );
        }
        return;
      }
      const mail = confirmationMail(
        decision.email,
        language,
        decision.employees,
        confirmLink(config.siteUrl, language, token),
        config.signature,
      );
      try {
        await mailer.deliver(mail);
      } catch (error) {
        // The mail never left: its window goes back, so the visitor's next join gets a link.
        await store.release(hash);
        throw error;
      }
    } catch (error) {
      // Nobody is waiting for this answer: the log says it, without the address.
      log(`[send-confirmation] a confirmation e-mail was not sent: ${failure(error)}`);
    }
  };

  return async (req, clientAddress) => {
    const { cors, language, fail, answered } = passGate(req, config);
    if (answered) return answered;

    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await readBodyCapped(req, SEND_BODY_MAX_BYTES)));
    } catch (error) {
      return fail(error instanceof BodyTooLargeError ? 'payload_too_large' : 'invalid_json');
    }
    const email = (body as { email?: unknown } | null)?.email;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof email !== 'string') return fail('invalid_payload');
    const code = fieldError(leadFields, 'email', email);
    if (code) return fail(code);

    // The client's own budget, counted before the answer and keyed on who asks, never on the
    // address asked for: past it the answer is the same and nothing runs after it.
    const at = now();
    const keys = rateLimitKeys(clientAddress ?? UNKNOWN_ADDRESS);
    let slot: 'ok' | 'rate_limited';
    try {
      slot = await store.takeSlot(
        {
          address: await hashClientAddress(config.ipHashSalt, keys.address),
          network: await hashClientAddress(config.ipHashSalt, keys.network),
        },
        at,
      );
    } catch (error) {
      log(`[send-confirmation] counting a send request failed, nothing sent: ${failure(error)}`);
      slot = 'rate_limited';
    }
    if (slot === 'ok') defer(sendIfDue(email.trim(), language, at));
    return jsonResponse(202, ACCEPTED, cors);
  };
}
