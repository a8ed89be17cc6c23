import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/site';
import { LANGUAGES } from './language';

/**
 * The language of the text being rendered: i18next's, which starts as the page's path language
 * (so prerender and hydration agree) and follows RoutePage's switch on navigation, the only place
 * that reads the language from the path. Everything else asks this hook, links included: a link
 * renders again when the language changes, together with its text, never in the old language
 * during a navigation's transition nor on a navigation within one language (D34). Key mode
 * (`?lng=cimode`) counts as the default language.
 */
export function useLanguage(): Language {
  const { language } = useTranslation().i18n;
  return LANGUAGES.find((candidate) => candidate === language) ?? LANGUAGES[0];
}
