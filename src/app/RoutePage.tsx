import { use, useEffect, useMemo } from 'react';
import { Seo } from '@/features/seo/Seo';
import { LANGUAGES } from '@/i18n/language';
import { useI18nInstance, usePathLanguage } from '@/i18n/use-language';
import { prefetchCopy } from '@/i18n/locale-files';
import { runAtIdle } from '@/lib/prefetch';
import { hasLanguageReady, loadedPage, pageNamespaces, prepareLanguage, preloadPage } from './page-loader';
import type { RouteDef } from '@/config/routes';
import { pageOf } from './page-map';

/**
 * Renders one route. A link to a page whose chunk and copy are in memory renders it at once; one
 * that must load first is a transition (RouterLink), in which this waits for both.
 */
export function RoutePage({ route, isNotFound = false }: { route: RouteDef; isNotFound?: boolean }) {
  // The instance itself: RoutePage loads copy and need not render again when the language changes.
  const i18n = useI18nInstance();
  // The path decides the page's language (spec section 2). The text follows it in the same render
  // (LanguageProvider); this render waits for the page's copy, so the new language never commits
  // without it, and the navigation's transition keeps the old page until then.
  const language = usePathLanguage();
  if (!hasLanguageReady(i18n, language, route)) use(prepareLanguage(i18n, language, route));
  // The instance's own language, after the commit: what the language detector remembers.
  useEffect(() => {
    if (i18n.language !== language && i18n.language !== 'cimode') void i18n.changeLanguage(language);
  }, [i18n, language]);
  // D34: the language toggle finds this page's copy in the other languages already in memory.
  useEffect(
    () =>
      runAtIdle(() =>
        Promise.all(LANGUAGES.filter((other) => other !== language).map((other) => prefetchCopy(i18n, other, pageNamespaces(route)))),
      ),
    [i18n, language, route],
  );
  const Page = (loadedPage(route) ?? use(preloadPage(route))).default;
  // D34: the same element while the route stays: on the language toggle's navigation the page
  // renders again only for its text, through the language's context, in the same render.
  const page = useMemo(() => <Page {...pageOf(route).props} />, [Page, route]);
  return (
    <>
      <Seo route={route} language={language} isNotFound={isNotFound} />
      {page}
    </>
  );
}
