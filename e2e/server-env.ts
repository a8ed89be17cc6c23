/**
 * The build the e2e server serves (playwright.config.ts), read by the journeys that check it:
 * checkout links (D9: Full in CZK left unset to prove the disabled button; Full in EUR a fake
 * provider's; Draft in both currencies the embedded backend's local checkout stand-in, which closes
 * the order loop, e2e/orders.spec.ts), a billing portal, and fake analytics IDs whose hosts the
 * Chromium tests route to a local stub (D27).
 */
import type { Currency, Language } from '../supabase/functions/_shared/languages.ts';
import { formatOrderReference } from '../supabase/functions/_shared/order-reference.ts';

export const E2E_BUILD_ENV = {
  VITE_CHECKOUT_DRAFT_EUR: '/local-checkout/draft/EUR',
  VITE_CHECKOUT_FULL_EUR: 'https://checkout.example.test/full-eur',
  VITE_CHECKOUT_DRAFT_CZK: '/local-checkout/draft/CZK',
  VITE_BILLING_PORTAL_URL: 'https://billing.example.test/portal',
  VITE_GTM_ID: 'GTM-E2ETEST',
  VITE_CLARITY_ID: 'e2eclarity',
};

/** The configured checkout of a plan in a currency (D9), or undefined for a disabled plan button. */
export function configuredCheckout(plan: 'draft' | 'full', currency: Currency): string | undefined {
  return (E2E_BUILD_ENV as Record<string, string>)[`VITE_CHECKOUT_${plan.toUpperCase()}_${currency}`];
}

/** A configured checkout's link as the page writes it: the email, then the reference (plan and language; the Terms version where the page knows it). */
export function checkoutHref(plan: 'draft' | 'full', currency: Currency, language: Language, email = ''): string | undefined {
  const base = configuredCheckout(plan, currency);
  if (!base) return undefined;
  const query = new URLSearchParams();
  if (email) query.set('prefilled_email', email);
  query.set('client_reference_id', formatOrderReference({ plan, language }));
  return `${base}?${query}`;
}
