/** Settings of the submit-contact function, read the same way under Deno and Node. */
import { mailSignature } from './waitlist-confirmation.ts';

export interface ContactConfig {
  /** Origins allowed to call the function from a browser (CORS, D20). */
  allowedOrigins: string[];
  /** Public keys accepted in the `apikey` header (D20: verify_jwt is off, so we check here). */
  apiKeys: string[];
  rateLimitMax: number;
  /** Per network (IPv4 /24, IPv6 /48) within the same window (D50). */
  networkLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Stored messages per minute from everyone together; never refuses an address's first message in its window (D50). */
  globalLimitPerMinute: number;
  /** Notification mails per hour; past it a message is stored without one, and the log says so (D50). */
  mailLimitPerHour: number;
  /** Secret salt of the client-address hash used for rate limiting. */
  ipHashSalt: string;
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:5173', 'http://localhost:4173', 'http://127.0.0.1:5173', 'http://127.0.0.1:4173'];

export type ReadEnv = (name: string) => string | undefined;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function positiveInteger(read: ReadEnv, name: string, fallback: number): number {
  const raw = read(name)?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export type RateLimitSettings = Pick<ContactConfig, 'rateLimitMax' | 'networkLimitMax' | 'rateLimitWindowSeconds' | 'globalLimitPerMinute'>;

export function readRateLimit(read: ReadEnv): RateLimitSettings & Pick<ContactConfig, 'mailLimitPerHour'> {
  return {
    rateLimitMax: positiveInteger(read, 'CONTACT_RATE_LIMIT_MAX', 5),
    networkLimitMax: positiveInteger(read, 'CONTACT_NETWORK_LIMIT_MAX', 15),
    rateLimitWindowSeconds: positiveInteger(read, 'CONTACT_RATE_LIMIT_WINDOW_SECONDS', 600),
    globalLimitPerMinute: positiveInteger(read, 'CONTACT_GLOBAL_LIMIT_PER_MINUTE', 20),
    mailLimitPerHour: positiveInteger(read, 'CONTACT_MAIL_LIMIT_PER_HOUR', 30),
  };
}

/**
 * The waiting list's limits for the embedded backend (hosted, they live in the table
 * private.waitlist_settings, since the database cannot read the function's environment). Defaults
 * equal the migration's row.
 */
export function readWaitlistRateLimit(read: ReadEnv): RateLimitSettings {
  return {
    rateLimitMax: positiveInteger(read, 'WAITLIST_RATE_LIMIT_MAX', 10),
    networkLimitMax: positiveInteger(read, 'WAITLIST_NETWORK_LIMIT_MAX', 30),
    rateLimitWindowSeconds: positiveInteger(read, 'WAITLIST_RATE_LIMIT_WINDOW_SECONDS', 600),
    globalLimitPerMinute: positiveInteger(read, 'WAITLIST_GLOBAL_LIMIT_PER_MINUTE', 20),
  };
}

export function readAllowedOrigins(read: ReadEnv): string[] {
  const configured = list(read('CORS_ALLOWED_ORIGINS'));
  return configured.length > 0 ? configured : DEFAULT_ALLOWED_ORIGINS;
}

export interface MailSettings {
  resendApiKey?: string;
  toEmail?: string;
  fromEmail: string;
}

export function readMailSettings(read: ReadEnv): MailSettings {
  return {
    resendApiKey: read('RESEND_API_KEY')?.trim() || undefined,
    toEmail: read('CONTACT_TO_EMAIL')?.trim() || undefined,
    fromEmail: read('CONTACT_FROM_EMAIL')?.trim() || 'Website contact form <onboarding@resend.dev>',
  };
}

/** Where confirmation links point, and how much confirmation mail may leave per hour. */
export interface ConfirmationSettings {
  siteUrl: string;
  signature: string;
  mailPerHour: number;
  mailPerDomainPerHour: number;
}

export function readConfirmationLimits(read: ReadEnv): Omit<ConfirmationSettings, 'siteUrl' | 'signature'> {
  return {
    mailPerHour: positiveInteger(read, 'WAITLIST_MAIL_LIMIT_PER_HOUR', 100),
    mailPerDomainPerHour: positiveInteger(read, 'WAITLIST_MAIL_DOMAIN_LIMIT_PER_HOUR', 30),
  };
}

const isLocalOrigin = (origin: string) => /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);

/**
 * The send-confirmation function's own settings, or every reason it cannot run. SITE_URL is the one
 * origin every link points to: without it a link would have to come from the request, which its
 * sender chooses. A deployed site (SITE_URL on https) answers no `localhost` origin: a page on a
 * developer's machine must not be able to ask for someone's link.
 */
export function readConfirmationSettings(
  read: ReadEnv,
  allowedOrigins: string[],
): { ok: true; settings: ConfirmationSettings } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const siteUrl = read('SITE_URL')?.trim() ?? '';
  if (!siteUrl)
    problems.push("SITE_URL is not set (the site's address, e.g. https://www.example.com: every confirmation link points there)");
  else if (!isOrigin(siteUrl)) problems.push(`SITE_URL is not an https origin (scheme and host only): ${siteUrl}`);
  else if (!isLocalOrigin(siteUrl)) {
    const local = allowedOrigins.filter(isLocalOrigin);
    if (local.length > 0)
      problems.push(`CORS_ALLOWED_ORIGINS lists a local origin on a deployed site (SITE_URL ${siteUrl}): ${local.join(', ')}`);
  }
  let limits: ReturnType<typeof readConfirmationLimits> | undefined;
  try {
    limits = readConfirmationLimits(read);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0 || !limits) return { ok: false, problems };
  return { ok: true, settings: { siteUrl, signature: mailSignature(read), ...limits } };
}

