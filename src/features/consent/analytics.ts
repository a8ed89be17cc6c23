import type { CookiePreferences } from './consent-store';

export const GTM_HOST = 'https://www.googletagmanager.com';
export const CLARITY_HOST = 'https://www.clarity.ms';

export interface AnalyticsIds {
  gtmId?: string;
  clarityId?: string;
}

let loaded = false;

/** The external scripts to add for these IDs; nothing for an unset ID. */
export function analyticsScripts({ gtmId, clarityId }: AnalyticsIds): string[] {
  const urls: string[] = [];
  if (gtmId) urls.push(`${GTM_HOST}/gtm.js?id=${encodeURIComponent(gtmId)}`);
  if (clarityId) urls.push(`${CLARITY_HOST}/tag/${encodeURIComponent(clarityId)}`);
  return urls;
}

/**
 * Adds the tag manager and the session recorder as external <script src> elements (no inline
 * script: the strict CSP allows none), only with consent and analytics on, once per page view.
 * Withdrawing consent takes effect on the next page view: loaded scripts cannot be unloaded.
 */
export function loadAnalytics(preferences: CookiePreferences | null, ids: AnalyticsIds, doc: Document = document): boolean {
  if (loaded || !preferences?.analytics) return false;
  const urls = analyticsScripts(ids);
  if (urls.length === 0) return false;
  if (ids.gtmId) {
    const w = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
    if (w) {
      w.dataLayer = w.dataLayer ?? [];
      w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
  }
  if (ids.clarityId) {
    // Clarity's own queue, set up in code instead of its inline snippet (the CSP allows no inline script).
    type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
    const w = doc.defaultView as (Window & { clarity?: Queue }) | null;
    if (w && !w.clarity) {
      const clarity: Queue = (...args: unknown[]) => {
        (clarity.q = clarity.q ?? []).push(args);
      };
      w.clarity = clarity;
    }
  }
  for (const src of urls) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset.consent = 'analytics';
    doc.head.appendChild(script);
  }
  loaded = true;
  return true;
}

/** Tests only. */
export function resetAnalyticsForTests(): void {
  loaded = false;
}
