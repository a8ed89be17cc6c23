/**
 * What a checkout link carries back to us in the provider's `client_reference_id`: the plan, the
 * language of the page it started from and the version of the Terms that page showed, e.g.
 * `full_cs_20261203-1a2b3c4d5e6f`. Nothing personal: the provider shows it in its dashboard and
 * repeats it in every event. The browser writes it (checkout.ts), the order webhook reads it.
 */
import { LANGUAGES, type Language } from './languages.ts';
import { isPlanId, type PlanId } from './plans.ts';

/** A version of the Terms: the date they carry and the first 12 hex digits of the SHA-256 of their text. */
export interface TermsVersion {
  date: string;
  hash: string;
}

export interface OrderReference {
  plan: PlanId;
  language: Language;
  terms?: TermsVersion;
}

const TERMS_PATTERN = /^(\d{4})-?(\d{2})-?(\d{2})-([0-9a-f]{12})$/;

/** `2026-12-03-1a2b3c4d5e6f` (as the build writes it) or `20261203-1a2b3c4d5e6f` (as a reference carries it). */
export function parseTermsVersion(value: string | null | undefined): TermsVersion | undefined {
  const match = TERMS_PATTERN.exec(value ?? '');
  if (!match) return undefined;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? undefined : { date, hash: match[4] };
}

export const termsVersionText = (terms: TermsVersion) => `${terms.date}-${terms.hash}`;

export function formatOrderReference({ plan, language, terms }: OrderReference): string {
  return [plan, language, ...(terms ? [`${terms.date.replaceAll('-', '')}-${terms.hash}`] : [])].join('_');
}

/** Undefined for anything this site did not write (a link set up without it, a changed plan list). */
export function parseOrderReference(value: string | null | undefined): OrderReference | undefined {
  const [plan, language, terms, ...rest] = (value ?? '').split('_');
  if (rest.length > 0 || !isPlanId(plan) || !(LANGUAGES as readonly string[]).includes(language)) return undefined;
  const version = terms === undefined ? undefined : parseTermsVersion(terms);
  if (terms !== undefined && !version) return undefined;
  return { plan, language: language as Language, ...(version ? { terms: version } : {}) };
}

/** Where the build writes each version of the Terms as text, one file per language; a file there never changes. */
export const TERMS_ARCHIVE_DIR = 'terms-versions';

export const termsArchivePath = (terms: TermsVersion, language: Language) => `/${TERMS_ARCHIVE_DIR}/${terms.hash}.${language}.txt`;
