/** Where contact messages go. Both implementations call the same SQL functions (one rate-limit rule). */
import { contactFields, type ContactMessage } from './contact-contract.ts';
import { sqlForm } from './form-contract.ts';

export interface RateLimit {
  max: number;
  /** Messages per network (an IPv4 /24, an IPv6 /48) within the same window (D50). */
  maxPerNetwork: number;
  windowSeconds: number;
  /** Messages per minute from everyone together; refuses only an address that already sent within its window (D50). */
  globalPerMinute: number;
  /** Notification mails per hour; past it a message is stored without one (D50). */
  mailPerHour: number;
}

/** The salted hashes a client is counted under: its address (IPv4, IPv6 /64) and its network (/24, /48). */
export interface ClientHashes {
  address: string;
  network: string;
}

/** What public.submit_contact_message answers: stored (with or without a notification mail), or which limit refused it. */
export const STORE_OUTCOMES = ['stored', 'stored_without_mail', 'rate_limited', 'busy'] as const;
export type StoreOutcome = (typeof STORE_OUTCOMES)[number];

/** What public.count_refused_contact answers for a refused payload. */
export const REFUSAL_OUTCOMES = ['counted', 'rate_limited'] as const;
export type RefusalOutcome = (typeof REFUSAL_OUTCOMES)[number];

export function isStoreOutcome(value: unknown): value is StoreOutcome {
  return typeof value === 'string' && (STORE_OUTCOMES as readonly string[]).includes(value);
}

export function isRefusalOutcome(value: unknown): value is RefusalOutcome {
  return typeof value === 'string' && (REFUSAL_OUTCOMES as readonly string[]).includes(value);
}

export interface ContactStore {
  /** Stores the message unless this client's address or network used its budget, or everyone together the cap (D50). */
  submit(message: ContactMessage, client: ClientHashes, limit: RateLimit, now: Date): Promise<StoreOutcome>;
  /** Spends one slot of the client's budget on a refused payload; `rate_limited` once it is gone (D50). */
  refuse(client: ClientHashes, limit: RateLimit, now: Date): Promise<RefusalOutcome>;
}

/**
 * Named arguments of public.submit_contact_message, as PostgREST's rpc() expects them: the form as
 * one jsonb (`p_form`, every contract field by name), then the limits. A new field needs no change here.
 */
export function submitContactArgs(message: ContactMessage, client: ClientHashes, limit: RateLimit, now: Date) {
  return {
    p_form: sqlForm(contactFields, message),
    p_address_hash: client.address,
    p_network_hash: client.network,
    p_max: limit.max,
    p_max_per_network: limit.maxPerNetwork,
    p_window_seconds: limit.windowSeconds,
    p_global_max_per_minute: limit.globalPerMinute,
    p_mail_per_hour: limit.mailPerHour,
    p_now: now.toISOString(),
  };
}

/** Named arguments of public.count_refused_contact. */
export function refusedContactArgs(client: ClientHashes, limit: RateLimit, now: Date) {
  return {
    p_address_hash: client.address,
    p_network_hash: client.network,
    p_max: limit.max,
    p_max_per_network: limit.maxPerNetwork,
    p_window_seconds: limit.windowSeconds,
    p_now: now.toISOString(),
  };
}
