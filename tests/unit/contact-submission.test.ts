/**
 * Issue 26: the contact form's request type is the contract's. The type-level half fails
 * `npm run typecheck` when a contract field is missing from ContactSubmission (a new field added
 * to the contract only) or its required flag differs.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ContactSubmission } from '@/features/contact/api';
import { CONTACT_HONEYPOT, contactFields } from '@shared/contact-contract.ts';

type Fields = typeof contactFields;
type RequiredInContract = { [K in keyof Fields]: Fields[K]['required'] extends true ? K : never }[keyof Fields];
type RequiredIn<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

describe('ContactSubmission', () => {
  it('has a key per contract field plus the honeypot, required exactly where the contract says', () => {
    expectTypeOf<keyof ContactSubmission>().toEqualTypeOf<keyof Fields | typeof CONTACT_HONEYPOT>();
    expectTypeOf<RequiredIn<ContactSubmission>>().toEqualTypeOf<RequiredInContract>();
    const smallest = { name: 'Ada', email: 'ada@example.com', message: 'Hello there!' } satisfies ContactSubmission;
    const required = Object.keys(contactFields).filter((name) => contactFields[name as keyof Fields].required);
    expect(Object.keys(smallest)).toEqual(required);
  });
});
