import type { TypeOptions } from 'i18next';

/** One namespace per area, so a page loads only what it shows; its type is the English file (i18next.d.ts). */
export type Namespace = keyof TypeOptions['resources'] & string;

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

export const LOCALE_PATH = '/locales/{{lng}}/{{ns}}.json';

/** Where one namespace of one language is served (i18next-http-backend reads the same path). */
export function localeUrl(language: string, namespace: string): string {
  return LOCALE_PATH.replace('{{lng}}', language).replace('{{ns}}', namespace);
}

/** Resources for one language, as a page starts with them: { ns: { key: value } }. */
export type LanguageResources = Partial<Record<Namespace, Record<string, unknown>>>;
