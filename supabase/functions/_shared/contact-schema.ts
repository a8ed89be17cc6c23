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

/** A filled honeypot means a bot: the function answers success and stores nothing. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('website' in body)) return false;
  const website = (body as { website: unknown }).website;
  return website !== undefined && website !== null && String(website).trim() !== '';
}
