import type { PostProcessorModule } from 'i18next';

/**
 * Typesetting rules applied where copy is rendered, so marketers keep typing ordinary spaces in the
 * locale JSON (issue 18). Czech (ČSN 01 6910): a one-letter preposition or conjunction never ends a
 * line, and a number stays with its unit, currency or counted noun; both get a no-break space. In
 * every language three dots become the ellipsis character.
 */
const NBSP = '\u00a0';

// k s v z o u a i in both cases, at the start, after a space, a no-break space, an opening bracket,
// a quote or a tag's `>`, followed by ordinary spaces and then more text.
const ONE_LETTER_WORD = /(?<=^|[\s\u00a0(„“"'‚>])([kKsSvVzZoOuUaAiI]) +(?=\S)/g;
// A digit group before another group of three ("1 190") or before a unit, currency or word ("30 dní",
// "80 %", "12 měsíců").
const NUMBER_AND_UNIT = /(?<=\d) +(?=\d{3}(?!\d)|[\p{L}%‰°€$])/gu;
const THREE_DOTS = /\.\.\./g;

/** The typeset form of one rendered string in `language`. */
export function typeset(text: string, language: string | undefined): string {
  const withEllipsis = text.includes('...') ? text.replace(THREE_DOTS, '…') : text;
  if (language !== 'cs') return withEllipsis;
  return withEllipsis.replace(ONE_LETTER_WORD, `$1${NBSP}`).replace(NUMBER_AND_UNIT, NBSP);
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
