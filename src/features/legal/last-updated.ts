import type { Language } from '@/config/site';

/**
 * The date the Terms and the Privacy Policy were last changed. A constant (never Date.now()), so
 * the prerendered HTML and the hydrated page agree; change it with every edit of the legal copy.
 */
export const LEGAL_LAST_UPDATED = '2026-11-22';

/** "22 November 2026" / "22. listopadu 2026": formatted in UTC so every machine prints the same day. */
export function formatLegalDate(isoDate: string, language: Language): string {
  const locale = language === 'cs' ? 'cs-CZ' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
