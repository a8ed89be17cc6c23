import { use, useEffect, useState } from 'react';
import type { RouteDef } from '@/config/routes';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Language } from '@/config/site';
import { runAtIdle } from '@/lib/prefetch';

type HeadModule = typeof import('./HelmetHead');

let helmetHead: Promise<HeadModule> | undefined;
let loadedHelmetHead: HeadModule | undefined;
const loadHelmetHead = () => (helmetHead ??= import('./HelmetHead').then((module) => (loadedHelmetHead = module)));

/**
 * Every client-side navigation renders Helmet. A link may render its page at once, outside a
 * transition, only once Helmet is here too: otherwise it suspends there, and the old page is hidden
 * behind an empty fallback while it loads (app/link-loader.ts asks this).
 */
export const preloadHelmetHead = (): Promise<unknown> => loadHelmetHead();
export const helmetHeadIsLoaded = (): boolean => loadedHelmetHead !== undefined;

/**
 * Keeps the head in step on client-side navigation (D7). The prerender wrote the first page's
 * head, so nothing is needed until the visitor moves on; Helmet loads at idle after hydration
 * (should a navigation come first, inside its transition, so the old head stays until the new one
 * is ready). D29: Helmet, the metadata derivation and the structured data stay out of the first
 * page's JavaScript.
 */
export function Seo({ route, language, isNotFound }: { route: RouteDef; language: Language; isNotFound: boolean }) {
  const hydrated = useHydrated();
  // D34: the first client-side navigation finds Helmet in memory (loaded at idle, not on the click).
  useEffect(() => runAtIdle(loadHelmetHead), []);
  const page = `${language}:${route.id}:${isNotFound}`;
  // The page the prerendered head belongs to: the one this component hydrated with. Once another
  // page is shown it is null, and Helmet owns the head for good (it removed the prerendered tags).
  // Mounted after hydration (the dev server's client-rendered shell), Helmet owns it from the start.
  const [prerenderedPage, setPrerenderedPage] = useState(hydrated ? null : page);
  if (prerenderedPage !== null && page !== prerenderedPage) setPrerenderedPage(null);
  if (!hydrated || page === prerenderedPage) return null;
  const { default: HelmetHead } = loadedHelmetHead ?? use(loadHelmetHead());
  return <HelmetHead route={route} language={language} isNotFound={isNotFound} />;
}
