import { NOT_FOUND_ROUTE, ROUTES } from '@/config/routes';
import type { Language } from '@/config/site';
import { LANGUAGES } from './language';
import { readLocaleFile } from './locale-files';
import { DEFAULT_NAMESPACE, localeUrl, type LanguageResources, type Namespace } from './namespaces';

/**
 * The namespaces a page may start with: `common` (every page) and those the route table lists, so
 * a page's new namespace needs no line here. The startup loader refuses any other.
 */
export const NAMESPACES: readonly Namespace[] = [
  ...new Set<Namespace>([DEFAULT_NAMESPACE, ...[...ROUTES, NOT_FOUND_ROUTE].flatMap((route) => route.namespaces)]),
];

export type InitialResources = Partial<Record<Language, LanguageResources>>;

/**
 * The translations a prerendered page was rendered with, plus the English fallback on a Czech
 * page. The prerender lists their URLs in `<meta name="app-locales">` and the loader preloads
 * them beside the entry module; these reads use the same URLs and credentials mode, so the
 * preloaded responses serve them. A file that fails is left out: i18next then reads it through
 * the HTTP backend, with D8's retries.
 */
export async function fetchInitialResources(urls: readonly string[]): Promise<InitialResources> {
  const wanted = LANGUAGES.flatMap((language) =>
    NAMESPACES.filter((ns) => urls.includes(localeUrl(language, ns))).map((ns) => ({ language, ns })),
  );
  const read = await Promise.all(
    wanted.map(async ({ language, ns }) => {
      try {
        const { data } = await readLocaleFile(localeUrl(language, ns));
        return data && { language, ns, data };
      } catch {
        return undefined;
      }
    }),
  );
  const resources: InitialResources = {};
  for (const entry of read) if (entry) (resources[entry.language] ??= {})[entry.ns] = entry.data;
  return resources;
}
