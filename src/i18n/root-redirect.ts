/**
 * The root redirect, apart from the path rules: only the prerender needs it (it inlines
 * `rootRedirect` into the home page's head), so the browser's bundle does not carry it.
 */
import { LANGUAGE_TABLE } from '@shared/languages';

/** What the root redirect needs of each prefixed language: its code, home path and browser languages. */
export const ROOT_REDIRECTS: readonly RootRedirect[] = LANGUAGE_TABLE.filter((entry) => entry.prefix !== '').map((entry) => ({
  code: entry.code,
  home: `/${entry.prefix}`,
  serves: entry.serves,
}));

export interface RootRedirect {
  code: string;
  home: string;
  serves: readonly string[];
}

/**
 * The root redirect: "/" goes to a language's home ("/cs") when the saved preference is that
 * language, or when nothing known is saved and the browser's first language is one it serves
 * (Czech or Slovak). Only on entry to the site: a visitor who follows one of our own links to "/"
 * (the "English" toggle, before the page has hydrated and could save the choice) chose English.
 * `saved` naming the default language keeps "/". Self-contained on purpose: the prerender inlines
 * its source, with `ROOT_REDIRECTS` as `redirects`, as the tiny head script that runs before first paint.
 */
export function rootRedirect(
  pathname: string,
  saved: string | null,
  navigatorLanguages: readonly string[],
  fromOwnPage: boolean,
  redirects: readonly RootRedirect[],
  defaultLanguage: string,
): string | null {
  if (fromOwnPage) return null;
  if (pathname !== '/' && pathname !== '/index.html') return null;
  if (saved === defaultLanguage) return null;
  const chosen = redirects.find((redirect) => redirect.code === saved);
  if (chosen) return chosen.home;
  const first = (navigatorLanguages[0] || '').toLowerCase();
  const served = redirects.find((redirect) => redirect.serves.some((tag) => first.indexOf(tag) === 0));
  return served ? served.home : null;
}
