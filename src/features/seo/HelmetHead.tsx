import { memo, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { Helmet, HelmetProvider } from 'react-helmet-async';
import type { RouteDef } from '@/config/routes';
import { site, type Language } from '@/config/site';
import { useI18nInstance } from '@/i18n/use-language';
import { headTags, pageHead } from './page-head';

type HeadProps = { route: RouteDef; language: Language; isNotFound: boolean };

/**
 * The head after the first client-side navigation (D7): Helmet renders the same tags the prerender
 * wrote, and the prerendered ones are removed, so the document never holds two titles or two
 * canonicals. Loaded with the first navigation, never with the first page (D29).
 * D34: the head follows the page one render later, after it has painted: deriving the metadata
 * and the structured data was about a seventh of the work between a tap on a link and the new page.
 * A transition, because a navigation to a page in memory commits synchronously (src/main.tsx), and
 * React flushes a synchronous commit's effects, and a plain update they set, before the browser
 * paints.
 */
export default function HelmetHead({ route, language, isNotFound }: HeadProps) {
  const [shown, setShown] = useState<HeadProps | null>(null);
  useEffect(() => startTransition(() => setShown({ route, language, isNotFound })), [route, language, isNotFound]);
  return shown && <Head {...shown} />;
}

const Head = memo(function Head({ route, language, isNotFound }: HeadProps) {
  // The instance itself, as HydrationMarker and RouteScreen take it; the language comes as a prop, so
  // the head renders again only when the page does.
  const i18n = useI18nInstance();
  useLayoutEffect(() => {
    document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
  }, []);
  const head = pageHead({ route, language, t: i18n.getFixedT(language), siteUrl: site.url, isNotFound });
  const tags = headTags(head);
  const attrsOf = (kind: 'meta' | 'link') => tags.flatMap((tag) => (tag.tag === kind ? [tag.attrs] : []));
  const scripts = tags.flatMap((tag) => (tag.tag === 'script' ? [{ type: tag.type, innerHTML: tag.json }] : []));
  return (
    <HelmetProvider>
      <Helmet htmlAttributes={{ lang: head.language }} title={head.title} meta={attrsOf('meta')} link={attrsOf('link')} script={scripts} />
    </HelmetProvider>
  );
});
