import type { LanguageDetectorModule } from 'i18next';
import { detectLanguage, STORAGE_KEY } from './language';

/**
 * The site's language detector (spec section 2): path, then the saved choice, then the browser's
 * languages, then `<html lang>`, as decided by the unit-tested `detectLanguage`; the choice is
 * saved under `i18nextLng` for the root redirect (D4). A throwing localStorage (privacy modes)
 * is skipped. Our own module rather than i18next-browser-languagedetector: the path always
 * decides here, so the library's nine lookups would be the first page's bytes (8.3.0 measured
 * 2,318 B gzip minified, against D29's last ~50 B). Off the critical path it would have nothing to
 * do: every URL carries its language, the choice must be saved before hydration, and the one
 * detection without a path language is the root redirect, inline before the first paint.
 */
export const siteLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    detectLanguage({
      path: window.location.pathname,
      saved: readSaved(),
      navigatorLanguages: navigator.languages,
      htmlLang: document.documentElement.getAttribute('lang'),
    }),
  cacheUserLanguage: (language: string) => {
    if (language === 'cimode') return;
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Storage unavailable: the path still decides every page.
    }
  },
};

function readSaved(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
