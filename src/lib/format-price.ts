import { CURRENCY_BY_LANGUAGE, type Language } from '@/config/site';

const LOCALE: Record<Language, string> = { en: 'en-IE', cs: 'cs-CZ' };

/** "€29" in English, "690 Kč" in Czech (Czech grouping uses a no-break space: "1 190 Kč"). */
export function formatPrice(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE[language], {
    style: 'currency',
    currency: CURRENCY_BY_LANGUAGE[language],
    maximumFractionDigits: 0,
  }).format(amount);
}
