/**
 * The waiting-list form's one contract, imported by the browser form and (through lead-schema.ts)
 * the tests; the insert trigger of public.early_access_leads checks the same rules in SQL (D49).
 * Adding a field here, to that view, its table and trigger (a migration) and to `forms.codes` in
 * both locale files (then `npm run i18n:sync`) is the whole change: the codes, the insert and
 * `npm run leads` follow.
 */
import { EMAIL_FIELD, field, NAME_FIELD, type ValuesOf } from './form-contract.ts';

export const AI_EMPLOYEES = ['Julie', 'David'] as const;
export type AiEmployee = (typeof AI_EMPLOYEES)[number];

export const leadFields = {
  name: NAME_FIELD,
  email: EMAIL_FIELD,
  company: field({ kind: 'line', required: false, max: 200, autoComplete: 'organization' }),
  ai_employee: field({ kind: 'choice', required: true, options: AI_EMPLOYEES, heading: 'employee' }),
} as const;

export type Lead = ValuesOf<typeof leadFields>;

/** The source column is derived, never typed: `julie-landing-page` or `david-landing-page`. */
export function leadSource(employee: AiEmployee): string {
  return `${employee.toLowerCase()}-landing-page`;
}
