import type { i18n as I18n } from 'i18next';
import type { Language } from '@/config/site';
import { hasCopy } from '@/i18n/locale-files';
import type { Namespace } from '@/i18n/namespaces';
import type { RouteDef } from '@/config/routes';
import { pageOf, type PageEntry, type PageModule } from './page-map';

const modules = new Map<PageEntry['load'], PageModule>();
const pending = new Map<unknown, Promise<unknown>>();

/**
 * One load per key. A failure is kept too (D61): RouteErrorBoundary then loads the page in full,
 * with the current deploy's code; loading again here would start over inside React's second render
 * of the failed page, and again after that.
 */
function once<T>(key: unknown, start: () => Promise<T>): Promise<T> {
  let promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = start();
    pending.set(key, promise);
  }
  return promise;
}

/** The page component if its chunk is already here (prerender, preloaded hydration, revisits). */
export function loadedPage(route: RouteDef): PageModule | undefined {
  return modules.get(pageOf(route).load);
}

export function preloadPage(route: RouteDef): Promise<PageModule> {
  const { load } = pageOf(route);
  return once(load, () =>
    load().then((module) => {
      modules.set(load, module);
      return module;
    }),
  );
}

/** Every namespace a route's page reads, `common` first. */
export function pageNamespaces(route: RouteDef): Namespace[] {
  return ['common', ...route.namespaces];
}

/** Whether the page's copy in `language` is in the store (copy read ahead joins it now: hasCopy). */
export function hasLanguageReady(i18n: I18n, language: Language, route: RouteDef): boolean {
  return pageNamespaces(route).every((ns) => hasCopy(i18n, language, ns));
}

/**
 * Loads the page's namespaces in its language. It only loads: switching happens once the page is
 * committed, because a render of the outgoing page must never switch the language back. D61: it
 * rejects when the copy is still missing after i18next's retries (D8), so the page is not shown
 * in another language than its address says (RouteErrorBoundary loads the address in full).
 */
export function prepareLanguage(i18n: I18n, language: Language, route: RouteDef): Promise<unknown> {
  const namespaces = pageNamespaces(route);
  return once(`${language}:${namespaces.join(',')}`, async () => {
    // Namespaces first (they join options.ns), then the language loads them all in one pass; a
    // language i18next already has (the first page's) got them with the namespaces. Once only:
    // asking again would repeat D8's retries of a file that failed.
    await i18n.loadNamespaces(namespaces);
    if (!i18n.languages?.includes(language)) await i18n.loadLanguages(language);
    if (!hasLanguageReady(i18n, language, route)) throw new Error(`The ${language} copy of ${route.id} did not load`);
  });
}
