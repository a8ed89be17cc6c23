import type { Language } from '@/config/site';
import { LANGUAGES } from './language';
import { localeUrl, NAMESPACES, type LanguageResources } from './namespaces';

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
        const response = await fetch(localeUrl(language, ns), { credentials: 'same-origin' });
        return response.ok ? { language, ns, data: (await response.json()) as Record<string, unknown> } : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  const resources: InitialResources = {};
  for (const entry of read) if (entry) (resources[entry.language] ??= {})[entry.ns] = entry.data;
  return resources;
}
