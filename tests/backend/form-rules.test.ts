// The shared form rules on their own: bidi controls refused with their codes, the honeypot read
// without ever converting a hostile value (issue 20).
import { describe, expect, it } from 'vitest';
import { contactSchema, isHoneypotFilled } from '../../supabase/functions/_shared/contact-schema.ts';
import { firstErrorCode, leadSchema } from '../../supabase/functions/_shared/lead-schema.ts';

const lead = { name: 'Jana Nováková', email: 'jana@firma.cz', company: 'Firma s.r.o.', ai_employee: 'Julie' };
const leadCode = (fields: Record<string, unknown>) => {
  const parsed = leadSchema.safeParse({ ...lead, ...fields });
  return parsed.success ? 'ok' : firstErrorCode(parsed.error);
};

describe('bidi controls in one-line fields', () => {
  const controls = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

  it.each(controls.map((control) => [`U+${control.codePointAt(0)!.toString(16).toUpperCase()}`, control]))(
    '%s is refused in name, email and company',
    (_label, control) => {
      expect(leadCode({ name: `Jana${control} Nováková` })).toBe('name_bidi_control');
      expect(leadCode({ email: `jana${control}@firma.cz` })).toBe('email_bidi_control');
      expect(leadCode({ company: `Firma ${control}s.r.o.` })).toBe('company_bidi_control');
    },
  );

  it('right-to-left text itself is welcome; the message may hold bidi controls (shown escaped where printed)', () => {
    expect(leadCode({ name: 'مريم الحسيني', company: 'שלום בע"מ' })).toBe('ok');
    expect(contactSchema.safeParse({ name: 'Ada', email: 'ada@example.com', message: 'Quote: \u202eolleh\u202c, fine.' }).success).toBe(
      true,
    );
  });

  it('a control character is still name_invalid, reported before a bidi control', () => {
    expect(leadCode({ name: 'Jana\u001b\u202e' })).toBe('name_invalid');
  });
});

describe('optional fields', () => {
  it('a company left out, null or blank is stored as null; a missing required field is named', () => {
    const { company: _company, ...withoutCompany } = lead;
    for (const body of [withoutCompany, { ...lead, company: null }, { ...lead, company: '  ' }]) {
      expect(leadSchema.parse(body).company).toBeNull();
    }
    expect(leadCode({ name: undefined })).toBe('name_required');
  });
});

describe('isHoneypotFilled', () => {
  it.each([
    ['absent', {}, false],
    ['undefined', { website: undefined }, false],
    ['null', { website: null }, false],
    ['empty', { website: '' }, false],
    ['blank', { website: ' \t' }, false],
    ['a link', { website: 'http://spam.example' }, true],
    ['an object without toString', { website: { toString: null } }, true],
    ['an object without any conversion', { website: Object.create(null) }, true],
    ['a number', { website: 0 }, true],
    ['false', { website: false }, true],
    ['inherited, not own', Object.create({ website: 'x' }), false],
  ])('%s: %s', (_label, body, filled) => {
    expect(isHoneypotFilled(body)).toBe(filled);
  });
});
