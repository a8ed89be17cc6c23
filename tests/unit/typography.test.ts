import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { baseOptions } from '@/i18n/options';
import { typeset, typesetFormat, typesetLocaleFile } from '@/i18n/typography';

const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');

const NBSP = '\u00a0';
const NB_HYPHEN = '\u2011';
const cs = (text: string) => typeset(text, 'cs');

describe('typeset (issue 18)', () => {
  it.each(['k', 's', 'v', 'z', 'o', 'u', 'a', 'i', 'K', 'S', 'V', 'Z', 'O', 'U', 'A', 'I'])('binds "%s" to the next word', (letter) => {
    expect(cs(`Mluvíme ${letter} zákazníky`)).toBe(`Mluvíme ${letter}${NBSP}zákazníky`);
    expect(cs(`${letter} zákazníky`)).toBe(`${letter}${NBSP}zákazníky`);
  });

  it('after punctuation, brackets and quotes, and twice in a row', () => {
    expect(cs('Ano, a potom.')).toBe(`Ano, a${NBSP}potom.`);
    expect(cs('(v Praze)')).toBe(`(v${NBSP}Praze)`);
    expect(cs('„A proto“')).toBe(`„A${NBSP}proto“`);
    expect(cs('Sídlíme a v Praze i v Brně.')).toBe(`Sídlíme a${NBSP}v${NBSP}Praze i${NBSP}v${NBSP}Brně.`);
  });

  it('leaves letters inside words, abbreviations and letters before punctuation alone', () => {
    expect(cs('kus pravdy')).toBe('kus pravdy');
    expect(cs('s.r.o. v Praze')).toBe(`s.r.o. v${NBSP}Praze`);
    expect(cs('body a, b a c')).toBe(`body a, b a${NBSP}c`);
    expect(cs('a')).toBe('a');
  });

  it('binds numbers to units, currencies, counted nouns and thousands groups', () => {
    expect(cs('30 dní zdarma')).toBe(`30${NBSP}dní zdarma`);
    expect(cs('1 190 Kč')).toBe(`1${NBSP}190${NBSP}Kč`);
    expect(cs('12 měsíců')).toBe(`12${NBSP}měsíců`);
    expect(cs('až o 80 % méně')).toBe(`až o${NBSP}80${NBSP}% méně`);
    expect(cs('Krok 1 ze 3')).toBe(`Krok 1${NBSP}ze 3`);
    // Every Czech letter counts as a word's first letter, and × is no letter.
    expect(cs('3 řádky, 5 Úkolů, 2 ťuky, 4 ŽÁDOSTI, 3 × týdně')).toBe(
      `3${NBSP}řádky, 5${NBSP}Úkolů, 2${NBSP}ťuky, 4${NBSP}ŽÁDOSTI, 3 × týdně`,
    );
  });

  it('binds an abbreviation to the number or item it introduces, and keeps a postcode whole (ČSN 01 6910)', () => {
    expect(cs('zákon č. 89/2012 Sb.')).toBe(`zákon č.${NBSP}89/2012${NBSP}Sb.`);
    expect(cs('(čl. 6 odst. 1 písm. b) GDPR)')).toBe(`(čl.${NBSP}6${NBSP}odst.${NBSP}1${NBSP}písm.${NBSP}b) GDPR)`);
    expect(cs('Štěpánská 796/44, 110 00 Praha 1')).toBe(`Štěpánská 796/44, 110${NBSP}00${NBSP}Praha 1`);
    // A sentence's end before a word stays breakable; a period of a longer word binds nothing.
    expect(cs('Je to tak. Potom')).toBe('Je to tak. Potom');
    expect(cs('zákazníka. 3 dny')).toBe(`zákazníka. 3${NBSP}dny`);
    expect(typeset('No. 5, 110 00 Prague', 'en')).toBe('No. 5, 110 00 Prague');
  });

  it('issue 75: keeps a section sign with its number and a written date on one line', () => {
    expect(cs('podle § 2389a a násl.')).toBe(`podle §${NBSP}2389a a${NBSP}násl.`);
    expect(cs('§§ 2389g–2389p OZ')).toBe(`§§${NBSP}2389g–2389p OZ`);
    expect(cs('Platné od 3. prosince 2026.')).toBe(`Platné od 3.${NBSP}prosince${NBSP}2026.`);
    // A sentence that ends in a number does not glue the next sentence's words to a year.
    expect(cs('Je jich 12. Potom 2026')).toBe('Je jich 12. Potom 2026');
    expect(typeset('Last updated: 3 December 2026, § 19', 'en')).toBe('Last updated: 3 December 2026, § 19');
  });

  it('leaves e-mail addresses, URLs and tags intact and binds across a tag boundary', () => {
    expect(cs('Napište na andrea@aiemployees.cz a počkejte')).toBe(`Napište na andrea@aiemployees.cz a${NBSP}počkejte`);
    expect(cs('https://www.aiemployees.cz/cs/privacy')).toBe('https://www.aiemployees.cz/cs/privacy');
    expect(cs('Podrobnosti v <privacy>Zásadách</privacy>.')).toBe(`Podrobnosti v${NBSP}<privacy>Zásadách</privacy>.`);
    expect(cs('<strong>a</strong> více')).toBe('<strong>a</strong> více');
  });

  it('never lets a Czech word break at its hyphen, and leaves addresses, URLs, paths, tags and English alone (issue 33)', () => {
    expect(cs('Věnujte den nápadům, ne e-mailovým vláknům')).toBe(`Věnujte den nápadům, ne e${NB_HYPHEN}mailovým vláknům`);
    expect(cs('E-mail')).toBe(`E${NB_HYPHEN}mail`);
    expect(cs('Ústí-Řevnice, č-ž')).toBe(`Ústí${NB_HYPHEN}Řevnice, č${NB_HYPHEN}ž`);
    expect(cs('e-shopy a B2B-klienti, 2-3 dny')).toBe(`e${NB_HYPHEN}shopy a${NBSP}B2B${NB_HYPHEN}klienti, 2${NB_HYPHEN}3${NBSP}dny`);
    expect(cs('<strong>e-mail</strong> – pomlčka - a spojovník')).toBe(`<strong>e${NB_HYPHEN}mail</strong> – pomlčka - a${NBSP}spojovník`);
    expect(cs('Pište na jana-novak@firma-x.cz nebo https://ai-employees.cz/cs/early-access')).toBe(
      'Pište na jana-novak@firma-x.cz nebo https://ai-employees.cz/cs/early-access',
    );
    expect(cs('Viz /cs/early-access a www.ai-employees.cz')).toBe(`Viz /cs/early-access a${NBSP}www.ai-employees.cz`);
    expect(cs('<link to="/cs/early-access">e-mail</link>')).toBe(`<link to="/cs/early-access">e${NB_HYPHEN}mail</link>`);
    expect(typeset('A follow-up e-mail', 'en')).toBe('A follow-up e-mail');
  });

  it('writes the ellipsis in both languages and keeps English spaces', () => {
    expect(typeset('Loading...', 'en')).toBe('Loading…');
    expect(cs('Načítání...')).toBe('Načítání…');
    expect(typeset('I am a 30 day trial', 'en')).toBe('I am a 30 day trial');
    expect(typeset('v Praze', undefined)).toBe('v Praze');
  });

  it('is idempotent', () => {
    const once = cs('A v roce 2026 a 1 190 Kč... e-mailem');
    expect(cs(once)).toBe(once);
  });
});

