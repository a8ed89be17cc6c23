/**
 * The forms' limits and error codes without any library: the browser's first bundle imports these
 * (the footer form is on every page), the schemas in form-rules.ts build on them (D21, D29).
 */
export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const COMPANY_MAX = 200;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
/** Request bodies above this answer 413 before any parsing. */
export const BODY_MAX_BYTES = 16 * 1024;

/** Same text as the CHECK constraints in the migration (a test keeps the two identical). */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9_%+'-]+(\\.[A-Za-z0-9_%+'-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}$";

/**
 * Bidirectional-text controls (LRM, RLM, ALM, embeddings, overrides, isolates): invisible, they
 * reorder what follows, so a name holding U+202E reads backwards in a list or a terminal. One-line
 * fields refuse them. The same text works as a JavaScript and a PostgreSQL regular expression
 * (the migration uses it verbatim; a test keeps the two identical).
 */
export const BIDI_CONTROL_PATTERN = '[\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]';

/** Stable codes the server answers with; the browser maps them to its own locale strings (D21). */
export const ERROR_CODES = [
  'name_required',
  'name_invalid',
  'name_too_long',
  'name_bidi_control',
  'email_required',
  'email_invalid',
  'email_too_long',
  'email_bidi_control',
  'message_required',
  'message_invalid',
  'message_too_short',
  'message_too_long',
  'company_invalid',
  'company_too_long',
  'company_bidi_control',
  'ai_employee_invalid',
  'invalid_payload',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'invalid_api_key',
  'origin_not_allowed',
  'rate_limited',
  'busy',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Lengths count Unicode code points, as PostgreSQL's char_length does. */
export const codePointLength = (value: string): number => [...value].length;
