/**
 * The contact form's one contract, imported by the browser form and the submit-contact function
 * alike (no library). Adding a field here, its column in a migration (one `alter table` whose CHECK
 * mirrors the rules: public.submit_contact_message takes the form as one jsonb), its copy in both
 * common.json and the privacy policy's list in both legal.json is the whole change (docs/recipes.md):
 * the zod schema, the codes, the server's sentences, the browser's request type, the SQL call, the
 * notification and `npm run leads` all follow from this list. */
import { EMAIL_FIELD, field, NAME_FIELD, type ValuesOf } from './form-contract.ts';

export const contactFields = {
  name: NAME_FIELD,
  email: EMAIL_FIELD,
  message: field({
    kind: 'text',
    required: true,
    min: 10,
    max: 2000,
    sentences: {
      required: { en: 'Please write your message.', cs: 'Napište prosím svou zprávu.' },
      invalid: { en: 'Your message contains characters we cannot store.', cs: 'Zpráva obsahuje znaky, které nelze uložit.' },
      too_short: { en: 'Your message needs at least {{min}} characters.', cs: 'Zpráva musí mít alespoň {{min}} znaků.' },
      too_long: { en: 'Please shorten your message to {{max}} characters.', cs: 'Zkraťte prosím zprávu na nejvýše {{max}} znaků.' },
    },
  }),
} as const;

/** Honeypot: hidden from people, filled by bots (never validated, never stored). */
export const CONTACT_HONEYPOT = 'website';

/** A contact message as checked and stored. */
export type ContactMessage = ValuesOf<typeof contactFields>;
