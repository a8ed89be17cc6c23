import type { ComponentType } from 'react';
import type { RouteDef } from '@/config/routes';
import type { Language } from '@/config/site';

export type HeadComponent = ComponentType<{ route: RouteDef; language: Language; isNotFound: boolean }>;

/** The head's code, kept out of the first page's JavaScript (the prerender wrote its head); a route's loader brings it. */
let loaded: HeadComponent | undefined;
export const loadHead = (): Promise<HeadComponent> => import('./HelmetHead').then((module) => (loaded = module.default));

/** The head's code if loaded: a navigation then awaits nothing, since `import()` resolves a task later. */
export const headInMemory = (): HeadComponent | undefined => loaded;
