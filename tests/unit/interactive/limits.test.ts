import { describe, expect, it } from 'vitest';
import * as limits from '@/features/contact/limits';
import * as shared from '../../../supabase/functions/_shared/contact-schema.ts';

describe('contact limits mirror the shared schema (D21, D29)', () => {
  it('has the same numbers as contact-schema.ts', () => {
    for (const key of ['NAME_MAX', 'EMAIL_MAX', 'COMPANY_MAX', 'MESSAGE_MIN', 'MESSAGE_MAX'] as const) {
      expect([key, limits[key]]).toEqual([key, shared[key]]);
    }
  });

  it('counts code points like the schema', () => {
    for (const text of ['abc', 'žluťoučký kůň', '👩‍💻 emoji', '']) expect(limits.codePointLength(text)).toBe(shared.codePointLength(text));
  });
});
