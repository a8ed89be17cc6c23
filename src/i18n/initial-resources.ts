import { NOT_FOUND_ROUTE, ROUTES } from '@/config/routes';
import type { Language } from '@/config/site';
import { LANGUAGES } from './language';
import { readLocaleFile } from './locale-files';
import { DEFAULT_NAMESPACE, localeUrl, type LanguageResources, type Namespace } from './namespaces';

/** The namespaces a page may start with: `common` and those the route table lists. */
export const NAMESPACES: readonly Namespace[] = [
  ...new Set<Namespace>([DEFAULT_NAMESPACE, ...[...ROUTES, NOT_FOUND_ROUTE].flatMap((route) => route.namespaces)]),
];

export type InitialResources = Partial<Record<Language, LanguageResources>>;

/**
 * The translations a prerendered page was rendered with (its `app-locales` meta, preloaded by the
 * loader); a file that fails is left out for i18next's backend to read with its retries.
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
