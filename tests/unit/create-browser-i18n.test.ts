import type { i18n as I18n } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserI18n } from '@/i18n/create-browser-i18n';

/** The network edge is stubbed; i18next and i18next-http-backend are the real ones. */
function stubFetch(answers: Record<string, (() => Response)[]> = {}) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      const answer = answers[String(url)]?.shift();
      return answer ? answer() : new Response(JSON.stringify({ from: String(url) }));
    }),
  );
  return asked;
}

const initialized = (i18n: I18n) =>
  new Promise<void>((resolve) => (i18n.isInitialized ? resolve() : i18n.on('initialized', () => resolve())));

/** A Czech page as the prerender serves it: its own copy and the English fallback (D32). New each
 * time: i18next keeps the object as its store and adds what it reads to it. */
const czechPage = () => ({
  language: 'cs' as const,
  resources: {
    cs: { common: { brand: 'Ahoj' }, home: { title: 'Domů' } },
    en: { common: { brand: 'Hello' }, home: { title: 'Home' } },
  },
});

describe('createBrowserI18n (D8, D32)', () => {
  // i18next's debug log is on in development builds, and tests run as one.
  beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a prerendered page starts from its own copy and reads none over HTTP', async () => {
    const asked = stubFetch();
    const i18n = createBrowserI18n(czechPage());
    await initialized(i18n);
    await i18n.loadNamespaces(['common', 'home']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(i18n.language).toBe('cs');
    expect(i18n.t('brand')).toBe('Ahoj');
  });

  it('reads a namespace the page did not start with, in the language and its fallback', async () => {
    const asked = stubFetch();
    const i18n = createBrowserI18n(czechPage());
    await initialized(i18n);
    await i18n.loadNamespaces('trust');
    expect(asked.sort()).toEqual(['/locales/cs/trust.json', '/locales/en/trust.json']);
    expect(i18n.getResourceBundle('cs', 'trust')).toEqual({ from: '/locales/cs/trust.json' });
  });

  it('a 5xx is read again after a wait; a 4xx is not (D8)', async () => {
    const asked = stubFetch({
      '/locales/cs/trust.json': [() => new Response('down', { status: 503 })],
      '/locales/en/trust.json': [() => new Response('gone', { status: 404 })],
    });
    const i18n = createBrowserI18n(czechPage());
    await initialized(i18n);
    await i18n.loadNamespaces('trust');
    await vi.waitFor(() => expect(i18n.getResourceBundle('cs', 'trust')).toEqual({ from: '/locales/cs/trust.json' }), {
      timeout: 2000,
    });
    expect(asked.filter((url) => url === '/locales/cs/trust.json')).toHaveLength(2);
    expect(asked.filter((url) => url === '/locales/en/trust.json')).toHaveLength(1);
  });
});
