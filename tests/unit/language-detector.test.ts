// @vitest-environment jsdom
import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@/i18n/language';
import { createLanguageDetector, DETECTION, rememberLanguage } from '@/i18n/language-detector';
import { LANGUAGES } from '@shared/languages';

const detected = (order = DETECTION.order) => {
  const found = createLanguageDetector().detect(order);
  return Array.isArray(found) ? found[0] : found;
};

describe('language detector (spec section 2: path, storage, navigator, html lang; cached as i18nextLng)', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    localStorage.clear();
    document.documentElement.removeAttribute('lang');
    vi.restoreAllMocks();
  });

  it('the path decides, whatever is saved: no prefix is English, /cs is Czech', () => {
    localStorage.setItem(STORAGE_KEY, 'en');
    window.history.pushState({}, '', '/cs/andrea');
    expect(detected()).toBe('cs');
    localStorage.setItem(STORAGE_KEY, 'cs');
    window.history.pushState({}, '', '/andrea');
    expect(detected()).toBe('en');
  });

  it('after the path: the saved choice, then the browser, then <html lang>', () => {
    const [, ...rest] = DETECTION.order ?? [];
    expect(rest).toEqual(['localStorage', 'navigator', 'htmlTag']);
    localStorage.setItem(STORAGE_KEY, 'cs');
    expect(detected(rest)).toBe('cs');
    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(detected(rest)).toBe('en-GB');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('');
    document.documentElement.setAttribute('lang', 'cs');
    expect(detected(rest)).toBe('cs');
  });

  it('saves the chosen language under i18nextLng, but never the key-display mode', () => {
    const detector = createLanguageDetector();
    detector.cacheUserLanguage('cs');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('cs');
    detector.cacheUserLanguage('cimode');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('cs');
  });

  it('a throwing localStorage never breaks a language switch', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'cs', supportedLngs: [...LANGUAGES], resources: { en: { common: {} }, cs: { common: {} } } });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => rememberLanguage(i18n)).not.toThrow();
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
  });

  it('rememberLanguage saves the current language at once and every later switch', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'cs', supportedLngs: [...LANGUAGES], resources: { en: { common: {} }, cs: { common: {} } } });
    rememberLanguage(i18n);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('cs');
    await i18n.changeLanguage('en');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('en');
  });
});
