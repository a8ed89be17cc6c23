/** Where contact messages go. Both implementations call the same SQL function (one rate-limit rule). */
import { contactFields, type ContactMessage } from './contact-contract.ts';
import { sqlArgs } from './form-contract.ts';

export interface RateLimit {
  max: number;
  windowSeconds: number;
  /** Messages stored per minute from all clients together (the second line, issue 20). */
  globalPerMinute: number;
}

/** What public.submit_contact_message answers: stored, or which limit refused it. */
export const STORE_OUTCOMES = ['stored', 'rate_limited', 'busy'] as const;
export type StoreOutcome = (typeof STORE_OUTCOMES)[number];

export function isStoreOutcome(value: unknown): value is StoreOutcome {
  return typeof value === 'string' && (STORE_OUTCOMES as readonly string[]).includes(value);
}

export interface ContactStore {
  /** Stores the message unless this client hash reached `limit.max` within the window, or everyone together the global cap. */
  submit(message: ContactMessage, ipHash: string, limit: RateLimit, now: Date): Promise<StoreOutcome>;
}

/** Named arguments of public.submit_contact_message, as PostgREST's rpc() expects them: `p_<field>` per contract field, then the limits. */
export function submitContactArgs(message: ContactMessage, ipHash: string, limit: RateLimit, now: Date) {
  return {
    ...sqlArgs(contactFields, message),
    p_ip_hash: ipHash,
    p_max: limit.max,
    p_window_seconds: limit.windowSeconds,
    p_global_max_per_minute: limit.globalPerMinute,
    p_now: now.toISOString(),
  };
}
