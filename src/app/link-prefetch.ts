import type { i18n as I18n } from 'i18next';
import { pageNamespaces } from '@/config/routes';
import { loadHead } from '@/features/seo/Seo';
import { prefetchCopy } from '@/i18n/locale-files';
import { matchPage, type Screens } from './router';

/**
 * What following an internal link needs, ahead of the tap (D34): its page's chunk, its copy in its
 * language and the head's code, once per address. The router's own `lazy` and loader then find
 * them in memory and the page commits without a request.
 */
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
