import { CURRENCY_BY_LANGUAGE, site, type Currency, type Language, type PlanId } from '@/config/site';

type CheckoutTable = Record<PlanId, Record<Currency, string | undefined>>;

/**
 * D9: one checkout URL per plan and currency (EUR on English pages, CZK on Czech pages); undefined
 * when not configured. The email is passed as `prefilled_email` (Stripe payment links accept it).
 */
export function checkoutUrl(plan: PlanId, language: Language, email: string, table: CheckoutTable = site.checkout): string | undefined {
  const base = table[plan][CURRENCY_BY_LANGUAGE[language]];
  if (!base) return undefined;
  try {
    const url = new URL(base);
    if (email.trim()) url.searchParams.set('prefilled_email', email.trim());
    return url.toString();
  } catch {
    return undefined;
  }
}
