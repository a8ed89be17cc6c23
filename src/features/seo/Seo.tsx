import { use, useEffect } from 'react';
import type { RouteDef } from '@/config/routes';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Language } from '@/config/site';
import { runAtIdle } from '@/lib/prefetch';

type HeadModule = typeof import('./HelmetHead');

let helmetHead: Promise<HeadModule> | undefined;
let loadedHelmetHead: HeadModule | undefined;
const loadHelmetHead = () => (helmetHead ??= import('./HelmetHead').then((module) => (loadedHelmetHead = module)));

/** The page the prerendered head belongs to; once another page is shown, Helmet owns the head. */
let prerenderedPage: string | undefined;
let helmetOwnsHead = false;

/**
 * Keeps the head in step on client-side navigation (D7). The prerender wrote the first page's
 * head, so nothing is needed until the visitor moves on; Helmet loads at idle after hydration
 * (should a navigation come first, inside its transition, so the old head stays until the new one
 * is ready). D29: Helmet, the
 * metadata derivation and the structured data stay out of the first page's JavaScript.
 */
export function Seo({ route, language, isNotFound }: { route: RouteDef; language: Language; isNotFound: boolean }) {
  const hydrated = useHydrated();
  // D34: the first client-side navigation finds Helmet in memory (loaded at idle, not on the click).
  useEffect(() => runAtIdle(loadHelmetHead), []);
  if (!hydrated) return null;
  const page = `${language}:${route.id}:${isNotFound}`;
  if (prerenderedPage === undefined) {
    prerenderedPage = page;
    // A page without a prerendered head (the dev server's SPA shell) needs Helmet from the start.
    helmetOwnsHead = !document.head.querySelector('[data-prerendered]');
  }
  if (page !== prerenderedPage) helmetOwnsHead = true;
  if (!helmetOwnsHead) return null;
  const { default: HelmetHead } = loadedHelmetHead ?? use(loadHelmetHead());
  return <HelmetHead route={route} language={language} isNotFound={isNotFound} />;
}
