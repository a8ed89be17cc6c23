import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyHttpBackend } from '@/i18n/lazy-http-backend';

/** The network edge is stubbed; i18next and i18next-http-backend are the real ones. */
function stubFetch(responses: (() => Response)[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(String(url));
      return (responses.shift() ?? (() => new Response('{}')))();
    }),
  );
  return urls;
}

async function instance() {
  const i18n = createInstance();
  await i18n.use(LazyHttpBackend).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    retryTimeout: 1,
    initAsync: false,
  });
  return i18n;
}

describe('LazyHttpBackend (D8, D29)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads through i18next-http-backend once a read is asked for', async () => {
    const urls = stubFetch([() => new Response(JSON.stringify({ brand: 'Ahoj' }))]);
    const i18n = await instance();
    await i18n.changeLanguage('cs');
    expect(urls).toContain('/locales/cs/common.json');
    expect(i18n.t('brand')).toBe('Ahoj');
  });

  it('a 5xx is retried by i18next, as with the backend used directly', async () => {
    const urls = stubFetch([
      () => new Response(JSON.stringify({ brand: 'Hello' })),
      () => new Response('down', { status: 503 }),
      () => new Response(JSON.stringify({ brand: 'Ahoj' })),
    ]);
    const i18n = await instance();
    await i18n.changeLanguage('cs');
    await vi.waitFor(() => expect(i18n.t('brand', { lng: 'cs' })).toBe('Ahoj'));
    expect(urls.filter((url) => url === '/locales/cs/common.json')).toHaveLength(2);
  });
});
