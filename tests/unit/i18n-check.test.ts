import { describe, expect, it } from 'vitest';
import { comparePair, flatten, parseLocale, unusedKeys } from '../../scripts/i18n-check';

const flat = (value: unknown) => flatten(value);

describe('i18n:check', () => {
  it('reports keys missing on either side', () => {
    const problems: string[] = [];
    comparePair('home', flat({ a: 'A', b: 'B' }), flat({ a: 'Á', c: 'C' }), problems);
    expect(problems).toContain('cs/home.json: missing key "b"');
    expect(problems).toContain('en/home.json: missing key "c" (present in cs)');
  });
  it('reports differing variables and tags, and empty strings', () => {
    const problems: string[] = [];
    comparePair('x', flat({ a: 'Hi {{name}}', b: 'See <1>terms</1>', c: 'ok' }), flat({ a: 'Ahoj {{jmeno}}', b: 'Viz podmínky', c: ' ' }), problems);
    expect(problems.some((p) => p.includes('"a": variables differ'))).toBe(true);
    expect(problems.some((p) => p.includes('"b": <Trans> tags differ'))).toBe(true);
    expect(problems).toContain('cs/x.json: empty string at "c"');
  });
  it('requires all four Czech plural forms', () => {
    const problems: string[] = [];
    comparePair('x', flat({ n_one: '{{count}} day', n_other: '{{count}} days' }), flat({ n_one: '{{count}} den', n_few: '{{count}} dny', n_other: '{{count}} dní' }), problems);
    expect(problems).toEqual(['cs/x.json: plural "n" lacks _many']);
  });
  it('points at the line and column of a JSON syntax error', () => {
    const problems: string[] = [];
    parseLocale('public/locales/cs/home.json', '{\n  "a": "b",\n  "c" "d"\n}', problems);
    expect(problems[0]).toMatch(/^public\/locales\/cs\/home\.json:3:\d+: invalid JSON/);
  });
  it('finds keys that no source uses, honouring template prefixes and the allowlist', () => {
    const source = "t('nav.demo'); t(`footer.links.${key}`); t('home:faq.items', { returnObjects: true })";
    const keys = ['nav.demo', 'nav.gone', 'footer.links.andrea', 'faq.items.0.q', 'meta.title'];
    expect(unusedKeys('home', keys, source, ['home:meta'])).toEqual(['nav.gone']);
  });
});

describe('i18n:check variables', () => {
  it('compares the set of variables, so a variable used twice in one language is fine', () => {
    const problems: string[] = [];
    comparePair('x', flat({ a: '{{name}} and {{name}} again' }), flat({ a: '{{name}} znovu' }), problems);
    expect(problems).toEqual([]);
  });
});
