import { use, useEffect, useLayoutEffect, useMemo } from 'react';
import { Seo } from '@/features/seo/Seo';
import { LANGUAGES } from '@/i18n/language';
import { useI18nInstance, usePathLanguage } from '@/i18n/use-language';
import { prefetchCopy } from '@/i18n/locale-files';
import { runAtIdle } from '@/lib/prefetch';
import { hasLanguageReady, loadedPage, pageNamespaces, prepareLanguage, preloadPage } from './page-loader';
import type { RouteDef } from '@/config/routes';
import { pageOf } from './page-map';

/** Renders one route: waits (inside the navigation transition) for its chunk and its copy. */
export function RoutePage({ route, isNotFound = false }: { route: RouteDef; isNotFound?: boolean }) {
  // The instance itself: RoutePage switches the language and need not render again when it has.
  const i18n = useI18nInstance();
  // The path decides the page's language (spec section 2); RoutePage alone reads it and switches
  // i18next, which everything else follows through useLanguage().
  const language = usePathLanguage();
  if (!hasLanguageReady(i18n, language, route)) use(prepareLanguage(i18n, language, route));
  // Resources are loaded by now, so the switch is synchronous and happens before paint.
  useLayoutEffect(() => {
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
  // D34: the same element while the route stays, so the language toggle's navigation does not
  // render the page in the old language first; its text follows i18next's switch, one render.
  const page = useMemo(() => <Page {...pageOf(route).props} />, [Page, route]);
  return (
    <>
      <Seo route={route} language={language} isNotFound={isNotFound} />
      {page}
    </>
  );
}
