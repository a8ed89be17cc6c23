/**
 * The send-confirmation function (D88) as a runtime-neutral handler: the browser calls it after its
 * insert into early_access_leads (D49) with the address it joined with. It answers at once, the
 * same for everyone (202), before it looks at the list, so neither its answer nor its timing tells
 * a member from a stranger. Afterwards, in the background, it sends the confirmation e-mail only
 * when the database says so: a lead of that address not yet confirmed was stored (or asked for
 * again) in the last minutes, and no confirmation e-mail went to the address within the window
 * (`public.request_waitlist_confirmation`). A request for any other address sends nothing.
 */
import { fieldError } from './form-contract.ts';
import { BodyTooLargeError, jsonResponse, readBodyCapped } from './http.ts';
import { AI_EMPLOYEES, leadFields, type AiEmployee } from './lead-contract.ts';
import type { Language } from './languages.ts';
import { passGate } from './request-gate.ts';
import {
  confirmationMail,
  confirmationSeconds,
  confirmLink,
  newToken,
  tokenHash,
  type ConfirmationMailer,
} from './waitlist-confirmation.ts';

/** What the database answers a send request with. */
export type ConfirmationDecision = { send: false } | { send: true; email: string; employees: AiEmployee[] };

export interface ConfirmationStore {
  request(
    email: string,
    hash: string,
    language: Language,
    seconds: ReturnType<typeof confirmationSeconds>,
    now: Date,
  ): Promise<ConfirmationDecision>;
}

export interface SendConfirmationConfig {
  allowedOrigins: string[];
  apiKeys: string[];
  /** Where the link points when the request names no allowed origin (a same-origin call, a tool). */
  siteOrigin: string;
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

export type SendConfirmationHandler = (req: Request, siteOrigin?: string) => Promise<Response>;

/** A send request is one short address: anything longer is refused before it is parsed. */
export const SEND_BODY_MAX_BYTES = 1024;

/** The one answer to every valid request, whatever the list holds. */
export const ACCEPTED = { status: 'accepted' } as const;

/** The decision as the SQL function returns it (jsonb), checked. */
export function isConfirmationDecision(value: unknown): value is ConfirmationDecision {
  const decision = value as { send?: unknown; employees?: unknown } | null;
  if (typeof decision !== 'object' || decision === null) return false;
  if (decision.send === false) return true;
  return (
    decision.send === true &&
    typeof (decision as { email?: unknown }).email === 'string' &&
    Array.isArray(decision.employees) &&
    decision.employees.length > 0 &&
    decision.employees.every((employee) => (AI_EMPLOYEES as readonly unknown[]).includes(employee))
  );
}

export function createSendConfirmationHandler(deps: SendConfirmationDeps): SendConfirmationHandler {
  const { config, store, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message: string) => console.error(message));
  const defer = deps.defer ?? ((work: Promise<void>) => void work);

  const sendIfDue = async (email: string, language: Language, siteOrigin: string, at: Date): Promise<void> => {
    try {
      const token = newToken();
      const decision = await store.request(email, await tokenHash(token), language, confirmationSeconds(), at);
      if (!decision.send) return;
      await mailer.deliver(confirmationMail(decision.email, language, decision.employees, confirmLink(siteOrigin, language, token)));
    } catch (error) {
      // Nobody is waiting for this answer: the log says it, without the address.
      log(`[send-confirmation] a confirmation e-mail was not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return async (req, siteOrigin) => {
    const { origin, cors, language, fail, answered } = passGate(req, config);
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

    // The link goes back to the site the visitor joined from (an allowed origin), else the configured one.
    const linkOrigin = origin ?? siteOrigin ?? config.siteOrigin;
    defer(sendIfDue(email.trim(), language, linkOrigin, now()));
    return jsonResponse(202, ACCEPTED, cors);
  };
}
