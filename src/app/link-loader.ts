import type { i18n as I18n } from 'i18next';
import { matchRoute, type RouteDef } from '@/config/routes';
import type { Language } from '@/config/site';
import { languageFromPath, stripLanguage } from '@/i18n/language';
import { prefetchCopy } from '@/i18n/locale-files';
import { setLinkLoader } from '@/lib/prefetch';
import { hasLanguageReady, loadedPage, pageNamespaces, preloadPage } from './page-loader';

function target(href: string): { route: RouteDef; language: Language } | undefined {
  const { pathname } = new URL(href, window.location.origin);
  const route = matchRoute(stripLanguage(pathname));
  return route && { route, language: languageFromPath(pathname) };
}

/**
 * What following an internal link needs (D34): its page's chunk and its copy in its language.
 * Prefetched ahead of the tap; with both here the page renders at once (RouterLink, issue 37).
 */
export function installLinkLoader(i18n: I18n): void {
  setLinkLoader({
    prefetch(href) {
      const found = target(href);
      if (!found) return;
      void preloadPage(found.route).catch(() => undefined);
      void prefetchCopy(i18n, found.language, pageNamespaces(found.route)).catch(() => undefined);
    },
    isReady(href) {
      const found = target(href);
      return !!found && !!loadedPage(found.route) && hasLanguageReady(i18n, found.language, found.route);
    },
  });
}
