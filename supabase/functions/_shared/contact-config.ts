/** Settings of the submit-contact function, read the same way under Deno and Node. */

export interface ContactConfig {
  /** Origins allowed to call the function from a browser (CORS, D20). */
  allowedOrigins: string[];
  /** Public keys accepted in the `apikey` header (D20: verify_jwt is off, so we check here). */
  apiKeys: string[];
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** Secret salt of the client-address hash used for rate limiting. */
  ipHashSalt: string;
}

export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:5173',
  'http://localhost:4173',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:4173',
];

export type ReadEnv = (name: string) => string | undefined;

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

function positiveInteger(read: ReadEnv, name: string, fallback: number): number {
  const raw = read(name)?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function readRateLimit(read: ReadEnv): Pick<ContactConfig, 'rateLimitMax' | 'rateLimitWindowSeconds'> {
  return {
    rateLimitMax: positiveInteger(read, 'CONTACT_RATE_LIMIT_MAX', 5),
    rateLimitWindowSeconds: positiveInteger(read, 'CONTACT_RATE_LIMIT_WINDOW_SECONDS', 600),
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
