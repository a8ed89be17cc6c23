import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { container, buttonClass, pageColumn } from '@/components/sections/styles';
import { CopyAddress } from '@/components/ui/copy-address';
import { href } from '@/config/routes';
import { assistantReply, site } from '@/config/site';
import { LOADING_LABEL, resolveSteps, warnFallback } from '@/features/payment/fallback-steps';
import { useOrderLookup } from '@/features/payment/order-status';
import { formatLongDate } from '@/lib/format-number';
import { cn } from '@/lib/cn';
import { mailto } from '@/lib/mailto';
import { track } from '@/lib/funnel';
import { Icon } from '@/components/ui/icon';
import { pageIcons } from '@/components/ui/page-icons';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useI18nInstance, useLanguage } from '@/i18n/use-language';

function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className={`${container} flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <p className="font-medium text-slate-700">{label}</p>
    </div>
  );
}

/**
 * Whether the checkout sent the visitor here after an order: its return parameter is in the URL.
 * Read after hydration only (the prerender has no query), so a visitor who just typed the address
 * meets the neutral "if you have just completed checkout" wording and no "Order confirmed".
 */
function useReturnedFromCheckout(): string | null {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? new URLSearchParams(search).get(site.checkoutReturnParam) || null : null;
}

/**
 * /payment-success (no-index), where the checkout returns with its session id. Waits for its
 * copy, then reads the order record of that session: "recorded" (the plan, the trial's end and the
 * masked address the confirmation went to) once the provider's webhook has stored it; meanwhile the
 * careful "confirmed" wording with a spinner, which stays once the page stops asking (not found). A
 * visitor with no session id meets "unconfirmed". Then the way to set Andrea up: a prefilled mail
 * link plus the address with a copy button, the steps (a translated list, or built-in steps with a
 * warning, spec section 8), renewal disclosed and a way home.
 */
export default function PaymentSuccessPage() {
  const { t, ready: hookReady } = useTranslation('payment');
  const { t: tc } = useTranslation();
  const i18n = useI18nInstance();
  const language = useLanguage();
  // The copy is ready once its bundle is here. `ready` alone is not enough on the client: during
  // hydration i18next is not yet "initialized" (the fallback language is still loading over HTTP)
  // although the page's inlined bundle is present, and a spinner there would not match the HTML.
  const ready = hookReady || i18n.hasResourceBundle(language, 'payment');
  const sessionId = useReturnedFromCheckout();
  const lookup = useOrderLookup(sessionId);
  const recorded = lookup.state === 'recorded' ? lookup.order : undefined;
  const confirmed = sessionId !== null;
  const state = recorded ? 'recorded' : confirmed ? 'confirmed' : 'unconfirmed';
  // The order counts once its record exists (the funnel counts each order once, however often this page loads).
  useEffect(() => {
    if (recorded && sessionId) track('orderRecorded', sessionId, recorded.plan, language);
  }, [recorded, sessionId, language]);
  const { steps, fellBack } = resolveSteps(
    ready ? t('steps', { returnObjects: true, assistantReply: assistantReply(tc) }) : undefined,
    language,
  );
  const warn = ready && fellBack;
  useEffect(() => {
    if (warn) warnFallback(language);
  }, [warn, language]);

  if (!ready) return <Spinner label={LOADING_LABEL[language] ?? LOADING_LABEL.en} />;

  const address = site.emails.assistant;
  const subject = t('activate.subject');
  const body = t('activate.mailBody');
  return (
    <div className={cn('bg-gradient-to-b via-white to-white', confirmed ? 'from-emerald-50' : 'from-brand-50')}>
      <div className={cn(pageColumn('3xl'), 'py-14 sm:py-20')}>
        <div data-state={state}>
          <p
            className={cn(
              'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
              confirmed ? 'bg-emerald-100 text-accent-700' : 'bg-brand-100 text-brand-800',
            )}
          >
            {confirmed && (
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M4.5 12.5l4.5 4.5 10.5-10.5" />
              </svg>
            )}
            {t(`${state}.badge`)}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">{t(`${state}.title`)}</h1>
          <p className="mt-5 text-lg text-slate-700 sm:text-xl">
            {recorded
              ? t('recorded.lead', {
                  plan: recorded.plan ? tc(`plans.${recorded.plan}.name`) : '',
                  trialEnd: formatLongDate(recorded.trialEndsAt, language),
                  email: recorded.email,
                })
              : t(`${state}.lead`, { days: site.trialDays })}
            {/* Back from checkout, before the order's record is here: where the proof of the order
                comes from, the provider's receipt only where the operator has said it sends one. */}
            {state === 'confirmed' && ` ${t(site.checkoutFacts.receipt ? 'confirmed.proofReceipt' : 'confirmed.proof')}`}
          </p>
          {confirmed && lookup.state === 'arriving' && (
            <p role="status" className="mt-4 flex items-center gap-3 text-slate-700" data-order-lookup="">
              <span
                aria-hidden="true"
                className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
              />
              {t('arriving')}
            </p>
          )}
          {!confirmed && (
            <LocalizedLink to={href('andrea', '#pricing')} className={buttonClass('secondary', 'mt-6')}>
              {t('unconfirmed.plans')}
            </LocalizedLink>
          )}
        </div>

        {/* One list of steps, in the card whose button takes the first one: the card once told
            steps 1 and 2 in a paragraph of its own, and a list under it told them again. */}
        <section
          id="activate"
          aria-labelledby="activate-heading"
          className="mt-10 rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="activate-heading" className="text-2xl font-bold text-balance text-ink">
            {t('activate.heading')}
          </h2>
          <ol className="mt-5 space-y-4" data-steps="">
            {steps.map((step, index) => (
              <li key={index} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 text-slate-700">{step}</span>
              </li>
            ))}
          </ol>
          <a href={mailto(address, { subject, body })} className={buttonClass('primary', 'mt-6 w-full sm:w-auto')}>
            <Icon path={pageIcons.mail} className="size-5" strokeWidth={2} />
            {t('activate.button')}
          </a>
          <div className="mt-5 border-t border-slate-100 pt-5">
            <p className="text-sm font-semibold text-slate-700">{t('activate.addressLabel')}</p>
            <CopyAddress address={address} subject={subject} body={body} className="mt-2" />
          </div>
        </section>

        <p className="mt-10 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{t('renewal', { days: site.trialDays })}</p>
        <p className="mt-4 text-sm text-slate-700">
          <Trans
            t={t}
            i18nKey="help"
            values={{ email: site.emails.contact }}
            components={{
              mail: <a href={`mailto:${site.emails.contact}`} className="font-semibold text-brand-700 underline underline-offset-2" />,
            }}
          />
        </p>
        <LocalizedLink to={href('home')} className={buttonClass('secondary', 'mt-8')}>
          <span aria-hidden="true">←</span>
          {t('home')}
        </LocalizedLink>
      </div>
    </div>
  );
}
