import type { i18n as I18n } from 'i18next';
import { replace } from 'react-router-dom';
import { toast } from '@/lib/toast-store';
import { pageNamespaces, type RouteDef } from '@/config/routes';
import type { Language } from '@/config/site';
import { headInMemory, loadHead } from '@/features/seo/Seo';
import { hasCopy } from '@/i18n/locale-files';
import { loadInFull } from '@/lib/full-load';
import type { PageData } from './RouteScreen';

/** How long a visitor waits for copy before the page is loaded in full instead. */
export const COPY_DEADLINE_MS = 4000;

/** Whether the page's copy in `language` is in the store (copy read ahead joins it now: hasCopy). */
export function hasLanguageReady(i18n: I18n, language: Language, route: RouteDef): boolean {
  return pageNamespaces(route).every((ns) => hasCopy(i18n, language, ns));
}

/** Loads the page's namespaces in its language (namespaces first, so the language loads them in one pass). */
async function loadCopy(i18n: I18n, language: Language, route: RouteDef): Promise<boolean> {
  if (hasLanguageReady(i18n, language, route)) return true;
  await i18n.loadNamespaces(pageNamespaces(route));
  if (!i18n.languages?.includes(language)) await i18n.loadLanguages(language);
  return hasLanguageReady(i18n, language, route);
}

const deadline = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));

/**
 * The browser's loader: the page's copy and the head's code before the commit, so the address,
 * `<html lang>` and the text change together. Copy late past the deadline means a full load of the
 * address, or, where that cannot help, the page shown stays with a message. `shown` is the
 * router's location, since on Back the browser's address has already moved.
 */
export function browserPageLoader(i18n: I18n, shown: () => string) {
  return (language: Language, route: RouteDef, url: string): PageData | Promise<PageData> => {
    const head = headInMemory();
    return head && hasLanguageReady(i18n, language, route) ? { head } : load(language, route, url);
  };

  async function load(language: Language, route: RouteDef, url: string): Promise<PageData> {
    const [head, ready] = await Promise.all([loadHead(), Promise.race([loadCopy(i18n, language, route), deadline(COPY_DEADLINE_MS)])]);
    if (ready) return { head };
    const { pathname, search } = new URL(url);
    if (loadInFull(pathname + search)) return new Promise<never>(() => undefined);
    toast({ title: i18n.t('loadFailed.navigationTitle'), description: i18n.t('loadFailed.navigationDescription'), variant: 'destructive' });
    throw replace(shown());
  }
}
