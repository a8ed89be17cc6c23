/**
 * The contact form's one contract, imported by the browser form and the submit-contact function
 * alike (no library). Adding a field here, its column in a migration (one `alter table` whose CHECK
 * mirrors the rules: public.submit_contact_message takes the form as one jsonb), its copy in both
 * common.json (its `forms.codes.<field>_*` sentences included, which `npm run i18n:sync` copies to the
 * function) and the privacy policy's list in both legal.json is the whole change (docs/recipes.md):
 * the zod schema, the codes, the browser's request type, the SQL call, the notification and
 * `npm run leads` all follow from this list. */
import { EMAIL_FIELD, field, NAME_FIELD, type ValuesOf } from './form-contract.ts';

export const contactFields = {
  name: NAME_FIELD,
  email: EMAIL_FIELD,
  message: field({ kind: 'text', required: true, min: 10, max: 2000 }),
} as const;

/** Honeypot: hidden from people, filled by bots (never validated, never stored). */
export const CONTACT_HONEYPOT = 'website';

/** A contact message as checked and stored. */
export type ContactMessage = ValuesOf<typeof contactFields>;
