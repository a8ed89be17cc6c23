import { createInstance, type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/config/site';
import { detectLanguage, STORAGE_KEY } from './language';
import { LOCALE_PATH, type LanguageResources } from './namespaces';
import { baseOptions } from './options';

/** The path decides the language on every page (spec section 2), so it is the first detector. */
const sitePathDetector = {
  name: 'sitePath',
  lookup: () => detectLanguage({ path: window.location.pathname }),
};

/**
 * The browser instance starts from the resources inlined by the prerender (no round trip before
 * hydration); other languages and namespaces load over HTTP with retries (D8).
 */
export function createBrowserI18n(initial?: { language: Language; resources: LanguageResources }): I18n {
  const detector = new LanguageDetector();
  detector.addDetector(sitePathDetector);
  const instance = createInstance();
  // In development, ?lng=cimode shows keys instead of text, so anyone can find where a string lives.
  const keyMode = import.meta.env.DEV && new URLSearchParams(window.location.search).get('lng') === 'cimode';
  void instance
    .use(HttpBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      ...baseOptions(),
      ...(keyMode && { lng: 'cimode' }),
      debug: import.meta.env.DEV,
      ...(initial && { resources: { [initial.language]: initial.resources }, partialBundledLanguages: true }),
      ns: initial ? Object.keys(initial.resources) : baseOptions().ns,
      backend: { loadPath: LOCALE_PATH },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      detection: {
        order: ['sitePath', 'localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: STORAGE_KEY,
        caches: ['localStorage'],
      },
    });
  return instance;
}
