import { memo, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { Helmet, HelmetProvider } from 'react-helmet-async';
import type { RouteDef } from '@/config/routes';
import { site, type Language } from '@/config/site';
import { useI18nInstance } from '@/i18n/use-language';
import { headTags, pageHead } from './page-head';

type HeadProps = { route: RouteDef; language: Language; isNotFound: boolean };

/**
 * The head after a navigation: the prerendered tags go and Helmet renders the same ones. It follows
 * the page in a transition, after the paint: the metadata was a seventh of a tap's work.
 */
export default function HelmetHead({ route, language, isNotFound }: HeadProps) {
  const [shown, setShown] = useState<HeadProps | null>(null);
  useEffect(() => startTransition(() => setShown({ route, language, isNotFound })), [route, language, isNotFound]);
  return shown && <Head {...shown} />;
}

const Head = memo(function Head({ route, language, isNotFound }: HeadProps) {
  // The instance and the language as a prop: the head renders again only when the page does.
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
