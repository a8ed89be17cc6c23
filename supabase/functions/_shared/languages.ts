/**
 * THE language table (D51): the only place that knows which languages the site speaks. The route
 * table, prerender, sitemap, hreflang, og:locale, the toggle, the path rule, the root redirect, the
 * static server and the host recipes, the formatters, typography, `npm run i18n:check` and the
 * function's sentences all iterate over it. It lives beside the function's code because the Edge
 * Function deploys only supabase/functions/ and must pick the request's language from it too; the
 * browser imports it as `@shared/languages`, scripts by path. Plain data: nothing here runs.
 *
 * The first entry is the default language: no path prefix, the i18next fallback, x-default.
 */
export const LANGUAGE_TABLE = [
  {
    code: 'en',
    /** The first path segment of this language's pages ("" = no prefix: /andrea). */
    prefix: '',
    /** Browser languages (BCP 47 prefixes of the first `navigator.languages` entry or `Accept-Language`) served this language. */
    serves: ['en'],
    /** Prices are shown and charged in this currency (site.ts holds the amounts per currency). */
    currency: 'EUR',
    /** How a price is written; {{n}} is the grouped number. */
    price: '€{{n}}',
    thousands: ',',
    percent: '{{n}}%',
    /** A long date; {{d}} day, {{m}} month name (below), {{y}} year. */
    longDate: '{{d}} {{m}} {{y}}',
    /** The twelve month names as a long date uses them, separated by spaces. */
    months: 'January February March April May June July August September October November December',
    /** typography.ts: one-letter words bound to the next word, and numbers to their unit ("" = none). */
    oneLetterWords: '',
    numberUnits: false,
    ogLocale: 'en_US',
    /** The language toggle's visible label for this language, and what it does, written in this language (its accessible name). */
    toggleLabel: 'EN',
    switchTo: 'Switch to English',
  },
  {
    code: 'cs',
    prefix: 'cs',
    serves: ['cs', 'sk'],
    currency: 'CZK',
    price: '{{n}}\u00a0Kč',
    thousands: '\u00a0',
    percent: '{{n}}\u00a0%',
    longDate: '{{d}}. {{m}} {{y}}',
    months: 'ledna února března dubna května června července srpna září října listopadu prosince',
    // ČSN 01 6910: k s v z o u a i never end a line.
    oneLetterWords: 'ksvzouai',
    numberUnits: true,
    ogLocale: 'cs_CZ',
    toggleLabel: 'CZ',
    switchTo: 'Přepnout do češtiny',
  },
] as const satisfies readonly LanguageEntry[];

export type Currency = 'EUR' | 'CZK';

export interface LanguageEntry {
  code: string;
  prefix: string;
  serves: readonly string[];
  currency: Currency;
  price: string;
  thousands: string;
  percent: string;
  longDate: string;
  months: string;
  oneLetterWords: string;
  numberUnits: boolean;
  ogLocale: string;
  toggleLabel: string;
  switchTo: string;
}

export type Language = (typeof LANGUAGE_TABLE)[number]['code'];

/** Every language's code, the default first. */
export const LANGUAGES: readonly Language[] = LANGUAGE_TABLE.map((entry) => entry.code);
export const DEFAULT_LANGUAGE = LANGUAGE_TABLE[0].code;

/** The table's entry of a language code. */
export function languageEntry(language: Language): LanguageEntry {
  return LANGUAGE_TABLE.find((entry) => entry.code === language)!;
}

/** The language served to a browser language tag ("sk-SK" -> cs); the default when none serves it. */
export function languageServing(tag: string): Language {
  const lower = tag.trim().toLowerCase();
  return LANGUAGE_TABLE.find((entry) => entry.serves.some((served) => lower.startsWith(served)))?.code ?? DEFAULT_LANGUAGE;
}
