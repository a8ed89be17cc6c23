import { describe, expect, it } from 'vitest';
import { formatCount, formatLongDate, formatPercent } from '@/lib/format-number';
import { formatPrice } from '@/lib/format-price';
import { languageEntry, LANGUAGES, type Language } from '@shared/languages';

/** Our formatters avoid Intl (its first use per page load is a long task); Intl is the reference. */
/**
 * The Intl locale each language's shapes follow: og:locale's, but British English ("5 March 2026").
 * A language Intl does not know (the pseudo-locale, D51) follows English's shapes with its own month names.
 */
const known = (locale: string) => Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
const ogIntl = (language: Language) => languageEntry(language).ogLocale.replace('_', '-');
const intlLocale = (language: Language) => (language === 'en' || !known(ogIntl(language)) ? 'en-GB' : ogIntl(language));
const ENGLISH_MONTHS = languageEntry('en').months.split(' ');
/** Intl's long date, with the language's own month names where Intl does not know the language. */
function referenceDate(language: Language, date: Date): string {
  const text = new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
  if (known(ogIntl(language))) return text;
  const month = date.getUTCMonth();
  return text.replace(ENGLISH_MONTHS[month], languageEntry(language).months.split(' ')[month]);
}
const VALUES = [0, 3, 12, 47, 100, 690, 999, 1000, 1190, 1284, 12_500, 123_456, 1_234_567];

describe.each(LANGUAGES)('formatters in %s print what Intl prints', (language) => {
  it('counts', () => {
    for (const value of [...VALUES, -8, -1284])
      expect(formatCount(value, language)).toBe(new Intl.NumberFormat(intlLocale(language)).format(value));
  });

  it('percentages, plain and as a signed change', () => {
    for (const value of [...VALUES.slice(0, 6), -8]) {
      expect(formatPercent(value, language)).toBe(new Intl.NumberFormat(intlLocale(language), { style: 'percent' }).format(value / 100));
      expect(formatPercent(value, language, true)).toBe(
        new Intl.NumberFormat(intlLocale(language), { style: 'percent', signDisplay: 'exceptZero' }).format(value / 100),
      );
    }
  });

  it("prices in the language's currency (EUR in English, CZK in Czech)", () => {
    // Irish English writes euros as English pages do ("€29").
    const reference = new Intl.NumberFormat(language === 'en' ? 'en-IE' : intlLocale(language), {
      style: 'currency',
      currency: languageEntry(language).currency,
      maximumFractionDigits: 0,
    });
    for (const value of VALUES) expect(formatPrice(value, language)).toBe(reference.format(value));
  });

  it('long dates, every month', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 9, 22, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatLongDate(iso, language)).toBe(referenceDate(language, new Date(`${iso}T00:00:00Z`)));
      }
    }
  });
});
