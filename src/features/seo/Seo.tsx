import { useEffect, useLayoutEffect, useState } from 'react';
import { Helmet } from 'react-helmet-async';
import { headTags, type PageHead } from './page-head';

/**
 * Keeps the head in step on client-side navigation (D7). The prerender wrote the first head; once
 * hydrated, Helmet takes over and the prerendered tags are removed, so the document never holds
 * two titles or two canonicals.
 */
export function Seo({ head }: { head: PageHead }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useLayoutEffect(() => {
    if (!hydrated) return;
    document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
  }, [hydrated]);
  if (!hydrated) return null;
  const tags = headTags(head);
  const attrsOf = (kind: 'meta' | 'link') =>
    tags.flatMap((tag) => (tag.tag === kind ? [tag.attrs] : []));
  const scripts = tags.flatMap((tag) => (tag.tag === 'script' ? [{ type: tag.type, innerHTML: tag.json }] : []));
  return (
    <Helmet
      htmlAttributes={{ lang: head.language }}
      title={head.title}
      meta={attrsOf('meta')}
      link={attrsOf('link')}
      script={scripts}
    />
  );
}
