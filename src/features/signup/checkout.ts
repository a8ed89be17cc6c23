import { formatOrderReference, parseTermsVersion, type TermsVersion } from '@shared/order-reference';
import { CURRENCY_BY_LANGUAGE, site, type Currency, type Language, type PlanId } from '@/config/site';

type CheckoutTable = Record<PlanId, Record<Currency, string | undefined>>;

/** Any origin will do: it only lets a site-relative checkout (the local stand-in) be parsed and given back as a path. */
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * One checkout URL per plan and currency (EUR on English pages, CZK on Czech pages); undefined
 * when not configured. The email is passed as `prefilled_email` (Stripe payment links accept it),
 * and `client_reference_id` carries the plan, the page's language and, where known, the version of
 * the Terms the page showed, which the order webhook records (nothing personal: the provider shows
 * it in its dashboard).
 */
export function checkoutUrl(
  plan: PlanId,
  language: Language,
  email: string,
  { table = site.checkout, terms }: { table?: CheckoutTable; terms?: TermsVersion } = {},
): string | undefined {
  const base = table[plan][CURRENCY_BY_LANGUAGE[language]];
  if (!base) return undefined;
  try {
    const url = new URL(base, RELATIVE_BASE);
    if (email.trim()) url.searchParams.set('prefilled_email', email.trim());
    url.searchParams.set('client_reference_id', formatOrderReference({ plan, language, terms }));
    return url.origin === RELATIVE_BASE ? `${url.pathname}${url.search}` : url.toString();
  } catch {
    return undefined;
  }
}

/** The version of the Terms this page was built with: the prerender writes it into every page's head. */
export function pageTermsVersion(): TermsVersion | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseTermsVersion(document.querySelector<HTMLMetaElement>('meta[name="terms-version"]')?.content);
}
