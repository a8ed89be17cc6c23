/**
 * A list from the locale files, read whole: `translatedList(t('never.items', { returnObjects: true }))`.
 * The value is checked, not cast: i18next answers a missing key with the key itself (a string), and
 * a locale file may hold a broken entry, so anything but an array reads as empty and only entries
 * `isItem` accepts stay (strings by default; `withText('title', 'body')` for objects of strings).
 * Not in src/i18n/: that folder is bundled into every page's first JavaScript.
 */
export function translatedList(value: unknown): string[];
export function translatedList<T>(value: unknown, isItem: (item: unknown) => item is T): T[];
export function translatedList(value: unknown, isItem: (item: unknown) => boolean = isText): unknown[] {
  return Array.isArray(value) ? value.filter(isItem) : [];
}

const isText = (item: unknown): item is string => typeof item === 'string';

/** Accepts objects whose given fields are all strings (e.g. `{ title, body }` items). */
export function withText<K extends string>(...fields: K[]) {
  return (item: unknown): item is Record<K, string> =>
    typeof item === 'object' && item !== null && fields.every((field) => typeof (item as Record<string, unknown>)[field] === 'string');
}
