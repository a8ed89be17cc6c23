import { useLayoutEffect } from 'react';
import { Helmet, HelmetProvider } from 'react-helmet-async';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@/config/routes';
import { site, type Language } from '@/config/site';
import { headTags, pageHead } from './page-head';

/**
 * The head after the first client-side navigation (D7): Helmet renders the same tags the prerender
 * wrote, and the prerendered ones are removed, so the document never holds two titles or two
 * canonicals. Loaded with the first navigation, never with the first page (D29).
 */
export default function HelmetHead({ route, language, isNotFound }: { route: RouteDef; language: Language; isNotFound: boolean }) {
  const { i18n } = useTranslation();
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
}
