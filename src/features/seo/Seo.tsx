import type { ComponentType } from 'react';
import type { RouteDef } from '@/config/routes';
import type { Language } from '@/config/site';

export type HeadComponent = ComponentType<{ route: RouteDef; language: Language; isNotFound: boolean }>;

/**
 * The head after the first page (D7): Helmet, the metadata derivation and the structured data stay
 * out of the first page's JavaScript (the prerender wrote its head). A route's loader waits for
 * this with the page's copy, so a navigation commits with its head in hand and nothing suspends.
 */
let loaded: HeadComponent | undefined;
export const loadHead = (): Promise<HeadComponent> => import('./HelmetHead').then((module) => (loaded = module.default));

/** The head's code if it is here: a navigation then needs no await (an `import()` resolves a task later). */
export const headInMemory = (): HeadComponent | undefined => loaded;
