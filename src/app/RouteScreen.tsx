import { memo, useEffect, useMemo, type ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import { NOT_FOUND_ROUTE, pageNamespaces, type RouteDef } from '@/config/routes';
import type { HeadComponent } from '@/features/seo/Seo';
import { prefetchCopy } from '@/i18n/locale-files';
import { LANGUAGES } from '@/i18n/language';
import { useI18nInstance, useLanguage } from '@/i18n/use-language';
import { runAtIdle } from '@/components/loading/prefetch';
import { pageOf } from './page-map';

/** A route's loader data: the head's component, or null where the prerendered head still holds. */
export interface PageData {
  head: HeadComponent | null;
}

/** What a route renders, in every language: its head and its page, in the language of its path. */
export function routeScreen(route: RouteDef, Page: ComponentType<object>): ComponentType {
  const props = pageOf(route).props ?? {};
  return memo(function RouteScreen() {
    const i18n = useI18nInstance();
    const language = useLanguage();
    const { head: Head } = useLoaderData() as PageData;
    // After the commit: the instance's language is what the language detector remembers.
    useEffect(() => {
      if (i18n.language !== language) void i18n.changeLanguage(language);
    }, [i18n, language]);
    // The language toggle finds this page's copy in the other languages already in memory.
    useEffect(
      () =>
        runAtIdle(() =>
          Promise.all(LANGUAGES.filter((other) => other !== language).map((other) => prefetchCopy(i18n, other, pageNamespaces(route)))),
        ),
      [i18n, language],
    );
    // The router renders this on every change of its state; the page need not follow (its text
    // follows a language switch through the language's context, past this memo).
    const page = useMemo(() => <Page {...props} />, []);
    return (
      <>
        {Head && <Head route={route} language={language} isNotFound={route === NOT_FOUND_ROUTE} />}
        {page}
      </>
    );
  });
}
