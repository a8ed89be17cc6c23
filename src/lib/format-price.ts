import { languageEntry, type Language } from '@shared/languages';
import { formatCount } from './format-number';

/** "€29", "€1,190" in English; "690 Kč", "1 190 Kč" in Czech (no-break spaces), as Intl prints them (the language table holds the shape). */
export function formatPrice(amount: number, language: Language): string {
  const digits = formatCount(amount, language);
  return languageEntry(language).price.replace('{{n}}', digits);
}
