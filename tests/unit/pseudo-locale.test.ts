import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPseudo, pseudoLocalise, pseudoLocaliseTree } from '../pseudo/pseudo-locale';

describe('the pseudo-locale (D51)', () => {
  it('accents every letter and keeps variables, nesting, tags and entities', () => {
    const text = pseudoLocalise('Hi {{name}}, see <1>our terms</1> and $t(common:brand) &amp; more');
    expect(text).toContain('{{name}}');
    expect(text).toContain('<1>');
    expect(text).toContain('</1>');
    expect(text).toContain('$t(common:brand)');
    expect(text).toContain('&amp;');
    expect(isPseudo(text.replace(/\{\{name\}\}|<\/?1>|\$t\(common:brand\)|&amp;/g, ''))).toBe(true);
  });

  it('makes the English copy about 35 % longer', () => {
    const dir = path.resolve('public/locales/en');
    const strings: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const file of readdirSync(dir)) collect(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    const english = strings.join('').length;
    const pseudo = strings.map(pseudoLocalise).join('').length;
    expect(pseudo / english).toBeGreaterThan(1.3);
    expect(pseudo / english).toBeLessThan(1.45);
  });

  it('keeps the shape of a locale file', () => {
    expect(pseudoLocaliseTree({ a: ['One', { b: 'Two' }], n: 3 })).toEqual({ a: ['ǾǾƞḗḗ', { b: 'Ŧẇǿǿ' }], n: 3 });
  });
});