/** Shortest IP_HASH_SALT accepted on hosted Supabase (`openssl rand -hex 32` gives 64). */
export const MIN_SALT_LENGTH = 32;
/** The salt of functions/.env.example's local block: published, so worthless as a secret on a hosted project. */
export const EXAMPLE_SALT = 'local-development-only-salt-never-for-a-hosted-project';

export interface HostedSettings {
  supabaseUrl: string;
  serviceKey: string;
  config: ContactConfig;
  mail: MailSettings;
}

/** An origin as a browser sends it: scheme, host and port only; plain http only for this machine. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.origin === value && (url.protocol === 'https:' || (url.protocol === 'http:' && local));
  } catch {
    return false;
  }
}

/** New projects expose keys as JSON dictionaries; legacy projects as single JWT-shaped keys. */
function keysFrom(read: ReadEnv, dictionaryVariable: string, legacyVariable: string, problems: string[]): string[] {
  const keys: string[] = [];
  const dictionary = read(dictionaryVariable);
  if (dictionary) {
    try {
      const parsed: unknown = JSON.parse(dictionary);
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
      keys.push(...Object.values(parsed).filter((key): key is string => typeof key === 'string' && key !== ''));
    } catch {
      problems.push(`${dictionaryVariable} is not a JSON object of keys`);
    }
  }
  const legacy = read(legacyVariable)?.trim();
  if (legacy) keys.push(legacy);
  return keys;
}

/**
 * Everything the hosted function needs, or every reason it cannot run. On hosted Supabase there is
 * no safe default for the allowed origins (the local ports would answer nobody, a wildcard would
 * answer everybody) or for the salt (the service key used to stand in; a leaked hash table would
 * then be keyed by a credential), so their absence stops the function instead of weakening it.
 */
export function readHostedSettings(read: ReadEnv): { ok: true; settings: HostedSettings } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const supabaseUrl = read('SUPABASE_URL')?.trim();
  if (!supabaseUrl) problems.push('SUPABASE_URL is not set');
  const serviceKey = keysFrom(read, 'SUPABASE_SECRET_KEYS', 'SUPABASE_SERVICE_ROLE_KEY', problems)[0];
  if (!serviceKey) problems.push('no secret key (SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY)');
  // D20: verify_jwt is off (publishable keys are not JWTs), so the function checks the key.
  const apiKeys = keysFrom(read, 'SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_ANON_KEY', problems);
  if (apiKeys.length === 0) problems.push('no public key (SUPABASE_PUBLISHABLE_KEYS or SUPABASE_ANON_KEY)');

  const allowedOrigins = list(read('CORS_ALLOWED_ORIGINS'));
  if (allowedOrigins.length === 0) {
    problems.push("CORS_ALLOWED_ORIGINS is not set (the site's origins, e.g. https://www.example.com,https://example.com)");
  }
  const badOrigins = allowedOrigins.filter((origin) => !isOrigin(origin));
  if (badOrigins.length > 0) problems.push(`CORS_ALLOWED_ORIGINS holds what is not an https origin: ${badOrigins.join(', ')}`);

  const ipHashSalt = read('IP_HASH_SALT')?.trim() ?? '';
  if (ipHashSalt.length < MIN_SALT_LENGTH) {
    problems.push(
      `IP_HASH_SALT is ${ipHashSalt ? 'shorter than' : 'not set; it needs'} ${MIN_SALT_LENGTH} characters (openssl rand -hex 32)`,
    );
  }
  // The local stack (`supabase functions serve`) reaches its API over http; a hosted project over https.
  const hosted = supabaseUrl?.startsWith('https://') ?? false;
  if (hosted && ipHashSalt === EXAMPLE_SALT)
    problems.push(
      "IP_HASH_SALT is the example's published local salt: replace the local block of supabase/functions/.env (openssl rand -hex 32)",
    );
  const localOrigins = allowedOrigins.filter(isLocalOrigin);
  if (hosted && localOrigins.length > 0 && localOrigins.length === allowedOrigins.length)
    problems.push(
      `CORS_ALLOWED_ORIGINS lists only this machine's origins (${localOrigins.join(', ')}) on a hosted project: list the site's https origins`,
    );

  let limits: ReturnType<typeof readRateLimit> | undefined;
  try {
    limits = readRateLimit(read);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0 || !limits || !supabaseUrl || !serviceKey) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      supabaseUrl,
      serviceKey,
      config: { apiKeys, allowedOrigins, ipHashSalt, ...limits },
      mail: readMailSettings(read),
    },
  };
}

/**
 * What a function that no browser calls needs of Supabase (the order webhook): the project's URL
 * and its secret key. The caller proves itself another way (the provider's signature), so no
 * public key, origin or salt is asked for.
 */
export function readServiceSettings(
  read: ReadEnv,
): { ok: true; supabaseUrl: string; serviceKey: string } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const supabaseUrl = read('SUPABASE_URL')?.trim();
  if (!supabaseUrl) problems.push('SUPABASE_URL is not set');
  const serviceKey = keysFrom(read, 'SUPABASE_SECRET_KEYS', 'SUPABASE_SERVICE_ROLE_KEY', problems)[0];
  if (!serviceKey) problems.push('no secret key (SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY)');
  return problems.length > 0 || !supabaseUrl || !serviceKey ? { ok: false, problems } : { ok: true, supabaseUrl, serviceKey };
}
