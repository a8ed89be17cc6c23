/** The contact form's contract as a zod schema: what the submit-contact function parses. */
import { z } from 'zod';
import { CONTACT_HONEYPOT, contactFields } from './contact-contract.ts';
import { formShape } from './form-rules.ts';

export * from './form-rules.ts';
export * from './contact-contract.ts';

export const contactSchema = z.object(
  {
    ...formShape(contactFields),
    [CONTACT_HONEYPOT]: z.unknown().optional(),
  },
  { error: 'invalid_payload' },
);

/**
 * A filled honeypot means a bot: the function answers success and stores nothing. Only a string
 * can be left empty; any other value (a number, an object such as `{"toString": null}`, which
 * String() would throw on) counts as filled.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, CONTACT_HONEYPOT)) return false;
  const website: unknown = (body as Record<string, unknown>)[CONTACT_HONEYPOT];
  if (website === undefined || website === null) return false;
  return typeof website !== 'string' || website.trim() !== '';
}
