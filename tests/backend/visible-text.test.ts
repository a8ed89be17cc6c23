// Control and bidi characters a visitor typed never reach the operator's terminal raw (issue 20).
import { describe, expect, it } from 'vitest';
import { formatCsv, formatTables } from '../../scripts/local-backend/leads-format.ts';
import type { StoredRecords } from '../../scripts/local-backend/leads-store.ts';
import { jsonWithVisibleControls, showControls } from '../../supabase/functions/_shared/visible-text.ts';

// eslint-disable-next-line no-control-regex -- finding raw control characters is what these tests do
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;
/** The invisible characters of issue 24: zero-width space, word joiner, Mongolian vowel separator, variation selectors, combining grapheme joiner, tags. */
const INVISIBLE = ['\u200b', '\u2060', '\u180e', '\ufe0f', '\u{e0100}', '\u034f', '\u{e0041}', '\u{e007f}'];
const RAW_INVISIBLE = new RegExp(INVISIBLE.join('|'), 'u');

describe('showControls', () => {
  it('shows ESC, C1 controls, DEL and bidi controls as \\u{…} escapes', () => {
    expect(showControls('a\u001b[2Jb')).toBe('a\\u{1b}[2Jb');
    expect(showControls('\u009b31m\u007f')).toBe('\\u{9b}31m\\u{7f}');
    expect(showControls('Ada\u202egnp.exe')).toBe('Ada\\u{202e}gnp.exe');
    expect(showControls('\u2066x\u2069\u200e\u200f\u061c')).toBe('\\u{2066}x\\u{2069}\\u{200e}\\u{200f}\\u{61c}');
  });

  it('issue 24: shows every invisible character (zero-width, joiners, variation selectors, tags) as an escape', () => {
    expect(showControls(`A${INVISIBLE.join('')}da`)).toBe('A\\u{200b}\\u{2060}\\u{180e}\\u{fe0f}\\u{e0100}\\u{34f}\\u{e0041}\\u{e007f}da');
    const text = jsonWithVisibleControls({ name: `A${INVISIBLE.join('')}da` });
    expect(text).not.toMatch(RAW_INVISIBLE);
    expect(JSON.parse(text)).toEqual({ name: `A${INVISIBLE.join('')}da` });
    expect(text).toContain('\\udb40\\udc41'); // a tag character as its surrogate pair
  });

  it('leaves ordinary text, Czech and emoji alone; line breaks only when asked', () => {
    expect(showControls('Příliš žluťoučký kůň 😀 <b>')).toBe('Příliš žluťoučký kůň 😀 <b>');
    expect(showControls('a\nb\tc\rd')).toBe('a\\u{a}b\\u{9}c\\u{d}d');
    expect(showControls('a\nb\tc\rd', { keepLineBreaks: true })).toBe('a\nb\tc\\u{d}d');
  });

  it('jsonWithVisibleControls stays valid, lossless JSON with no raw control or bidi character', () => {
    const value = { name: 'Ada\u202e', message: 'x\u001b\u009b\u2028y', nested: ['\u200f'] };
    const text = jsonWithVisibleControls(value, 2);
    expect(text).not.toMatch(RAW);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('npm run leads output', () => {
  const hostile: StoredRecords = {
    leads: [
      {
        created_at: '2025-06-01T10:00:00.000Z',
        ai_employee: 'Julie',
        name: 'Eve\u202etxt.exe\u200b\u{e0041}',
        email: 'eve@example.com',
        company: 'Firma\u001b]0;pwned\u0007',
        source: 'julie-landing-page',
        invisible_characters: true,
        status: 'pending',
        confirmed_at: null,
      },
    ],
    messages: [
      {
        created_at: '2025-06-01T10:00:00.000Z',
        name: 'Eve',
        email: 'eve@example.com',
        message: 'Hi\u001b[2J\u001b[31m there\nsecond line \u009b1m',
        invisible_characters: false,
      },
    ],
  };

  it('the tables print no raw control, bidi or invisible character', () => {
    const text = formatTables(hostile);
    expect(text).not.toMatch(RAW);
    expect(text).not.toMatch(RAW_INVISIBLE);
    expect(text).toContain('Eve\\u{202e}txt.exe\\u{200b}\\u{e0041}');
    expect(text).toContain('Firma\\u{1b}]0;pwned\\u{7}');
    expect(text).toContain('Hi\\u{1b}[2J\\u{1b}[31m there second line');
    // Issue 34: a row holding an invisible character says so in a column of its own.
    expect(text.split('\n').find((line) => line.includes('eve@example.com') && line.includes('Julie'))).toMatch(/ yes\s+pending$/);
    expect(text).toMatch(/created_at\s+name\s+email\s+company\s+employee\s+invisible\s+status\s+confirmed_at/);
    // D88: members are counted apart from pending leads.
    expect(text).toContain('Members (confirmed): 0; pending: 1');
  });

  it('the CSV keeps line breaks inside quoted cells and escapes the rest', () => {
    const text = formatCsv(hostile);
    expect(text.replaceAll('\r\n', '').replaceAll('\n', '')).not.toMatch(RAW);
    expect(text).toContain('"Hi\\u{1b}[2J\\u{1b}[31m there\nsecond line \\u{9b}1m"');
    // Issue 34: the flag is a column of the sheet.
    expect(text.split('\r\n')[0]).toMatch(/,invisible_characters/);
    expect(text.split('\r\n')[1]).toMatch(/,true/);
  });
});
