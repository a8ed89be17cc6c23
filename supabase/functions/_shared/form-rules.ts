/**
 * Limits, error codes and field builders shared by the browser forms, the submit-contact function
 * and (mirrored by hand) the SQL constraints in supabase/migrations. Lengths count Unicode code
 * points because PostgreSQL's char_length does, so a row the schema accepts always fits the table.
 */
import { z } from 'zod';
import { BIDI_CONTROL_PATTERN, codePointLength, EMAIL_MAX, EMAIL_PATTERN, isErrorCode, type ErrorCode } from './form-limits.ts';

export * from './form-limits.ts';

// No code generation: the site's CSP forbids 'unsafe-eval', and zod's JIT would trip it.
z.config({ jitless: true });

const EMAIL_REGEX = new RegExp(EMAIL_PATTERN);

/** The first issue's message is always one of ERROR_CODES (set below); anything else is a shape error. */
export function firstErrorCode(error: z.ZodError): ErrorCode {
  const message = error.issues[0]?.message;
  return isErrorCode(message) ? message : 'invalid_payload';
}

// PostgreSQL text cannot hold NUL and UTF-8 cannot hold a lone surrogate: reject both up front.
const UNSTORABLE = /\u0000|\p{Cs}/u;
// Control characters (C0, DEL, C1) have no place in one-line fields such as a name (mail headers).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BIDI_CONTROL = new RegExp(BIDI_CONTROL_PATTERN);

type Field = 'name' | 'email' | 'message' | 'company';

function textType(field: Field) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? `${field}_required` : `${field}_invalid`),
  });
}

/** A required single-line text field: trimmed, 1..max code points, no control or bidi characters. */
export function lineField(field: 'name', max: number) {
  return textType(field)
    .trim()
    .refine((value) => value.length > 0, { error: `${field}_required`, abort: true })
    .refine((value) => !CONTROL.test(value) && !UNSTORABLE.test(value), { error: `${field}_invalid`, abort: true })
    .refine((value) => !BIDI_CONTROL.test(value), { error: `${field}_bidi_control`, abort: true })
    .refine((value) => codePointLength(value) <= max, { error: `${field}_too_long` });
}

export function emailField() {
  return textType('email')
    .trim()
    .refine((value) => value.length > 0, { error: 'email_required', abort: true })
    .refine((value) => !BIDI_CONTROL.test(value), { error: 'email_bidi_control', abort: true })
    .refine((value) => codePointLength(value) <= EMAIL_MAX, { error: 'email_too_long', abort: true })
    .refine((value) => EMAIL_REGEX.test(value), { error: 'email_invalid' });
}

/** Optional single-line text: blank becomes null (the column is null when blank). */
export function optionalLineField(field: 'company', max: number) {
  return textType(field)
    .trim()
    .refine((value) => !CONTROL.test(value) && !UNSTORABLE.test(value), { error: `${field}_invalid`, abort: true })
    .refine((value) => !BIDI_CONTROL.test(value), { error: `${field}_bidi_control`, abort: true })
    .refine((value) => codePointLength(value) <= max, { error: `${field}_too_long` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Multi-line text with a minimum length (newlines and tabs allowed). */
export function messageField(min: number, max: number) {
  return textType('message')
    .trim()
    .refine((value) => value.length > 0, { error: 'message_required', abort: true })
    .refine((value) => !UNSTORABLE.test(value), { error: 'message_invalid', abort: true })
    .refine((value) => codePointLength(value) >= min, { error: 'message_too_short', abort: true })
    .refine((value) => codePointLength(value) <= max, { error: 'message_too_long' });
}
