import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { site, type Language, type PlanId } from '@/config/site';
import { CURRENCY_BY_LANGUAGE } from '@/config/site';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format-price';
import { translatedList } from '@/lib/translated-list';
import { useLanguage } from '@/i18n/use-language';

export function planPrice(planId: PlanId, language: Language): number {
  const plan = site.plans.find((item) => item.id === planId);
  if (!plan) throw new Error(`Unknown plan "${planId}"`);
  return plan.monthlyPrice[CURRENCY_BY_LANGUAGE[language]];
}

/**
 * One plan: name, description, final price with "VAT included", the spec's features,
 * the "Most Popular" badge on Full, and the renewal/cancellation disclosure where people buy.
 * `action` is the call to action (a link on the home page, SignupButton on /andrea, checkout in the dialog).
 */
export function PlanCard({
  planId,
  action,
  headingLevel = 3,
  className,
}: {
  planId: PlanId;
  action: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const plan = site.plans.find((item) => item.id === planId);
  const price = formatPrice(planPrice(planId, language), language);
  const features = translatedList(t(`plans.${planId}.features`, { returnObjects: true }));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const popular = plan?.mostPopular ?? false;
  return (
    <article
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-300',
        className,
      )}
      data-plan={planId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-xl font-bold text-ink">{t(`plans.${planId}.name`)}</Heading>
        {popular && (
          <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
            {t('plans.mostPopular')}
          </span>
        )}
      </div>
      <p className="mt-2 text-slate-700">{t(`plans.${planId}.description`)}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold text-ink">{price}</span>
        <span className="text-slate-700">{t('plans.perMonth')}</span>
        <span className="text-sm font-medium text-slate-700">{t('plans.vatIncluded')}</span>
      </p>
      <p className="sr-only">{t('plans.featuresLabel')}</p>
      <ul className="mt-4 space-y-2 text-ink">
        {features.map((feature, index) => (
          <li key={index} className="flex gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              width="20"
              height="20"
              className="mt-0.5 shrink-0 text-accent-700"
              fill="currentColor"
            >
              <path d="M8.1 13.3 4.8 10l-1.2 1.2 4.5 4.5 9-9-1.2-1.2z" />
            </svg>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {/* At the card's foot, so side-by-side plans line their buttons up whatever their feature lists. */}
      <div className="mt-auto pt-6">{action}</div>
      <p className="mt-3 text-sm text-slate-700">{t('plans.renewal', { days: site.trialDays, price })}</p>
    </article>
  );
}
