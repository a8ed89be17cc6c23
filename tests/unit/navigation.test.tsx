/**
 * Navigation in seconds: the real route table, the real glue (src/app/router.tsx, load-page.ts,
 * RouteScreen.tsx) and real pages in a memory router, with only the network stubbed (locale files
 * are read from public/locales; a page's chunk can be made to fail). No build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, createPath, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_DEADLINE_MS, browserPageLoader } from '@/app/load-page';
import { appRoutes, matchPage, PAGE_ROUTES, Screens, type PageRoute } from '@/app/router';
import { ROUTES, routePaths } from '@/config/routes';
import { createBrowserI18n } from '@/i18n/create-browser-i18n';
import { LANGUAGES, localizePath } from '@/i18n/language';

const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');
const PAGES = path.resolve(import.meta.dirname, '../../src/pages');

/** Locale files whose answer never comes (a path fragment each). */
const held = new Set<string>();

beforeEach(() => {
  held.clear();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname } = new URL(url, 'http://localhost');
    if ([...held].some((fragment) => pathname.includes(fragment))) return new Promise<never>(() => undefined);
    return new Response(readFileSync(path.join(LOCALES, pathname.replace(/^\/locales\//, ''))), { status: 200 });
  });
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let suspended = 0;
function Suspended() {
  useEffect(() => void (suspended += 1), []);
  return null;
}

/** The app's router in memory, as src/main.tsx builds it in the browser. */
function mountApp(start: string, screens = new Screens()) {
  // The instance starts in the language of the address it was loaded at, as in the browser.
  window.history.replaceState(null, '', start);
  const i18n: I18n = createBrowserI18n();
  const holder: { router?: ReturnType<typeof createMemoryRouter> } = {};
  const loadPage = browserPageLoader(i18n, () => (holder.router ? createPath(holder.router.state.location) : start));
  const router = createMemoryRouter(appRoutes(loadPage, screens), { initialEntries: [start] });
  holder.router = router;
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<Suspended />}>
        <RouterProvider router={router} useTransitions={false} />
      </Suspense>
    </I18nextProvider>,
  );
  const h1 = () => document.querySelector('main h1');
  // The first page renders once its loader is done (`initialized`); later ones once the router is idle again.
  const settled = () =>
    vi.waitFor(
      () =>
        expect({ initialized: router.state.initialized, navigation: router.state.navigation.state }).toEqual({
          initialized: true,
          navigation: 'idle',
        }),
      {
        timeout: 6000,
      },
    );
  return { router, i18n, screens, h1, settled };
}

/** The addresses a full load was asked for: `loadInFull` marks each before it leaves the page (jsdom cannot leave it). */
const fullLoads = () =>
  Object.keys(sessionStorage)
    .filter((key) => key.startsWith('full-load:'))
    .map((key) => key.slice('full-load:'.length));

const text = (language: 'en' | 'cs', ns: string, key: string): string =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8')),
    ) as string;

/** Czech typesetting binds one-letter words with no-break spaces: compared as ordinary spaces. */
const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\u2011/g, '-');

describe('the route table as the data router sees it', () => {
  it('has a route per path per language, and one not-found route per language, with unique ids', () => {
    const paths = ROUTES.flatMap((route) => routePaths(route));
    expect(PAGE_ROUTES).toHaveLength(paths.length * LANGUAGES.length + LANGUAGES.length);
    expect(new Set(PAGE_ROUTES.map((page) => page.id)).size).toBe(PAGE_ROUTES.length);
  });

  it('matches each address to its page and language: aliases to their primary, unknown paths to the not-found page of their language', () => {
    const seen = (pathname: string) => {
      const page = matchPage(pathname) as PageRoute;
      return `${page.route.id}:${page.language}`;
    };
    expect(seen('/cs/andrea')).toBe('andrea:cs');
    expect(seen('/andrea')).toBe('andrea:en');
    expect(seen('/privacy-policy')).toBe('privacy:en');
    expect(seen('/cs/terms-and-conditions')).toBe('terms:cs');
    expect(seen('/no-such-page')).toBe('notFound:en');
    expect(seen('/cs/no-such-page')).toBe('notFound:cs');
  });

  it('gives a page one screen in every language, so the language switch keeps it mounted', async () => {
    const screens = new Screens();
    const [en, cs, alias] = await Promise.all(
      ['/terms', '/cs/terms', '/terms-and-conditions'].map((pathname) => screens.load(matchPage(pathname) as PageRoute)),
    );
    expect(cs).toBe(en);
    expect(alias).toBe(en);
    expect(await screens.load(matchPage('/privacy') as PageRoute)).not.toBe(en);
  });
});

