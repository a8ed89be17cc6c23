import type { i18n as I18n } from 'i18next';
import { pageNamespaces } from '@/config/routes';
import { loadHead } from '@/features/seo/Seo';
import { prefetchCopy } from '@/i18n/locale-files';
import { matchPage, type Screens } from './router';

/** A link's page chunk, copy and the head's code, once per address, so the router finds them in memory. */
export function linkPrefetcher(i18n: I18n, screens: Screens): (href: string) => void {
  const done = new Set<string>();
  return (href) => {
    const { pathname } = new URL(href, window.location.origin);
    if (done.has(pathname)) return;
    done.add(pathname);
    const page = matchPage(pathname);
    if (!page) return;
    void screens.load(page).catch(() => undefined);
    void prefetchCopy(i18n, page.language, pageNamespaces(page.route)).catch(() => undefined);
    void loadHead().catch(() => undefined);
  };
}
