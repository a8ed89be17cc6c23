/**
 * The waiting-list form's one contract, imported by the browser form and (through lead-schema.ts)
 * the tests; the insert trigger of public.early_access_leads checks the same rules in SQL (D49).
 * Adding a field here, to that view, its table and trigger (a migration) and to `forms.codes` in
 * both locale files is the whole change: the codes, the insert and `npm run leads` follow.
 */
import { EMAIL_FIELD, field, NAME_FIELD, type ValuesOf } from './form-contract.ts';

export const AI_EMPLOYEES = ['Julie', 'David'] as const;
export type AiEmployee = (typeof AI_EMPLOYEES)[number];

export const leadFields = {
  name: NAME_FIELD,
  email: EMAIL_FIELD,
  company: field({
    kind: 'line',
    required: false,
    max: 200,
    autoComplete: 'organization',
    sentences: {
      invalid: { en: 'Please enter the company name as plain text.', cs: 'Zadejte prosím název firmy jako běžný text.' },
      bidi_control: {
        en: 'Please remove the invisible text-direction characters from the company name.',
        cs: 'Odstraňte prosím z názvu firmy neviditelné znaky pro směr textu.',
      },
      too_long: {
        en: 'Please shorten the company name to {{max}} characters.',
        cs: 'Zkraťte prosím název firmy na nejvýše {{max}} znaků.',
      },
    },
  }),
  ai_employee: field({
    kind: 'choice',
    required: true,
    options: AI_EMPLOYEES,
    heading: 'employee',
    sentences: { invalid: { en: 'Please choose Julie or David.', cs: 'Vyberte prosím Julii, nebo Davida.' } },
  }),
} as const;

export type Lead = ValuesOf<typeof leadFields>;

/** The source column is derived, never typed: `julie-landing-page` or `david-landing-page`. */
export function leadSource(employee: AiEmployee): string {
  return `${employee.toLowerCase()}-landing-page`;
}