describe('navigation in a memory router', () => {
  it('renders the first page after its loader, in its language', async () => {
    const app = mountApp('/cs/andrea');
    await app.settled();
    await vi.waitFor(() => expect(plain(app.h1()?.textContent)).toBe(plain(text('cs', 'andrea', 'hero.title'))));
    // After the commit, the instance follows: what the language detector remembers.
    await vi.waitFor(() => expect(app.i18n.language).toBe('cs'));
  });

  it('commits a page whose code and copy are in memory in one navigation, without a pending state', async () => {
    const screens = new Screens();
    const app = mountApp('/', screens);
    await app.settled();
    // Read ahead, as a link near the viewport does.
    await screens.load(matchPage('/trust') as PageRoute);
    await app.i18n.loadNamespaces(['trust']);
    const states: string[] = [];
    const stop = app.router.subscribe((state) => states.push(`${state.navigation.state}:${state.location.pathname}`));
    await act(() => app.router.navigate('/trust'));
    stop();
    expect(states.at(-1)).toBe('idle:/trust');
    expect(states.filter((state) => state.startsWith('idle'))).toEqual(['idle:/trust']);
    expect(plain(app.h1()?.textContent)).toBe(plain(text('en', 'trust', 'hero.title')));
  });

  it('keeps the page mounted on a language switch and shows it in the new language', async () => {
    const app = mountApp('/andrea');
    await app.settled();
    await vi.waitFor(() => expect(app.h1()).not.toBeNull());
    const heading = app.h1();
    await act(() => app.router.navigate('/cs/andrea'));
    await app.settled();
    expect(app.h1()).toBe(heading);
    await vi.waitFor(() => expect(plain(app.h1()?.textContent)).toBe(plain(text('cs', 'andrea', 'hero.title'))));
  });

  it('goes Back to the page left, as a POP the scroll restoration answers', async () => {
    const app = mountApp('/');
    await app.settled();
    await act(() => app.router.navigate('/trust'));
    await app.settled();
    await act(() => app.router.navigate(-1));
    await app.settled();
    expect(app.router.state.location.pathname).toBe('/');
    expect(app.router.state.historyAction).toBe('POP');
    expect(plain(app.h1()?.textContent)).toBe(plain(text('en', 'home', 'hero.title')));
  });

  it('loads the address in full when its copy is not here within the deadline, and shows the page left meanwhile', async () => {
    const app = mountApp('/');
    await app.settled();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: "Not implemented: navigation"
    held.add('/en/trust.json');
    const started = Date.now();
    void app.router.navigate('/trust');
    await vi.waitFor(() => expect(fullLoads()).toEqual(['/trust']), { timeout: COPY_DEADLINE_MS + 2000, interval: 100 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(COPY_DEADLINE_MS - 50);
    expect(app.router.state.location.pathname).toBe('/');
    expect(plain(app.h1()?.textContent)).toBe(plain(text('en', 'home', 'hero.title')));
  });

  it("renders the page's error (and loads it in full once) when its code fails to load", async () => {
    class FailingScreens extends Screens {
      override load(page: PageRoute) {
        return page.route.id === 'trust' ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : super.load(page);
      }
    }
    const app = mountApp('/', new FailingScreens());
    await app.settled();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: "Not implemented: navigation"
    await act(() => app.router.navigate('/trust'));
    await app.settled();
    // In the browser the address is the new page's by the time its error renders and reloads it.
    window.history.replaceState(null, '', '/trust');
    await vi.waitFor(() => expect(plain(app.h1()?.textContent)).toBe(plain(text('en', 'common', 'loadFailed.pageTitle'))));
    await vi.waitFor(() => expect(fullLoads().length).toBe(1));
  });
});

describe("the page author's rules, checked", () => {
  it('every page renders after its loader without suspending, in both languages', async () => {
    for (const language of LANGUAGES) {
      suspended = 0;
      // From the not-found page, so every page of the table is reached by a navigation.
      const app = mountApp(localizePath('/no-such-page', language));
      await app.settled();
      for (const route of ROUTES) {
        const pathname = localizePath(routePaths(route)[0] as string, language);
        void app.router.navigate(pathname);
        await vi.waitFor(() => expect(app.router.state.location.pathname).toBe(pathname), { timeout: 6000 });
        await app.settled();
        expect(app.router.state.location.pathname, pathname).toBe(pathname);
        expect(app.h1(), `${pathname} has its heading`).not.toBeNull();
      }
      expect(suspended, `pages that suspended in ${language}`).toBe(0);
      cleanup();
    }
  }, 15_000);

  it("names each page's default export as its file, which the prerender looks up", async () => {
    const files = readFileSync(path.join(PAGES, '..', 'app', 'page-map.ts'), 'utf8').match(/@\/pages\/(\w+)/g) ?? [];
    expect(files.length).toBeGreaterThan(10);
    for (const file of new Set(files.map((match) => match.slice('@/pages/'.length)))) {
      const module = (await import(`../../src/pages/${file}.tsx`)) as { default: { name: string } };
      expect(module.default.name, `src/pages/${file}.tsx: export default function ${file}`).toBe(file);
    }
  });
});
