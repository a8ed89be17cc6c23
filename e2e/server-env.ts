/**
 * The build the e2e server serves (playwright.config.ts), read by the journeys that check it:
 * fake checkout links (D9: Full in CZK left unset to prove the disabled button), a billing
 * portal, and fake analytics IDs whose hosts the Chromium tests route to a local stub (D27).
 */
import type { Currency } from '../supabase/functions/_shared/languages.ts';

export const E2E_BUILD_ENV = {
  VITE_CHECKOUT_DRAFT_EUR: 'https://checkout.example.test/draft-eur',
  VITE_CHECKOUT_FULL_EUR: 'https://checkout.example.test/full-eur',
  VITE_CHECKOUT_DRAFT_CZK: 'https://checkout.example.test/draft-czk',
  VITE_BILLING_PORTAL_URL: 'https://billing.example.test/portal',
  VITE_GTM_ID: 'GTM-E2ETEST',
  VITE_CLARITY_ID: 'e2eclarity',
};

/** The configured checkout of a plan in a currency (D9), or undefined for a disabled plan button. */
export function configuredCheckout(plan: 'draft' | 'full', currency: Currency): string | undefined {
  return (E2E_BUILD_ENV as Record<string, string>)[`VITE_CHECKOUT_${plan.toUpperCase()}_${currency}`];
}
