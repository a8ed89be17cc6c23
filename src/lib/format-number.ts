import type { Language } from '@/config/site';

/**
 * Numbers as Intl prints them for our two languages, without Intl: the first Intl.NumberFormat or
 * DateTimeFormat of a page load initialises ICU's locale data (33 ms on a desktop, a long task on
 * a phone that Lighthouse counts as blocking time), and the site only ever needs these shapes.
 * tests/unit/format-number.test.ts compares every function with Intl's own output.
 */
const GROUP_SEPARATOR: Record<Language, string> = { en: ',', cs: '\u00a0' };

/** "1,284" / "1 284" (no-break space); whole numbers, as the site shows them. */
export function formatCount(value: number, language: Language): string {
  const digits = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[language]);
  return value < 0 ? `-${digits}` : digits;
}

/** "47%" / "47 %"; with `signed`, "+12%" and "-8%" as a change (zero unsigned). */
export function formatPercent(value: number, language: Language, signed = false): string {
  const sign = signed && value > 0 ? '+' : '';
  return `${sign}${formatCount(value, language)}${language === 'cs' ? '\u00a0%' : '%'}`;
}

const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  cs: ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince'],
};

/** "5 March 2026" / "5. března 2026" from an ISO date (YYYY-MM-DD), the same day on every machine. */
export function formatLongDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = MONTHS[language][month - 1];
  return language === 'cs' ? `${day}. ${monthName} ${year}` : `${day} ${monthName} ${year}`;
}
