import { createContext } from 'react';

/** Loads what following an internal link needs; the app provides it, so links know nothing of routes. */
export const LinkPrefetchContext = createContext<(href: string) => void>(() => undefined);
