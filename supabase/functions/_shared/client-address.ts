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

/**
 * An IP address, lower-cased, IPv4-mapped IPv6 shown as IPv4; anything else is undefined. Only an
 * address that parses counts: an invented header value (`abc`, `10.0.0.0/8`) would otherwise be a
 * fresh budget of its own (issue 34); it falls through to the next header, or `unknown`.
 */
export function normalizeAddress(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed || trimmed.length > MAX_ADDRESS_LENGTH || !ADDRESS_CHARACTERS.test(trimmed)) return undefined;
  const [host, zone, ...rest] = trimmed.split('%');
  const isIpv6 = ipv6Groups(host) !== undefined && (zone === undefined || (zone !== '' && rest.length === 0));
  if (!ipv4Bytes(trimmed) && !isIpv6) return undefined;
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

/**
 * What a rate limit counts (D50): `address` is an IPv4 address or an IPv6 /64 (one household or
 * machine: a host picks freely within its /64, so a full IPv6 address would be a fresh budget per
 * request), `network` its IPv4 /24 or IPv6 /48 (one site or customer). Written as PostgreSQL's
 * `host(network(…))` writes them, so private.rate_limit_keys() in SQL gives the same keys.
 * Anything that is no address is its own key twice.
 */
export function rateLimitKeys(address: string): { address: string; network: string } {
  const ipv4 = ipv4Bytes(address);
  if (ipv4) return { address: ipv4.join('.'), network: `${ipv4.slice(0, 3).join('.')}.0/24` };
  const groups = ipv6Groups(address.split('%')[0]);
  if (!groups) return { address, network: address };
  return { address: `${ipv6Prefix(groups, 4)}/64`, network: `${ipv6Prefix(groups, 3)}/48` };
}

function ipv4Bytes(text: string): number[] | undefined {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return undefined;
  const bytes = text.split('.').map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : undefined;
}

/** The eight 16-bit groups of an IPv6 address (`::` and an IPv4 tail allowed), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  const tail = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  const bytes = tail ? ipv4Bytes(tail[1]) : undefined;
  if (tail && !bytes) return undefined;
  const hex = bytes
    ? `${text.slice(0, text.length - tail![1].length)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`
    : text;
  const halves = hex.split('::');
  if (halves.length > 2) return undefined;
  const parse = (half: string) =>
    half === '' ? [] : half.split(':').map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  if ([...head, ...rest].some(Number.isNaN)) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - rest.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...rest] : undefined;
}

/** The first `kept` groups, the rest zero, in RFC 5952 form (the longest run of two or more zero groups, the first of equals, as `::`). */
function ipv6Prefix(groups: number[], kept: number): string {
  const words = groups.map((group, index) => (index < kept ? group : 0));
  let best = { start: -1, length: 1 };
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && words[start + length] === 0) length++;
    if (length > best.length) best = { start, length };
  }
  const text = (part: number[]) => part.map((word) => word.toString(16)).join(':');
  if (best.start < 0) return text(words);
  return `${text(words.slice(0, best.start))}::${text(words.slice(best.start + best.length))}`;
}
