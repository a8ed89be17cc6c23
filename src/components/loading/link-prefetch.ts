import { createContext } from 'react';

/**
 * What following an internal link needs, loaded ahead of the tap (D34): the app provides it
 * (src/app/link-prefetch.ts), so links know nothing of routes. Nothing by default (the prerender).
 */
export const LinkPrefetchContext = createContext<(href: string) => void>(() => undefined);
