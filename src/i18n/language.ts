/**
 * Pure language/path rules (spec section 2). No DOM access here: the browser and the prerender
 * both call these with plain values.
 */
import type { Language } from '@/config/site';

export const LANGUAGES = ['en', 'cs'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'en';
export const STORAGE_KEY = 'i18nextLng';

const CS_PREFIX = /^\/cs(?=\/|$|\?|#)/;

/** A path starting with /cs is Czech; every other path is English. */
export function languageFromPath(path: string): Language {
  return CS_PREFIX.test(path) ? 'cs' : 'en';
}

/** Removes the /cs prefix: "/cs/andrea?x=1#y" -> "/andrea?x=1#y", "/cs" -> "/". */
export function stripLanguage(path: string): string {
  const rest = path.replace(CS_PREFIX, '');
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in the given language, keeping query and hash. */
export function localizePath(path: string, language: Language): string {
  const base = stripLanguage(path);
  if (language === 'en') return base;
  if (base === '/') return '/cs';
  if (/^\/[?#]/.test(base)) return `/cs${base.slice(1)}`;
  return `/cs${base}`;
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'cs' : 'en';
}

/** Where the language toggle goes from the current location. */
export function toggleTarget(path: string): string {
  return localizePath(path, otherLanguage(languageFromPath(path)));
}

/**
 * The root redirect (D4): "/" goes to "/cs" when the saved preference is cs, or when nothing is
 * saved and the browser's first language is Czech or Slovak. Only on entry to the site: a visitor
 * who follows one of our own links to "/" (the "English" toggle, before the page has hydrated
 * and could save the choice) chose English. Self-contained on purpose: the prerender inlines its
 * source as the tiny head script that runs before first paint.
 */
export function shouldRedirectRootToCzech(
  pathname: string,
  saved: string | null,
  navigatorLanguages: readonly string[],
  fromOwnPage = false,
): boolean {
  if (fromOwnPage) return false;
  if (pathname !== '/' && pathname !== '/index.html') return false;
  if (saved === 'cs') return true;
  if (saved === 'en') return false;
  const first = (navigatorLanguages[0] || '').toLowerCase();
  return first.indexOf('cs') === 0 || first.indexOf('sk') === 0;
}
