/**
 * Every code the function answers with (D21): each form field's, from its contract, and the
 * request's own. The browser maps a code to its locale string; messages.ts to the server's sentence.
 */
import { codesOf, type CodeOf } from './form-contract.ts';
import { contactFields } from './contact-contract.ts';
import { leadFields } from './lead-contract.ts';

/** Codes about the request rather than one field. */
export const REQUEST_CODES = [
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

export type RequestCode = (typeof REQUEST_CODES)[number];
/** Stable codes the server answers with; the browser maps them to its own locale strings (D21). */
export type ErrorCode = CodeOf<typeof contactFields> | CodeOf<typeof leadFields> | RequestCode;

export const ERROR_CODES: readonly ErrorCode[] = [
  ...new Set<ErrorCode>([...codesOf(contactFields), ...codesOf(leadFields), ...REQUEST_CODES]),
];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
