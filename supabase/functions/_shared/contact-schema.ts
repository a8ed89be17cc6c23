/** The contact form's one definition: used by the browser form and the submit-contact function. */
import { z } from 'zod';
import { emailField, lineField, messageField, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX } from './form-rules.ts';

export * from './form-rules.ts';

export const contactSchema = z.object(
  {
    name: lineField('name', NAME_MAX),
    email: emailField(),
    message: messageField(MESSAGE_MIN, MESSAGE_MAX),
    /** Honeypot: hidden from people, filled by bots. */
    website: z.unknown().optional(),
  },
  { error: 'invalid_payload' },
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = Omit<z.output<typeof contactSchema>, 'website'>;

/**
 * A filled honeypot means a bot: the function answers success and stores nothing. Only a string
 * can be left empty; any other value (a number, an object such as `{"toString": null}`, which
 * String() would throw on) counts as filled.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'website')) return false;
  const website: unknown = (body as { website: unknown }).website;
  if (website === undefined || website === null) return false;
  return typeof website !== 'string' || website.trim() !== '';
}
