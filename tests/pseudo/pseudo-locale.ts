/**
 * The pseudo-locale (D51, tests only): English made unmistakable and longer, as Mozilla's and
 * Android's pseudo-locales do. Every ASCII letter becomes an accented look-alike, so a visible
 * ASCII letter on a pseudo page is text that did not come from the locale files; every vowel is
 * doubled, about 35 % more length, so layouts meet the longer languages before a translator does.
 * {{variables}}, $t() nesting, <tags> and i18next's plural/context keys are kept as they are.
 */
import type { LanguageEntry } from '@shared/languages';

export const PSEUDO_CODE = 'qps';

const ACCENTED: Record<string, string> = {
  a: 'ȧ',
  b: 'ƀ',
  c: 'ƈ',
  d: 'ḓ',
  e: 'ḗ',
  f: 'ƒ',
  g: 'ɠ',
  h: 'ħ',
  i: 'ī',
  j: 'ĵ',
  k: 'ķ',
  l: 'ŀ',
  m: 'ḿ',
  n: 'ƞ',
  o: 'ǿ',
  p: 'ƥ',
  q: 'ɋ',
  r: 'ř',
  s: 'ş',
  t: 'ŧ',
  u: 'ŭ',
  v: 'ṽ',
  w: 'ẇ',
  x: 'ẋ',
  y: 'ẏ',
  z: 'ẑ',
  A: 'Ȧ',
  B: 'Ɓ',
  C: 'Ƈ',
  D: 'Ḓ',
  E: 'Ḗ',
  F: 'Ƒ',
  G: 'Ɠ',
  H: 'Ħ',
  I: 'Ī',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ŀ',
  M: 'Ḿ',
  N: 'Ƞ',
  O: 'Ǿ',
  P: 'Ƥ',
  Q: 'Ɋ',
  R: 'Ř',
  S: 'Ş',
  T: 'Ŧ',
  U: 'Ŭ',
  V: 'Ṽ',
  W: 'Ẇ',
  X: 'Ẋ',
  Y: 'Ẏ',
  Z: 'Ẑ',
};
const VOWELS = /[aeiouyAEIOUY]/;

/** What stays verbatim: {{variables}}, $t(nesting), <tags> and </tags>, and HTML entities. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[a-zA-Z0-9]+\s*\/?>|&[a-z]+;)/g;

/** One English string in the pseudo-locale. */
export function pseudoLocalise(text: string): string {
  return text
    .split(KEPT)
    .map((part, index) =>
      index % 2 === 1 ? part : [...part].map((char) => (ACCENTED[char] ? ACCENTED[char].repeat(VOWELS.test(char) ? 2 : 1) : char)).join(''),
    )
    .join('');
}

/** A locale file's content (strings at any depth, in arrays too) in the pseudo-locale. */
export function pseudoLocaliseTree(value: unknown): unknown {
  if (typeof value === 'string') return pseudoLocalise(value);
  if (Array.isArray(value)) return value.map(pseudoLocaliseTree);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, pseudoLocaliseTree(child)]));
  return value;
}

/** The pseudo-locale's row of the language table: English's shapes, its own prefix and labels. */
export function pseudoLanguage(english: LanguageEntry): LanguageEntry {
  return {
    ...english,
    code: PSEUDO_CODE,
    prefix: PSEUDO_CODE,
    serves: [PSEUDO_CODE],
    ogLocale: 'qps_PLOC',
    months: pseudoLocalise(english.months),
    toggleLabel: pseudoLocalise('QPS'),
    switchTo: pseudoLocalise(english.switchTo),
  };
}

/** True when `text` holds no ASCII letter: everything readable in it came out pseudo-localised. */
export const isPseudo = (text: string): boolean => !/[A-Za-z]/.test(text);
