import { languageEntry, type Language } from '@shared/languages';

/**
 * Numbers as Intl prints them for the site's languages, without Intl: the first Intl.NumberFormat or
 * DateTimeFormat of a page load initialises ICU's locale data (33 ms on a desktop, a long task on
 * a phone that Lighthouse counts as blocking time), and the site only ever needs these shapes,
 * which the language table holds. tests/unit/format-number.test.ts compares every function with
 * Intl's own output.
 */

/** "1,284" / "1 284" (no-break space); whole numbers, as the site shows them. */
export function formatCount(value: number, language: Language): string {
  const digits = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, languageEntry(language).thousands);
  return value < 0 ? `-${digits}` : digits;
}

/** "47%" / "47 %"; with `signed`, "+12%" and "-8%" as a change (zero unsigned). */
export function formatPercent(value: number, language: Language, signed = false): string {
  const sign = signed && value > 0 ? '+' : '';
  return languageEntry(language).percent.replace('{{n}}', `${sign}${formatCount(value, language)}`);
}

/** "5 March 2026" / "5. března 2026" from an ISO date (YYYY-MM-DD), the same day on every machine. */
export function formatLongDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const entry = languageEntry(language);
  return entry.longDate
    .replace('{{d}}', String(day))
    .replace('{{m}}', entry.months.split(' ')[month - 1])
    .replace('{{y}}', String(year));
}
