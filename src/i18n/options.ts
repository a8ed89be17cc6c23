import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language';
import { DEFAULT_NAMESPACE } from './namespaces';

/** Options shared by the prerender and the browser, so both render the same text. */
export function baseOptions(): InitOptions {
  return {
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes what it renders; escaping twice would show "&amp;" to visitors.
    interpolation: { escapeValue: false },
    // Not 'loaded': a file arriving re-rendered every text on the page, synchronously (react-i18next
    // reads i18next as an external store), e.g. the whole new page a second time when a navigation
    // hydrated the footer's contact form. A component whose copy is missing loads it and renders
    // again itself (useSuspense: false), and the route's loader waits for its page's copy.
    react: { useSuspense: false, bindI18n: 'languageChanged' },
    returnNull: false,
    initAsync: false,
  };
}
