import { afterEach, describe, expect, it, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import { fetchInitialResources, NAMESPACES } from '@/i18n/initial-resources';

/** The network edge is stubbed: each URL answers with its own JSON, or fails as told. */
function stubFetch(fail: Record<string, number | 'network'> = {}) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (fail[url] === 'network') throw new TypeError('Failed to fetch');
      if (typeof fail[url] === 'number') return new Response('nope', { status: fail[url] as number });
      return new Response(JSON.stringify({ from: url }));
    }),
  );
  return asked;
}

describe('fetchInitialResources (the translations a prerendered page was rendered with)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads every listed file once, by language and namespace', async () => {
    const asked = stubFetch();
    const resources = await fetchInitialResources(['/locales/cs/common.json', '/locales/cs/home.json', '/locales/en/common.json']);
    expect(asked.sort()).toEqual(['/locales/cs/common.json', '/locales/cs/home.json', '/locales/en/common.json']);
    expect(resources).toEqual({
      cs: { common: { from: '/locales/cs/common.json' }, home: { from: '/locales/cs/home.json' } },
      en: { common: { from: '/locales/en/common.json' } },
    });
  });

  it('leaves out a file that fails (4xx, 5xx, network), so i18next reads it again with D8 retries', async () => {
    stubFetch({ '/locales/cs/home.json': 503, '/locales/cs/demo.json': 'network', '/locales/en/common.json': 404 });
    const resources = await fetchInitialResources([
      '/locales/cs/common.json',
      '/locales/cs/home.json',
      '/locales/cs/demo.json',
      '/locales/en/common.json',
    ]);
    expect(resources).toEqual({ cs: { common: { from: '/locales/cs/common.json' } } });
  });

  it('ignores URLs that are not a known language and namespace', async () => {
    const asked = stubFetch();
    const unknown = 'x-unknown'; // not a language code of any table: a recipe's new language must not break this test
    expect(await fetchInitialResources([`/locales/${unknown}/common.json`, '/locales/cs/nope.json', '/evil.json'])).toEqual({});
    expect(asked).toEqual([]);
  });

  it("accepts exactly the namespaces of the English locale files (common plus the route table's)", () => {
    const files = readdirSync('public/locales/en').map((file) => file.replace(/\.json$/, ''));
    expect([...NAMESPACES].sort()).toEqual(files.sort());
  });
});
