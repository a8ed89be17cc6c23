import { CURRENCY_BY_LANGUAGE, site, type Language } from '@/config/site';
import { formatPrice } from '@/lib/format-price';

/**
 * The values `home:faq.items` interpolates (trial length, prices, mailboxes come from `site`).
 * Whoever reads those items (the FAQ on the home page) passes these:
 * `t('home:faq.items', { returnObjects: true, ...homeFaqValues(language) })`.
 */
export function homeFaqValues(language: Language) {
  const price = (planId: 'draft' | 'full') =>
    formatPrice(site.plans.find((plan) => plan.id === planId)!.monthlyPrice[CURRENCY_BY_LANGUAGE[language]], language);
  return {
    days: site.trialDays,
    draftPrice: price('draft'),
    fullPrice: price('full'),
    contactEmail: site.emails.contact,
    assistantEmail: site.emails.assistant,
  };
}
