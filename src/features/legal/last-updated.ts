import type { Language } from '@/config/site';
import { formatLongDate } from '@/lib/format-number';

/**
 * The date the Terms and the Privacy Policy were last changed. A constant (never Date.now()), so
 * the prerendered HTML and the hydrated page agree; change it with every edit of the legal copy.
 */
export const LEGAL_LAST_UPDATED = '2026-11-22';

/** "22 November 2026" / "22. listopadu 2026". */
export function formatLegalDate(isoDate: string, language: Language): string {
  return formatLongDate(isoDate, language);
}
