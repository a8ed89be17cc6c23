/**
 * The one way in, for components, to the language and the i18next instance (lint keeps
 * react-i18next's `I18nContext`, useTranslation()'s `i18n` and `languageFromPath` in components out
 * of everything else). Components that render text still take `t` from useTranslation().
 */
import type { i18n as I18n } from 'i18next';
import { createContext, use, useDeferredValue, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Language } from '@/config/site';
import { languageFromPath } from './language';

const LanguageContext = createContext<Language | null>(null);
const InstanceContext = createContext<I18n | null>(null);

const clones = new WeakMap<I18n, Map<Language, I18n>>();

/**
 * The instance's clone for one language: the same loaded copy (one store) and services, a language
 * of its own that never changes, so a switch is a different context value, rendered by React like
 * any other change of state, never an event every useTranslation() handles at once. It loads
 * nothing itself (`ns: []`): each route's loader loads its page's copy into the shared store.
 */
function instanceFor(i18n: I18n, language: Language): I18n {
  // Key mode (`?lng=cimode`, development) keeps the instance itself: its text is the keys.
  if (i18n.language === 'cimode') return i18n;
  let byLanguage = clones.get(i18n);
  if (!byLanguage) clones.set(i18n, (byLanguage = new Map()));
  let clone = byLanguage.get(language);
  if (!clone) {
    clone = i18n.cloneInstance({ lng: language, ns: [], initAsync: false });
    byLanguage.set(language, clone);
  }
  return clone;
}

/** Everything below renders its text in `language`, from the clone of the one instance. */
function LanguageScope({ i18n, language, children }: { i18n: I18n; language: Language; children: ReactNode }) {
  return (
    <InstanceContext value={i18n}>
      <I18nextProvider i18n={instanceFor(i18n, language)}>
        <LanguageContext value={language}>{children}</LanguageContext>
      </I18nextProvider>
    </InstanceContext>
  );
}

/**
 * The path decides the page's language (spec section 2), for the whole tree at once. The switch is
 * part of the render of the navigation that changes the path, whose page has its copy in memory by
 * then (the route's loader, D87: the old page stays until then). It used to
 * follow i18next's `changeLanguage()` in a layout effect: every useTranslation() then rendered
 * again in a second pass after the navigation had rendered the page (issue 37).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <LanguageScope i18n={use(I18nContext).i18n} language={usePathLanguage()}>
      {children}
    </LanguageScope>
  );
}

/**
 * The language of the text being rendered: the path's (so prerender and hydration agree), which
 * changes with a navigation's render, together with the text. Everything asks this hook, links
 * included: a link renders again when the language changes, together with its text, never in the
 * old language nor on a navigation within one language (D34).
 */
export function useLanguage(): Language {
  const language = use(LanguageContext);
  if (!language) throw new Error('useLanguage() needs a <LanguageProvider> above it (src/app/Providers.tsx renders one).');
  return language;
}

/**
 * The language of the address: LanguageProvider's, RouteScreen's (which keeps the
 * instance's own language in step for the language detector), and the language toggle's, which
 * offers the others.
 */
export function usePathLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/**
 * The one i18next instance, not a language's clone: for components that load copy or read it for
 * an explicit language, and render no text through it, so a language switch does not render them
 * again (useTranslation() hands out a new object on every switch, which re-ran their effects; D60).
 */
export function useI18nInstance(): I18n {
  const i18n = use(InstanceContext);
  if (!i18n) throw new Error('useI18nInstance() needs a <LanguageProvider> above it (src/app/Providers.tsx renders one).');
  return i18n;
}

/**
 * Issue 37 (D74): what it wraps (the footer, always below the fold after a language switch,
 * which scrolls to the top) takes the new language one render after the first screen, so its text
 * is not part of the work before the new page is painted: React's `useDeferredValue`. A navigation
 * to a page already in memory is a synchronous render (src/main.tsx), where the value is deferred;
 * one that loads first is a transition, where it is not, and nothing is painted before it anyway.
 * What the visitor typed into the contact form stays (the same components, another language).
 */
export function DeferredLanguage({ children }: { children: ReactNode }) {
  return (
    <LanguageScope i18n={useI18nInstance()} language={useDeferredValue(useLanguage())}>
      {children}
    </LanguageScope>
  );
}
