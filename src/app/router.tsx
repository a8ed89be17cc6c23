/**
 * The data router's routes from the route table: every path in every language, with `lazy` for
 * the page's code and a `loader` for its copy, so the old page stays until both are here.
 */
import { memo, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { href, NOT_FOUND_ROUTE, ROUTES, routePaths, type RouteDef } from '@/config/routes';
import type { Language } from '@/config/site';
import { LANGUAGES, localizePath } from '@/i18n/language';
import { HydrationMarker } from './HydrationMarker';
import { Layout } from './Layout';
import { PageError } from './PageError';
import { pageOf } from './page-map';
import { Providers } from './Providers';
import { routeScreen, type PageData } from './RouteScreen';

/** What a route's loader does: the page's copy in its language, ready before the commit. */
export type LoadPage = (language: Language, route: RouteDef, url: string) => Promise<PageData> | PageData;

export interface PageRoute {
  id: string;
  path: string;
  route: RouteDef;
  language: Language;
}

/** Every route the router knows, the not-found page last: its splat path per language. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...ROUTES.flatMap((route: RouteDef) =>
    routePaths(route).flatMap((path) =>
      LANGUAGES.map((language) => ({ id: `${language}:${path}`, path: localizePath(path, language), route, language })),
    ),
  ),
  ...LANGUAGES.map((language) => {
    const home = localizePath(href('home'), language);
    return { id: `${language}:*`, path: home === href('home') ? '*' : `${home}/*`, route: NOT_FOUND_ROUTE, language };
  }),
];

const matchable = PAGE_ROUTES.map(({ id, path }) => ({ id, path }));

/** The route an address of this site renders (the not-found page for any unknown path). */
export function matchPage(pathname: string): PageRoute | undefined {
  const id = matchRoutes(matchable, pathname)?.at(-1)?.route.id;
  return PAGE_ROUTES.find((page) => page.id === id);
}

/**
 * Each page's screen once loaded, so a prefetched page's `lazy` answers without a task's wait and
 * commits in one render. One screen per page of the table, whatever the language: the language
 * toggle renders the same component under the other language's route, so the page stays mounted
 * and keeps what the reader did on it (the demo's tab, an open form's text) in the new language.
 */
export class Screens {
  private readonly loaded = new Map<string, ComponentType>();

  get(page: PageRoute): ComponentType | undefined {
    return this.loaded.get(page.route.id);
  }

  async load(page: PageRoute): Promise<ComponentType> {
    const known = this.loaded.get(page.route.id);
    if (known) return known;
    const { default: Page } = await pageOf(page.route).load();
    const screen = this.loaded.get(page.route.id) ?? routeScreen(page.route, Page);
    this.loaded.set(page.route.id, screen);
    return screen;
  }
}

const Shell = memo(function Shell() {
  return (
    <Providers>
      <Layout />
      <HydrationMarker />
    </Providers>
  );
});

/** A screen already loaded (the page being hydrated) needs no `lazy`, as react-router asks for hydration. */
export function appRoutes(loadPage: LoadPage, screens = new Screens()): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Shell,
      ErrorBoundary: PageError,
      children: PAGE_ROUTES.map((page) => {
        const ready = screens.get(page);
        return {
          id: page.id,
          path: page.path,
          ErrorBoundary: PageError,
          loader: ({ request }) => loadPage(page.language, page.route, request.url),
          // react-router renders no boundary for a rejected `lazy`, so a failed chunk renders PageError.
          ...(ready
            ? { Component: ready }
            : {
                lazy: () => {
                  const screen = screens.get(page);
                  return screen
                    ? Promise.resolve({ Component: screen })
                    : screens.load(page).then(
                        (Component) => ({ Component }),
                        () => ({ Component: PageError }),
                      );
                },
              }),
        };
      }),
    },
  ];
}
