import type { PostProcessorModule } from 'i18next';
import { LANGUAGE_TABLE } from '@shared/languages';

/**
 * Typesetting rules applied where copy is rendered, so marketers keep typing ordinary spaces in the
 * locale JSON (issue 18), as the language table asks. Czech (ČSN 01 6910): a one-letter preposition or conjunction never ends a
 * line, and a number stays with its unit, currency or counted noun; both get a no-break space. In
 * every language three dots become the ellipsis character.
 */
const NBSP = '\u00a0';

// A one-letter word of the language's list in either case, at the start, after a space, a no-break
// space, an opening bracket, a quote or a tag's `>`, followed by ordinary spaces and then more text.
const oneLetterWord = (letters: string) => new RegExp(`(?<=^|[\\s\\u00a0(„“"'‚>])([${letters}${letters.toUpperCase()}]) +(?=\\S)`, 'g');
// A digit group before another group of three ("1 190") or before a unit, currency or word ("30 dní",
// "80 %", "12 měsíců").
const NUMBER_AND_UNIT = /(?<=\d) +(?=\d{3}(?!\d)|[\p{L}%‰°€$])/gu;
const THREE_DOTS = /\.\.\./g;

/** Each language's rules from the table; none for a language outside it (`cimode`). */
const RULES = new Map(
  LANGUAGE_TABLE.map((entry) => [
    entry.code as string,
    { oneLetterWord: entry.oneLetterWords ? oneLetterWord(entry.oneLetterWords) : undefined, numbers: entry.numberUnits },
  ]),
);

/** The typeset form of one rendered string in `language`. */
export function typeset(text: string, language: string | undefined): string {
  const withEllipsis = text.includes('...') ? text.replace(THREE_DOTS, '…') : text;
  const rules = language === undefined ? undefined : RULES.get(language);
  if (!rules) return withEllipsis;
  const bound = rules.oneLetterWord ? withEllipsis.replace(rules.oneLetterWord, `$1${NBSP}`) : withEllipsis;
  return rules.numbers ? bound.replace(NUMBER_AND_UNIT, NBSP) : bound;
}

/**
 * i18next post-processor: runs after interpolation on every string t() returns (objects from
 * `returnObjects` are processed leaf by leaf), in the prerender and the browser alike, so
 * hydration sees the same text.
 */
export const typographyPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'typography',
  // i18next also hands over the finished object of a `returnObjects` call, whose leaves are done.
  process(value: string, _key, options, translator: { language?: string }) {
    return typeof value === 'string' ? typeset(value, options.lng ?? translator.language) : value;
  },
};
