/** The components' one way in to the language and the i18next instance (lint enforces it); text still comes from useTranslation(). */
import type { i18n as I18n } from 'i18next';
import { createContext, use, useDeferredValue, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Language } from '@/config/site';
import { languageFromPath } from './language';

const LanguageContext = createContext<Language | null>(null);
const InstanceContext = createContext<I18n | null>(null);

const clones = new WeakMap<I18n, Map<Language, I18n>>();

/** A clone per language sharing one store: a switch is one render with the navigation, not a second pass. */
function instanceFor(i18n: I18n, language: Language): I18n {
  let byLanguage = clones.get(i18n);
  if (!byLanguage) clones.set(i18n, (byLanguage = new Map()));
  let clone = byLanguage.get(language);
  if (!clone) {
    clone = i18n.cloneInstance({ lng: language, ns: [], initAsync: false });
    byLanguage.set(language, clone);
  }
  return clone;
}

function LanguageScope({ i18n, language, children }: { i18n: I18n; language: Language; children: ReactNode }) {
  return (
    <InstanceContext value={i18n}>
      <I18nextProvider i18n={instanceFor(i18n, language)}>
        <LanguageContext value={language}>{children}</LanguageContext>
      </I18nextProvider>
    </InstanceContext>
  );
}

/** The path decides the language (spec section 2); its copy is in the store by then (the route's loader). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <LanguageScope i18n={use(I18nContext).i18n} language={usePathLanguage()}>
      {children}
    </LanguageScope>
  );
}

/** The language of the text being rendered: the path's, so prerender and hydration agree. */
export function useLanguage(): Language {
  const language = use(LanguageContext);
  if (!language) throw new Error('useLanguage() needs a <LanguageProvider> above it (src/app/Providers.tsx renders one).');
  return language;
}

/** The language of the address. */
export function usePathLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** The one i18next instance, not a clone: for components that render no text through it, so a switch skips them. */
export function useI18nInstance(): I18n {
  const i18n = use(InstanceContext);
  if (!i18n) throw new Error('useI18nInstance() needs a <LanguageProvider> above it (src/app/Providers.tsx renders one).');
  return i18n;
}

/** What it wraps (the footer) takes a new language one render after the first screen, keeping what was typed. */
export function DeferredLanguage({ children }: { children: ReactNode }) {
  return (
    <LanguageScope i18n={useI18nInstance()} language={useDeferredValue(useLanguage())}>
      {children}
    </LanguageScope>
  );
}
