// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '@/i18n/language';
import { siteLanguageDetector } from '@/i18n/site-language-detector';

const detect = () => (siteLanguageDetector.detect as () => string)();
const cache = (language: string) => siteLanguageDetector.cacheUserLanguage?.(language);

describe('siteLanguageDetector (spec section 2, D32: path, storage, navigator, html lang; cached as i18nextLng)', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('the path decides, whatever is saved', () => {
    localStorage.setItem(STORAGE_KEY, 'en');
    window.history.pushState({}, '', '/cs/andrea');
    expect(detect()).toBe('cs');
    window.history.pushState({}, '', '/andrea');
    localStorage.setItem(STORAGE_KEY, 'cs');
    expect(detect()).toBe('en');
  });

  it('saves the chosen language under i18nextLng, but never the key-display mode', () => {
    cache('cs');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('cs');
    cache('cimode');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('cs');
  });

  it('a throwing localStorage neither breaks detection nor caching', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    window.history.pushState({}, '', '/cs');
    expect(detect()).toBe('cs');
    expect(() => cache('cs')).not.toThrow();
  });
});