describe("i18next's format step", () => {
  const resources = {
    cs: { common: { line: 'Zkuste to s {{name}} za {{days}} dní', list: ['v Praze', 'a v Brně'], mail: 'Pište na {{email}}' } },
    en: { common: { line: 'Try it with {{name}} for {{days}} days...' } },
  };
  const instance = (lng: string, filesTypeset = false, given: Resource = resources) => {
    const i18n = createInstance();
    void i18n.use(typesetFormat(filesTypeset)).init({ ...baseOptions(), lng, resources: given });
    return i18n;
  };
  // Keys of this test's own resources, not of the site's typed namespaces.
  const translate = (lng: string, key: string, options: Record<string, unknown> = {}): unknown =>
    instance(lng).t(key as never, options as never);

  it('typesets after interpolation, so values next to the words are bound too', () => {
    expect(translate('cs', 'line', { name: 'Andreou', days: 30 })).toBe(`Zkuste to s${NBSP}Andreou za 30${NBSP}dní`);
    expect(translate('cs', 'mail', { email: 'a@b.cz' })).toBe('Pište na a@b.cz');
  });

  it('typesets each string of a returnObjects list', () => {
    expect(translate('cs', 'list', { returnObjects: true })).toEqual([`v${NBSP}Praze`, `a${NBSP}v${NBSP}Brně`]);
  });

  it('leaves English spacing alone apart from the ellipsis', () => {
    expect(translate('en', 'line', { name: 'a friend', days: 30 })).toBe('Try it with a friend for 30 days…');
  });

  it('returns a string of a file typeset ahead as it is, and still typesets what a placeholder fills', () => {
    const i18n = instance('cs', true, { cs: { common: { plain: 'v Praze', line: 'Zkuste to s {{name}}' } } });
    // Not typeset again: the build did it, so the browser's format step must not touch it.
    expect(i18n.t('plain' as never)).toBe('v Praze');
    expect(i18n.t('line' as never, { name: 'Andreou' } as never)).toBe(`Zkuste to s${NBSP}Andreou`);
  });

  it('leaves a placeholder in a file typeset ahead for after interpolation', () => {
    expect(typesetLocaleFile({ a: 'v Praze', b: ['za {{days}} dní'], c: { d: 's e-mailem' } }, 'cs')).toEqual({
      a: `v${NBSP}Praze`,
      b: ['za {{days}} dní'],
      c: { d: `s${NBSP}e${NB_HYPHEN}mailem` },
    });
  });

  // The prerender reads the files as written and the browser the build's: every key of every
  // namespace must come out the same, or hydration would not match.
  it.each(['en', 'cs'])('renders every %s string the same from the shipped file as from the written one', (lng) => {
    const written: Record<string, Record<string, unknown>> = {};
    for (const file of readdirSync(path.join(LOCALES, lng)))
      written[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(LOCALES, lng, file), 'utf8'));
    const shipped = Object.fromEntries(Object.entries(written).map(([ns, file]) => [ns, typesetLocaleFile(file, lng)]));
    const prerender = instance(lng, false, { [lng]: written });
    const browser = instance(lng, true, { [lng]: shipped as Record<string, Record<string, unknown>> });
    const values = { count: 3, days: 30, price: '1 190 Kč', name: 'Andrea', email: 'a@b.cz', year: 2026, date: '3. prosince 2026' };
    let compared = 0;
    for (const [ns, file] of Object.entries(written)) {
      for (const key of Object.keys(file)) {
        const options = { ns, returnObjects: true, ...values } as never;
        expect(browser.t(key as never, options), `${lng}/${ns}.json ${key}`).toEqual(prerender.t(key as never, options));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });
});
