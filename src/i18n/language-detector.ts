import type { i18n as I18n } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { languageFromPath, STORAGE_KEY } from './language';

/**
 * Spec section 2: the path's language first, then the saved choice, the browser's languages and
 * `<html lang>`; the choice is saved under `i18nextLng`, which the root redirect reads.
 * The library's own `path` lookup returns the first segment ("andrea" on an English page), so the
 * site's rule (no prefix is English, /cs is Czech) is a lookup of its own, ahead of the others.
 */
export const DETECTION: DetectorOptions = {
  order: ['sitePath', 'localStorage', 'navigator', 'htmlTag'],
  lookupLocalStorage: STORAGE_KEY,
  caches: ['localStorage'],
};

export function createLanguageDetector(i18n?: I18n): LanguageDetector {
  const detector = new LanguageDetector(i18n?.services, DETECTION);
  detector.addDetector({ name: 'sitePath', lookup: () => languageFromPath(window.location.pathname) });
  return detector;
}

/**
 * Saves the page's language now and after every switch. Loaded at idle after hydration (the
 * library is 2.3 KB gzip, and every URL carries its language, so nothing before needs it).
 */
export function rememberLanguage(i18n: I18n): void {
  const detector = createLanguageDetector(i18n);
  const save = (language: string) => {
    try {
      detector.cacheUserLanguage(language);
    } catch {
      // Storage refused (private modes, quota): the path still decides every page.
    }
  };
  save(i18n.language);
  i18n.on('languageChanged', save);
}
