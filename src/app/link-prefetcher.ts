import type { i18n as I18n } from 'i18next';
import { matchRoute } from '@/config/routes';
import { languageFromPath, stripLanguage } from '@/i18n/language';
import { prefetchCopy } from '@/i18n/locale-files';
import { setLinkPrefetcher } from '@/lib/prefetch';
import { pageNamespaces, preloadPage } from './page-loader';

/** What following an internal link needs (D34): its page's chunk and its copy in its language. */
export function installLinkPrefetcher(i18n: I18n): void {
  setLinkPrefetcher((href) => {
    const { pathname } = new URL(href, window.location.origin);
    const route = matchRoute(stripLanguage(pathname));
    if (!route) return;
    void preloadPage(route).catch(() => undefined);
    void prefetchCopy(i18n, languageFromPath(pathname), pageNamespaces(route)).catch(() => undefined);
  });
}
