/** The waiting-list form's one definition, mirrored by the early_access_leads constraints. */
import { z } from 'zod';
import { COMPANY_MAX, emailField, lineField, NAME_MAX, optionalLineField } from './form-rules.ts';

export * from './form-rules.ts';

export const AI_EMPLOYEES = ['Julie', 'David'] as const;
export type AiEmployee = (typeof AI_EMPLOYEES)[number];

export const leadSchema = z.object(
  {
    name: lineField('name', NAME_MAX),
    email: emailField(),
    company: optionalLineField('company', COMPANY_MAX),
    ai_employee: z.enum(AI_EMPLOYEES, { error: 'ai_employee_invalid' }),
  },
  { error: 'invalid_payload' },
);

export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;

/** The source column is derived, never typed: `julie-landing-page` or `david-landing-page`. */
export function leadSource(employee: AiEmployee): string {
  return `${employee.toLowerCase()}-landing-page`;
}

/** A stored row as the database must hold it: the parsed form plus its derived source. */
export const leadRowSchema = leadSchema.extend({
  source: z.string(),
}).refine((row) => row.source === leadSource(row.ai_employee), { error: 'invalid_payload' });
