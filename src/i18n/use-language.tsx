import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/site';
import { LANGUAGES } from './language';

const LanguageContext = createContext<Language | null>(null);

/**
 * Reads i18next's language once for the whole tree. Each useTranslation() subscribes on its own
 * and, on a language switch, copies the i18next instance: on the phone profile the links alone
 * spent 6-14 ms of the language toggle's tap doing that (D34). Key mode (`?lng=cimode`) counts as
 * the default language.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { language } = useTranslation().i18n;
  return <LanguageContext value={LANGUAGES.find((candidate) => candidate === language) ?? LANGUAGES[0]}>{children}</LanguageContext>;
}

/**
 * The language of the text being rendered: i18next's, which starts as the page's path language
 * (so prerender and hydration agree) and follows RoutePage's switch on navigation, the only place
 * that reads the language from the path. Everything else asks this hook, links included: a link
 * renders again when the language changes, together with its text, never in the old language
 * during a navigation's transition nor on a navigation within one language (D34).
 */
export function useLanguage(): Language {
  const language = use(LanguageContext);
  if (!language) throw new Error('useLanguage() needs a <LanguageProvider> above it (src/app/Providers.tsx renders one).');
  return language;
}
