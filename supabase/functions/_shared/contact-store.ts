/** Where contact messages go. Both implementations call the same SQL function (one rate-limit rule). */
import type { ContactMessage } from './contact-schema.ts';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export type StoreOutcome = 'stored' | 'rate_limited';

export interface ContactStore {
  /** Stores the message unless this client hash already sent `limit.max` within the window. */
  submit(message: ContactMessage, ipHash: string, limit: RateLimit, now: Date): Promise<StoreOutcome>;
}

/** Named arguments of public.submit_contact_message, as PostgREST's rpc() expects them. */
export function submitContactArgs(message: ContactMessage, ipHash: string, limit: RateLimit, now: Date) {
  return {
    p_name: message.name,
    p_email: message.email,
    p_message: message.message,
    p_ip_hash: ipHash,
    p_max: limit.max,
    p_window_seconds: limit.windowSeconds,
    p_now: now.toISOString(),
  };
}
