import { CURRENCY_BY_LANGUAGE, type Language } from '@/config/site';
import { formatCount } from './format-number';

/** "€29", "€1,190" in English; "690 Kč", "1 190 Kč" in Czech (no-break spaces), as Intl prints them. */
export function formatPrice(amount: number, language: Language): string {
  const digits = formatCount(amount, language);
  return CURRENCY_BY_LANGUAGE[language] === 'EUR' ? `€${digits}` : `${digits}\u00a0Kč`;
}
