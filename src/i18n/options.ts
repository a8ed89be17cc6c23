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
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
    returnNull: false,
    // typography.ts: Czech no-break spaces and the ellipsis, the same in the prerender and the browser.
    postProcess: ['typography'],
    initAsync: false,
  };
}
