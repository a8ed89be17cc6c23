/**
 * Pure language/path rules (spec section 2), from the language table (@shared/languages). No
 * DOM access here: the browser and the prerender both call these with plain values.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_TABLE, LANGUAGES, type Language } from '@shared/languages';

export { DEFAULT_LANGUAGE, LANGUAGES };
export const STORAGE_KEY = 'i18nextLng';

const PREFIXED = LANGUAGE_TABLE.filter((entry) => entry.prefix !== '').map((entry) => ({
  code: entry.code,
  prefix: `/${entry.prefix}`,
  test: new RegExp(`^/${entry.prefix}(?=/|$|\\?|#)`),
}));

/** A path starting with a language's prefix (/cs) is in that language; every other path in the default. */
export function languageFromPath(path: string): Language {
  return PREFIXED.find((entry) => entry.test.test(path))?.code ?? DEFAULT_LANGUAGE;
}

/** Removes the language prefix: "/cs/andrea?x=1#y" -> "/andrea?x=1#y", "/cs" -> "/". */
export function stripLanguage(path: string): string {
  const prefixed = PREFIXED.find((entry) => entry.test.test(path));
  const rest = prefixed ? path.replace(prefixed.test, '') : path;
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in the given language, keeping query and hash. */
export function localizePath(path: string, language: Language): string {
  const base = stripLanguage(path);
  const prefix = PREFIXED.find((entry) => entry.code === language)?.prefix;
  if (!prefix) return base;
  if (base === '/') return prefix;
  if (/^\/[?#]/.test(base)) return `${prefix}${base.slice(1)}`;
  return `${prefix}${base}`;
}
