import { createInstance, type i18n as I18n, type PostProcessorModule } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/config/site';
import type { InitialResources } from './initial-resources';
import { languageFromPath } from './language';
import { localeBackend } from './locale-files';
import { LOCALE_PATH } from './namespaces';
import { baseOptions } from './options';
import { typesetFormat } from './typography';

/**
 * The browser instance starts from the prerendered page's own translations (read beside the entry
 * module, so hydration waits for no further round trip) and, on a Czech page, the English
 * fallback: i18next finds every bundle it needs in the store, so a first visit reads no copy over
 * HTTP unless one of those files failed. Other languages and namespaces load through
 * i18next-http-backend with i18next's retries (its defaults: 5 more tries, waits doubling from
 * 350 ms): a 5xx or a network failure is tried again, a 4xx is not. The backend reads through
 * locale-files.ts, the site's one reader.
 * `recorder` (development only: the copy inspector's) sees every string as typeset.
 */
export function createBrowserI18n(initial?: { language: Language; resources: InitialResources }, recorder?: PostProcessorModule): I18n {
  const instance = createInstance();
  // The DEV test lets the production build drop these lines whole.
  if (import.meta.env.DEV && recorder) instance.use(recorder);
  void instance
    .use(HttpBackend)
    // Production serves the build's locale files, typeset ahead; the dev server serves them as written.
    .use(typesetFormat(!import.meta.env.DEV))
    .use(initReactI18next)
    .init({
      ...baseOptions(),
      // Every URL carries its language (spec section 2: the path decides); the saved choice is kept
      // by the language detector, loaded at idle after hydration (HydrationMarker).
      lng: languageFromPath(window.location.pathname),
      ...(import.meta.env.DEV && { debug: true, ...(recorder && { postProcess: [recorder.name], postProcessPassResolved: true }) }),
      ...(initial && { lng: initial.language, resources: initial.resources, partialBundledLanguages: true }),
      ns: initial ? Object.keys(initial.resources[initial.language] ?? {}) : baseOptions().ns,
      backend: localeBackend(LOCALE_PATH),
    });
  return instance;
}
