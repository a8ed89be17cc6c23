/**
 * The one rule for "which address is this request from" (D22), used to key rate limits by the
 * hosted function, the local server and (mirrored in SQL by private.request_client_address) the
 * waiting list. A forwarding header is only as good as whoever wrote it:
 * - hosted Supabase: Cloudflare sets `cf-connecting-ip` to the peer it accepted the connection
 *   from (a value sent by the caller is replaced); the API gateway sets `x-real-ip`; proxies append
 *   to `x-forwarded-for`, so only its rightmost entry was written by our side: the leftmost is
 *   whatever the caller typed.
 * - local server: the socket's peer; `x-forwarded-for` (its rightmost entry) only behind a known
 *   proxy (TRUST_PROXY=1).
 */

export type HeaderReader = (name: string) => string | null | undefined;

export type AddressSource = { mode: 'hosted' } | { mode: 'local'; socketAddress: string | null | undefined; trustProxy: boolean };

/** Longest textual IPv6 address with an IPv4 tail (45) plus room for a zone id. */
const MAX_ADDRESS_LENGTH = 64;
const ADDRESS_CHARACTERS = /^[0-9A-Za-z.:%_-]+$/;

/** Bucket of requests whose address cannot be told: they share one rate-limit budget. */
export const UNKNOWN_ADDRESS = 'unknown';

/** A plausible address, lower-cased, IPv4-mapped IPv6 shown as IPv4; anything else is undefined. */
export function normalizeAddress(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed || trimmed.length > MAX_ADDRESS_LENGTH || !ADDRESS_CHARACTERS.test(trimmed)) return undefined;
  return trimmed.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/** The entry the last proxy appended: the only one of the list our side wrote. */
export function rightmostForwarded(value: string | null | undefined): string | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return normalizeAddress(entries.at(-1));
}

export function clientAddress(header: HeaderReader, source: AddressSource): string {
  if (source.mode === 'hosted') {
    return (
      normalizeAddress(header('cf-connecting-ip')) ??
      normalizeAddress(header('x-real-ip')) ??
      rightmostForwarded(header('x-forwarded-for')) ??
      UNKNOWN_ADDRESS
    );
  }
  const forwarded = source.trustProxy ? rightmostForwarded(header('x-forwarded-for')) : undefined;
  return forwarded ?? normalizeAddress(source.socketAddress) ?? UNKNOWN_ADDRESS;
}
