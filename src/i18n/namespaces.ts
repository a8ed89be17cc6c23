/** One namespace per area, so a page loads only what it shows. `common` is on every page. */
export const NAMESPACES = [
  'common',
  'home',
  'andrea',
  'employees',
  'industries',
  'demo',
  'realEstate',
  'tryAndrea',
  'earlyAccess',
  'legal',
  'trust',
  'payment',
  'notFound',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

export const LOCALE_PATH = '/locales/{{lng}}/{{ns}}.json';

/** Resources for one language, as inlined into a prerendered page: { ns: { key: value } }. */
export type LanguageResources = Partial<Record<Namespace, Record<string, unknown>>>;
