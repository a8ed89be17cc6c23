/**
 * A form contract as a zod schema, for the submit-contact function and the tests: each field is
 * the contract's own check (form-contract.ts), so the function, the browser (which runs that check
 * without zod) and the SQL constraints in supabase/migrations apply one rule.
 */
import { z } from 'zod';
import { fieldError, fieldValue, type Fields, type ValueOf } from './form-contract.ts';
import { isErrorCode, type ErrorCode } from './error-codes.ts';

export * from './form-contract.ts';
export { ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes.ts';

// No code generation: the site's CSP forbids 'unsafe-eval', and zod's JIT would trip it.
z.config({ jitless: true });

/** The first issue's message is always an error code (set below); anything else is a shape error. */
export function firstErrorCode(error: z.ZodError): ErrorCode {
  const message = error.issues[0]?.message;
  return isErrorCode(message) ? message : 'invalid_payload';
}

type Shape<F extends Fields> = { [K in keyof F]: z.ZodType<ValueOf<F[K]>, unknown> };

/** One zod field per contract field: its first broken rule is the issue's message (its code). */
export function formShape<F extends Fields>(fields: F): Shape<F> {
  const entries = Object.entries(fields).map(([name, spec]) => [
    name,
    z
      .unknown()
      // Optional to zod, so an absent key reaches the check (name_required, or null when optional).
      .optional()
      .superRefine((value, context) => {
        const code = fieldError(fields, name, value);
        if (code) context.addIssue({ code: 'custom', message: code });
      })
      .transform((value) => fieldValue(spec, value)),
  ]);
  return Object.fromEntries(entries) as Shape<F>;
}
