import { whenIdle } from '@/components/loading/prefetch';
import { allowCampaign } from '@/lib/campaign';
import { routeFunnel } from '@/lib/funnel';
import type { CookiePreferences } from './consent-store';

export const GTM_HOST = 'https://www.googletagmanager.com';
export const CLARITY_HOST = 'https://www.clarity.ms';

export interface AnalyticsIds {
  gtmId?: string;
  clarityId?: string;
}

let loaded = false;
/** The visitor's analytics consent as last told: field Web Vitals are pushed only while it holds. */
let analyticsAllowed = false;
/** The visitor's marketing consent as last told: advertising parameters (a click id) leave only while it holds. */
let marketingAllowed = false;

type ConsentValue = 'granted' | 'denied';
/** Google Consent Mode v2 signals. */
export interface ConsentSignals {
  analytics_storage: ConsentValue;
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

/** Everything denied: what the tag manager must know before it runs. */
export const DENIED_SIGNALS: ConsentSignals = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** Analytics -> analytics_storage; marketing -> the three ad signals. */
export function consentSignals(preferences: Pick<CookiePreferences, 'analytics' | 'marketing'>): ConsentSignals {
  const value = (on: boolean): ConsentValue => (on ? 'granted' : 'denied');
  return {
    analytics_storage: value(preferences.analytics),
    ad_storage: value(preferences.marketing),
    ad_user_data: value(preferences.marketing),
    ad_personalization: value(preferences.marketing),
  };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** An Arguments object holding `values`: gtag.js pushes these, and the tag manager reads no other form of command. */
function argumentsOf(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the Arguments object itself is the point
  return arguments;
}

/** The gtag() shim, as code in our bundle: the strict CSP allows no inline snippet. */
function gtag(w: DataLayerWindow, ...command: unknown[]): void {
  (w.dataLayer ??= []).push(argumentsOf(...command));
}

/** Microsoft Clarity's consent API v2 signals: analytics -> analytics_Storage, marketing -> ad_Storage. */
export interface ClaritySignals {
  analytics_Storage: ConsentValue;
  ad_Storage: ConsentValue;
}

export function claritySignals(preferences: Pick<CookiePreferences, 'analytics' | 'marketing'>): ClaritySignals {
  const signals = consentSignals(preferences);
  return { analytics_Storage: signals.analytics_storage, ad_Storage: signals.ad_storage };
}

type ClarityQueue = ((...args: unknown[]) => void) & { q?: unknown[][] };
type ClarityWindow = Window & { clarity?: ClarityQueue };

/** The first-party cookies Clarity sets (its own list: _clck the user, _clsk the session). */
export const CLARITY_COOKIES = ['_clck', '_clsk'] as const;

/**
 * Deletes Clarity's first-party cookies. Clarity writes them for the
 * site's top domain (".example.cz"), so each is expired on the host and on every parent domain.
 */
export function removeClarityCookies(doc: Document = document): void {
  const labels = (doc.location?.hostname ?? '').split('.');
  const domains = [undefined, ...labels.slice(0, -1).map((_, at) => labels.slice(at).join('.'))];
  for (const name of CLARITY_COOKIES)
    for (const domain of domains)
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`;
}

/**
 * Tells the loaded tags the visitor's current choice: Google's Consent Mode and Clarity's
 * consent API, also when it changes later on the same page, so withdrawing takes effect
 * at once. A withdrawal also tells Clarity to stop (its older `consent`, false) and removes its
 * cookies, which a tag loaded earlier may have set. Nothing to tell before the tags have loaded.
 */
export function updateConsent(preferences: CookiePreferences, doc: Document = document): boolean {
  if (!preferences.analytics) removeClarityCookies(doc);
  const w = doc.defaultView as (DataLayerWindow & ClarityWindow) | null;
  allowCampaign(preferences);
  if (!loaded || !w) return false;
  analyticsAllowed = preferences.analytics;
  marketingAllowed = preferences.marketing;
  if (w.dataLayer) gtag(w, 'consent', 'update', consentSignals(preferences));
  if (w.clarity) {
    w.clarity('consentv2', claritySignals(preferences));
    if (!preferences.analytics) w.clarity('consent', false);
  }
  return true;
}

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
 * Loaded scripts cannot be unloaded: a later change reaches the tags through updateConsent() at
 * once, and the scripts are gone from the next page view.
 */
export function loadAnalytics(preferences: CookiePreferences | null, ids: AnalyticsIds, doc: Document = document): boolean {
  if (loaded || !preferences?.analytics) return false;
  const urls = analyticsScripts(ids);
  allowCampaign(preferences);
  // The funnel's events are for the tag manager: without one they have no reader.
  if (!ids.gtmId) routeFunnel(null);
  if (urls.length === 0) return false;
  analyticsAllowed = true;
  marketingAllowed = preferences.marketing;
  if (ids.gtmId) {
    const w = doc.defaultView as DataLayerWindow | null;
    if (w) {
      // The denied defaults first, then the visitor's choice, and only then the container.
      gtag(w, 'consent', 'default', DENIED_SIGNALS);
      gtag(w, 'consent', 'update', consentSignals(preferences));
      (w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      // The field Web Vitals, for the tag manager to send to GA4; their code loads at idle.
      whenIdle(() => void import('./web-vitals').then(({ reportWebVitals }) => reportWebVitals(w, () => analyticsAllowed)));
      // The funnel's events (page views, plans, checkout, leads, orders), which waited for this choice.
      whenIdle(
        () =>
          void import('@/lib/funnel-events').then(({ startFunnel }) =>
            startFunnel(w, () => ({ analytics: analyticsAllowed, marketing: marketingAllowed })),
          ),
      );
    }
  }
  if (ids.clarityId) {
    // Clarity's own queue, set up in code instead of its inline snippet (the CSP allows no inline script).
    const w = doc.defaultView as ClarityWindow | null;
    if (w) {
      if (!w.clarity) {
        const clarity: ClarityQueue = (...args: unknown[]) => {
          (clarity.q = clarity.q ?? []).push(args);
        };
        w.clarity = clarity;
      }
      // The visitor's choice is in the queue before the recorder runs (Clarity's consent API v2).
      w.clarity('consentv2', claritySignals(preferences));
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
  analyticsAllowed = false;
  marketingAllowed = false;
}
