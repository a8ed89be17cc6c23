import type { I18nFormatModule, i18n as I18n, InterpolationOptions, Interpolator, NewableModule } from 'i18next';
import { LANGUAGE_TABLE } from '@shared/languages';

/**
 * Typesetting rules applied where copy is rendered, so marketers keep typing ordinary spaces in the
 * locale JSON, as the language table asks. Czech (ČSN 01 6910): a one-letter preposition or conjunction never ends a
 * line, a number stays with its unit, currency or counted noun, an abbreviation with the number it
 * introduces ("č. 363/2013", "písm. b)"), a section sign with its number ("§ 19"), a written date
 * ("3. prosince 2026") and a postcode whole ("170 00"); all get a no-break space; a
 * hyphenated word ("e-mail") never breaks at its hyphen, which gets the non-breaking hyphen U+2011
 * (the fonts of the system stack draw it as the hyphen). In every language three dots
 * become the ellipsis character.
 */
const NBSP = '\u00a0';
const NON_BREAKING_HYPHEN = '\u2011';

// A one-letter word of the language's list in either case, at the start, after a space, a no-break
// space, an opening bracket, a quote or a tag's `>`, followed by ordinary spaces and then more text.
const oneLetterWord = (letters: string) => new RegExp(`(?<=^|[\\s\\u00a0(„“"'‚>])([${letters}${letters.toUpperCase()}]) +(?=\\S)`, 'g');
// The letters of the Latin script (ASCII, Latin-1 without × and ÷, Latin Extended-A and -B): every
// language of the table writes in it. Not `\p{L}`: V8 builds that class when a pattern first runs,
// 0.4-1 ms per pattern on a desktop and ten times that on a phone, and the Czech rules first run in
// the language toggle's render.
const LETTER = 'A-Za-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f';
// A digit group before another group of three ("1 190") or before a unit, currency or word ("30 dní",
// "80 %", "12 měsíců").
const NUMBER_AND_UNIT = new RegExp(`(?<=\\d) +(?=\\d{3}(?!\\d)|[${LETTER}%‰°€$])`, 'g');
// A short abbreviation ("č.", "čl.", "odst.", "písm.") before a number or a lettered item ("b)").
const ABBREVIATION_AND_NUMBER = new RegExp(`(?<=(?:^|[\\s\\u00a0(])[${LETTER}]{1,5}\\.) +(?=\\d|[${LETTER}]\\))`, 'g');
// A postcode's two groups ("170 00").
const POSTCODE = /(?<=(?<!\d)\d{3}) +(?=\d{2}(?!\d))/g;
// A section sign and its number ("§ 19", "§§ 2389a"), which a line must not split.
const SECTION_SIGN = /(?<=§) +(?=\d)/g;
// A date written out ("3. prosince 2026"): the day, the month and the year stay on one line. The
// month starts with a small letter (months are not capitalised where days are written "3."), so a
// sentence ending in a number ("Je jich 12. Potom 2026") is left alone.
const WRITTEN_DATE = new RegExp(`(?<=(?<!\\d)\\d{1,2}\\.) +([a-zúčřž][${LETTER}]*) +(?=\\d{4}(?!\\d))`, 'g');
const THREE_DOTS = /\.\.\./g;
// A tag, or a run of text up to the next space or tag; a hyphen between two letters or digits in it.
const TAG_OR_WORD = /<[^>]*>|[^\s\u00a0<>]+/g;
const INNER_HYPHEN = new RegExp(`(?<=[${LETTER}\\d])-(?=[${LETTER}\\d])`, 'g');
// What a visitor copies or a browser follows keeps its plain hyphens: addresses, URLs, paths.
const ADDRESS = /@|:\/\/|^\/|^www\./i;

function bindHyphens(text: string): string {
  return text.replace(TAG_OR_WORD, (token) =>
    token.startsWith('<') || ADDRESS.test(token) ? token : token.replace(INNER_HYPHEN, NON_BREAKING_HYPHEN),
  );
}

/** Each language's rules from the table; none for a language outside it (`cimode`) or none given. */
const RULES = new Map(
  LANGUAGE_TABLE.map((entry) => [
    entry.code as string | undefined,
    {
      oneLetterWord: entry.oneLetterWords ? oneLetterWord(entry.oneLetterWords) : undefined,
      numbers: entry.numberUnits,
      hyphens: entry.bindHyphens,
    },
  ]),
);

/** The typeset form of one rendered string in `language`. */
export function typeset(text: string, language: string | undefined): string {
  const withEllipsis = text.includes('...') ? text.replace(THREE_DOTS, '…') : text;
  const rules = RULES.get(language);
  if (!rules) return withEllipsis;
  const bound = rules.oneLetterWord ? withEllipsis.replace(rules.oneLetterWord, `$1${NBSP}`) : withEllipsis;
  const numbered = rules.numbers
    ? bound
        .replace(NUMBER_AND_UNIT, NBSP)
        .replace(ABBREVIATION_AND_NUMBER, NBSP)
        .replace(POSTCODE, NBSP)
        .replace(SECTION_SIGN, NBSP)
        .replace(WRITTEN_DATE, `${NBSP}$1${NBSP}`)
    : bound;
  return rules.hyphens && numbered.includes('-') ? bindHyphens(numbered) : numbered;
}

/** Whether a locale string has a placeholder: its text is known, and typeset, only once interpolated. */
const hasPlaceholder = (text: string) => text.includes('{{');

/** `value` (a locale file, or any part of one) with `edit` applied to each of its strings. */
export function mapStrings(value: unknown, edit: (text: string) => string): unknown {
  if (typeof value === 'string') return edit(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, edit));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, edit)]));
  return value;
}

/**
 * A locale file as the build ships it: every string without a placeholder already typeset, so the
 * browser does not typeset it again on every render (a language switch renders a whole page of text).
 */
export const typesetLocaleFile = (file: unknown, language: string): unknown =>
  mapStrings(file, (text) => (hasPlaceholder(text) ? text : typeset(text, language)));

/**
 * i18next's format step: a string with a placeholder is interpolated by i18next's own interpolator
 * and then typeset; any other string is returned as it is when its file arrived typeset from the
 * build (`filesTypeset`), and typeset here when it did not (the prerender and the dev server read
 * the files as marketers wrote them). i18next's default step would run its interpolation and
 * nesting patterns on every string, and the typesetter after them, in every render, and a language
 * switch renders a whole page of text (`npm run bench:copy` times both). Nesting (`$t(...)`) is not
 * read; the locale check refuses it. The prerender and the browser return the same text, so hydration matches.
 */
export function typesetFormat(filesTypeset: boolean): NewableModule<I18nFormatModule> {
  return class {
    // i18next reads the module's type from the class, which use() is given.
    static readonly type = 'i18nFormat';
    declare readonly type: 'i18nFormat';
    // i18next walks a `returnObjects` value leaf by leaf, each leaf through parse().
    readonly handleAsObject = true;
    declare private interpolator: Interpolator;

    init(i18n: I18n) {
      this.interpolator = i18n.services.interpolator;
    }

    // Every leaf of a locale file is a string: the locale check refuses any other value.
    parse(text: string, options: InterpolationOptions, language: string) {
      if (hasPlaceholder(text)) return typeset(this.interpolator.interpolate(text, options, language, options), language);
      return filesTypeset ? text : typeset(text, language);
    }
  };
}
