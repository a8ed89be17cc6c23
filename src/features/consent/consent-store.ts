/**
 * Cookie consent storage (spec §3): localStorage `cookie-preferences` (the four booleans) and
 * `cookie-consent-date` (ISO). A consent older than 12 months, or given for another set of
 * categories (CONSENT_VERSION), counts as no consent and the banner shows again.
 * Every storage access is guarded: localStorage may be missing or throw (privacy modes, SSR).
 */
export const PREFERENCES_KEY = 'cookie-preferences';
export const DATE_KEY = 'cookie-consent-date';
/** Bump when the set of categories changes. */
export const CONSENT_VERSION = 1;
export const CATEGORIES = ['necessary', 'analytics', 'marketing', 'preferences'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CONSENT_MAX_AGE_MONTHS = 12;

/** One boolean per category; the necessary ones cannot be refused. */
export type CookiePreferences = { [K in Category]: K extends 'necessary' ? true : boolean };

/** Every optional category set to `optional`, `necessary` always on. */
function preferencesOf(optional: (category: Category) => boolean): CookiePreferences {
  return Object.fromEntries(CATEGORIES.map((category) => [category, category === 'necessary' || optional(category)])) as CookiePreferences;
}

export const REJECT_ALL = preferencesOf(() => false);
export const ACCEPT_ALL = preferencesOf(() => true);

export interface StoredConsent {
  preferences: CookiePreferences;
  date: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The date after which a consent given at `date` has expired (12 calendar months). */
export function expiryOf(date: Date): Date {
  const expiry = new Date(date.getTime());
  expiry.setMonth(expiry.getMonth() + CONSENT_MAX_AGE_MONTHS);
  return expiry;
}

export function parseConsent(rawPreferences: string | null, rawDate: string | null, now: Date): StoredConsent | null {
  if (!rawPreferences || !rawDate) return null;
  const date = new Date(rawDate);
  if (Number.isNaN(date.getTime()) || date.getTime() > now.getTime() + 24 * 3600 * 1000) return null;
  if (expiryOf(date).getTime() <= now.getTime()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawPreferences);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  // A consent given for another category set is no consent.
  if (record.version !== CONSENT_VERSION) return null;
  const keys = Object.keys(record)
    .filter((key) => key !== 'version')
    .sort();
  if (keys.join() !== [...CATEGORIES].sort().join()) return null;
  if (!CATEGORIES.every((key) => typeof record[key] === 'boolean')) return null;
  return { preferences: preferencesOf((category) => record[category] as boolean), date: date.toISOString() };
}

export function readConsent(now: Date = new Date()): StoredConsent | null {
  const store = storage();
  if (!store) return null;
  try {
    return parseConsent(store.getItem(PREFERENCES_KEY), store.getItem(DATE_KEY), now);
  } catch {
    return null;
  }
}

/** Stores the four booleans (plus the category-set version) and the ISO date. */
export function writeConsent(preferences: CookiePreferences, now: Date = new Date()): StoredConsent {
  const value: StoredConsent = { preferences: { ...preferences, necessary: true }, date: now.toISOString() };
  const store = storage();
  try {
    store?.setItem(PREFERENCES_KEY, JSON.stringify({ ...value.preferences, version: CONSENT_VERSION }));
    store?.setItem(DATE_KEY, value.date);
  } catch {
    // Storage full or blocked: the choice still applies to this page view.
  }
  return value;
}
