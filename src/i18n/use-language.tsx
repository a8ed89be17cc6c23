/**
 * The one way in, for components, to the language and the i18next instance (lint keeps
 * react-i18next's `I18nContext`, useTranslation()'s `i18n` and `languageFromPath` in components out
 * of everything else). Components that render text still take `t` from useTranslation().
 */
import type { i18n as I18n } from 'i18next';
import { createContext, use, useDeferredValue, useMemo, type ReactNode } from 'react';
import { I18nContext, I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Language } from '@/config/site';
import { languageFromPath, LANGUAGES } from './language';

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

/**
 * The language of the address. RoutePage switches i18next to it, and the language toggle offers
 * the others: both render with the navigation, never once more in the old language (D34).
 */
export function usePathLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/**
 * The i18next instance, read without subscribing: for components that switch or load languages
 * and render no text of their own, so a language switch does not render them again (useTranslation()
 * hands out a new object on every switch, which re-ran their effects; D60).
 */
export function useI18nInstance(): I18n {
  return use(I18nContext).i18n;
}

/**
 * Issue 37 (D74): what it wraps (the footer, always below the fold after a language switch,
 * which scrolls to the top) takes the new language one render after the first screen, so its text
 * is not part of the toggle's synchronous task. It reads an i18next clone of its own: the same
 * loaded copy and services, a language of its own that trails the page's by React's
 * `useDeferredValue`. Its components' subscriptions go to the clone, so the switch of the page's
 * instance does not render them; the deferred render does, all at once. While hydrating, the
 * language is the page's.
 */
export function DeferredLanguage({ children }: { children: ReactNode }) {
  const i18n = useI18nInstance();
  const language = useDeferredValue(useLanguage());
  // initAsync false: the clone takes its language before the first render (the copy is loaded).
  const clone = useMemo(() => i18n.cloneInstance({ lng: language, initAsync: false }), [i18n, language]);
  return (
    <I18nextProvider i18n={clone}>
      <LanguageProvider>{children}</LanguageProvider>
    </I18nextProvider>
  );
}
