/** The waiting-list form's contract as a zod schema, mirrored by the insert trigger of public.early_access_leads and its table's constraints (D49). */
import { z } from 'zod';
import { formShape } from './form-rules.ts';
import { leadFields, leadSource } from './lead-contract.ts';

export * from './form-rules.ts';
export * from './lead-contract.ts';

export const leadSchema = z.object(formShape(leadFields), { error: 'invalid_payload' });

/** A stored row as the database must hold it: the parsed form plus its derived source. */
export const leadRowSchema = leadSchema
  .extend({
    source: z.string(),
  })
  .refine((row) => row.source === leadSource(row.ai_employee), { error: 'invalid_payload' });
