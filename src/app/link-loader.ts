import type { i18n as I18n } from 'i18next';
import { matchRoute, type RouteDef } from '@/config/routes';
import type { Language } from '@/config/site';
import { languageFromPath, stripLanguage } from '@/i18n/language';
import { helmetHeadIsLoaded, preloadHelmetHead } from '@/features/seo/Seo';
import { prefetchCopy } from '@/i18n/locale-files';
import { setLinkLoader } from '@/lib/prefetch';
import { hasLanguageReady, loadedPage, pageNamespaces, preloadPage } from './page-loader';

function target(href: string): { route: RouteDef; language: Language } | undefined {
  const { pathname } = new URL(href, window.location.origin);
  const route = matchRoute(stripLanguage(pathname));
  return route && { route, language: languageFromPath(pathname) };
}

/**
 * What following an internal link needs (D34): its page's chunk, its copy in its language, and
 * Helmet, which every navigation renders. Prefetched ahead of the tap; with all three here the page
 * renders at once (RouterLink, issue 37); without, in a transition that keeps the old page shown.
 */
export function installLinkLoader(i18n: I18n): void {
  setLinkLoader({
    prefetch(href) {
      const found = target(href);
      if (!found) return;
      void preloadPage(found.route).catch(() => undefined);
      void prefetchCopy(i18n, found.language, pageNamespaces(found.route)).catch(() => undefined);
      void preloadHelmetHead().catch(() => undefined);
    },
    isReady(href) {
      const found = target(href);
      return !!found && !!loadedPage(found.route) && hasLanguageReady(i18n, found.language, found.route) && helmetHeadIsLoaded();
    },
  });
}
