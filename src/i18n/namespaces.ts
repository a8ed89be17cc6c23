import type { Namespace } from '@/config/namespaces';

export type { Namespace };

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

export const LOCALE_PATH = '/locales/{{lng}}/{{ns}}.json';

/** Where one namespace of one language is served (i18next-http-backend reads the same path). */
export function localeUrl(language: string, namespace: string): string {
  return LOCALE_PATH.replace('{{lng}}', language).replace('{{ns}}', namespace);
}

/** Resources for one language, as a page starts with them: { ns: { key: value } }. */
export type LanguageResources = Partial<Record<Namespace, Record<string, unknown>>>;
