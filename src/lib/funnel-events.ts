/**
 * The funnel's steps as the events a tag manager reads: Google Analytics 4's recommended events and
 * parameters, pushed to the `dataLayer` only while the visitor allows analytics, advertising
 * parameters (`gclid`) only while they allow marketing. The one place that knows the names: the
 * container in docs/analytics/ has a trigger and a tag for each of FUNNEL_EVENTS, and a test holds
 * the two together. Loaded with the tag manager, at idle, after analytics consent.
 *
 * Nothing personal leaves: no e-mail address, name or session id (an order's id is a hash of
 * it), and page addresses carry only the campaign's parameters (campaign.ts).
 */
import { CURRENCY_BY_LANGUAGE, site, type Language, type PlanId } from '@/config/site';
import { languageFromPath } from '@/i18n/language';
import { pageUrl } from './campaign';
import { routeFunnel, type FunnelStep } from './funnel';

export const FUNNEL_EVENTS = ['page_view', 'select_item', 'begin_checkout', 'generate_lead', 'purchase'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

export interface FunnelConsent {
  analytics: boolean;
  marketing: boolean;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The pushes of one kind of step, given the window it happens in and the visitor's choice now. */
export interface FunnelEntry {
  event: FunnelEvent;
  page_language: Language;
  [parameter: string]: unknown;
}

/** The list the plans are chosen from, as GA4's ecommerce reports name it. */
const PLAN_LIST = { item_list_id: 'andrea_plans', item_list_name: 'Andrea plans' };
/** The orders already counted in this browser (hashes), so a reload of the success page counts none again. */
const ORDERS_KEY = 'funnel-orders';
const ORDERS_KEPT = 20;

const priceOf = (plan: PlanId, language: Language) =>
  site.plans.find((item) => item.id === plan)?.monthlyPrice[CURRENCY_BY_LANGUAGE[language]] ?? 0;

/** A plan as GA4's item: its id and the monthly price it renews at after the trial, in the page's currency. */
function planItem(plan: PlanId, language: Language) {
  return {
    item_id: plan,
    item_name: plan,
    item_brand: 'Andrea',
    item_category: 'AI employee',
    price: priceOf(plan, language),
    quantity: 1,
  };
}

function money(plan: PlanId, language: Language) {
  return { currency: CURRENCY_BY_LANGUAGE[language], value: priceOf(plan, language), items: [planItem(plan, language)] };
}

/** The first 16 hex digits of the SHA-256 of an order's session id: an id for GA4 that opens nothing. */
export async function orderId(sessionId: string): Promise<string | undefined> {
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sessionId));
    return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}

function countedOrders(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(ORDERS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Starts the funnel on this page: steps that waited for the visitor's choice and every later one
 * become dataLayer events while `consent()` allows analytics. The page on screen counts as viewed
 * (a visitor who accepts on the banner starts here), once.
 */
export function startFunnel(w: DataLayerWindow, consent: () => FunnelConsent): void {
  let lastPath: string | undefined;
  let lastLocation = '';
  const inMemory = new Set<string>();

  const push = (entry: FunnelEntry, ecommerce = false) => {
    if (!consent().analytics) return;
    const layer = (w.dataLayer ??= []);
    // The tag manager merges every push into one model: an earlier item list must not ride along.
    if (ecommerce) layer.push({ ecommerce: null });
    layer.push(entry);
  };

  const send = (step: FunnelStep): void => {
    switch (step[0]) {
      case 'pageView': {
        const [, pathname] = step;
        if (pathname === lastPath) return;
        lastPath = pathname;
        const { origin, pathname: shown, search } = w.location;
        // The campaign stays in the address of the page it landed on (GA4 reads it there).
        const location = pageUrl(`${origin}${pathname}${pathname === shown ? search : ''}`, consent().marketing);
        const referrer = lastLocation || pageUrl(w.document.referrer, false);
        lastLocation = pageUrl(`${origin}${pathname}`, false);
        push({ event: 'page_view', page_language: languageFromPath(pathname), page_location: location, page_referrer: referrer });
        return;
      }
      case 'planChosen': {
        const [, plan, language] = step;
        push({ event: 'select_item', page_language: language, ecommerce: { ...PLAN_LIST, items: [planItem(plan, language)] } }, true);
        return;
      }
      case 'checkoutBegun': {
        const [, plan, language] = step;
        push({ event: 'begin_checkout', page_language: language, ecommerce: money(plan, language) }, true);
        return;
      }
      case 'lead': {
        const [, form, language, employee] = step;
        push({ event: 'generate_lead', page_language: language, lead_source: form, ...(employee ? { ai_employee: employee } : {}) });
        return;
      }
      case 'orderRecorded': {
        const [, sessionId, plan, language] = step;
        if (inMemory.has(sessionId) || !plan || !consent().analytics) return;
        inMemory.add(sessionId);
        void orderId(sessionId).then((id) => {
          const counted = countedOrders();
          if (!id || counted.includes(id)) return;
          try {
            localStorage.setItem(ORDERS_KEY, JSON.stringify([...counted, id].slice(-ORDERS_KEPT)));
          } catch {
            // Storage blocked: a reload may count this order again; GA4 keeps one purchase per transaction_id.
          }
          // A trial: nothing is charged now; the value is what the plan renews at, the subscription it starts.
          push(
            {
              event: 'purchase',
              page_language: language,
              trial_days: site.trialDays,
              ecommerce: { transaction_id: id, ...money(plan, language) },
            },
            true,
          );
        });
        return;
      }
    }
  };

  routeFunnel(send);
  send(['pageView', w.location.pathname]);
}
