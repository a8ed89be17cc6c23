import type { i18n as I18n } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserI18n } from '@/i18n/create-browser-i18n';
import { hasCopy, prefetchCopy } from '@/i18n/locale-files';

/** The network edge is stubbed; i18next and i18next-http-backend are the real ones. */
function stubFetch() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ from: String(url) }));
    }),
  );
  return asked;
}

/** An English page as the prerender serves it, whose i18next options nobody may assign to (D48). */
async function englishPage(): Promise<I18n> {
  const i18n = createBrowserI18n({ language: 'en', resources: { en: { common: { brand: 'Hello' }, home: { title: 'Home' } } } });
  await new Promise<void>((resolve) => (i18n.isInitialized ? resolve() : i18n.on('initialized', () => resolve())));
  const declared = i18n.options.ns;
  Object.defineProperty(i18n.options, 'ns', {
    get: () => declared,
    set: () => {
      throw new Error('i18n.options.ns assigned');
    },
  });
  return i18n;
}

describe('locale files read ahead (D34, D48)', () => {
  beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("another page's copy waits undeclared, joins the store when its page renders, and is read once", async () => {
    const asked = stubFetch();
    const i18n = await englishPage();
    await prefetchCopy(i18n, 'en', ['common', 'trust']);
    expect(asked).toEqual(['/locales/en/trust.json']);
    expect(i18n.options.ns).not.toContain('trust');
    expect(i18n.hasResourceBundle('en', 'trust')).toBe(false);

    expect(hasCopy(i18n, 'en', 'trust')).toBe(true);
    expect(i18n.getResourceBundle('en', 'trust')).toEqual({ from: '/locales/en/trust.json' });
    expect(i18n.options.ns).toContain('trust');
    await prefetchCopy(i18n, 'en', ['trust']);
    expect(asked).toEqual(['/locales/en/trust.json']);
  });

  it("the page's own copy in another language goes into the store at once, so a switch needs no request", async () => {
    const asked = stubFetch();
    const i18n = await englishPage();
    await prefetchCopy(i18n, 'cs', ['common', 'home']);
    expect(asked.sort()).toEqual(['/locales/cs/common.json', '/locales/cs/home.json']);
    expect(i18n.getResourceBundle('cs', 'home')).toEqual({ from: '/locales/cs/home.json' });
    await i18n.changeLanguage('cs');
    expect(asked).toHaveLength(2);
  });

  it('i18next-http-backend is handed a file read ahead instead of reading it again', async () => {
    const asked = stubFetch();
    const i18n = await englishPage();
    await prefetchCopy(i18n, 'en', ['legal']);
    await i18n.loadNamespaces('legal');
    expect(asked).toEqual(['/locales/en/legal.json']);
    expect(i18n.getResourceBundle('en', 'legal')).toEqual({ from: '/locales/en/legal.json' });
    expect(hasCopy(i18n, 'cs', 'legal')).toBe(false);
  });

  it('each instance keeps what it read ahead: nothing carries over to another instance', async () => {
    const asked = stubFetch();
    const first = await englishPage();
    const second = await englishPage();
    await prefetchCopy(first, 'en', ['demo']);
    await prefetchCopy(second, 'en', ['demo']);
    expect(asked).toEqual(['/locales/en/demo.json', '/locales/en/demo.json']);
    expect(hasCopy(first, 'en', 'demo')).toBe(true);
    expect(hasCopy(second, 'en', 'demo')).toBe(true);
  });
});
