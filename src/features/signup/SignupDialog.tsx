import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { useForm } from '@/components/forms/use-form';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { href } from '@/config/routes';
import { Button, buttonClasses } from '@/components/ui/button';
import { CopyAddress } from '@/components/ui/copy-address';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { assistantReply, site, type PlanId } from '@/config/site';
import { EMAIL_FIELD } from '@shared/form-contract.ts';
import { checkoutUrl, pageTermsVersion } from './checkout';
import { planPrice } from './PlanCard';
import { formatPrice } from '@/lib/format-price';
import { withCampaign } from '@/lib/campaign';
import { track } from '@/lib/funnel';
import { cn } from '@/lib/cn';

type Step = 'email' | 'plan' | 'success';
/** The email step's contract: the forms' one email field, checked in the browser only. */
const EMAIL_STEP = { email: EMAIL_FIELD } as const;
const PLANS: readonly PlanId[] = ['draft', 'full'];
/** Opened without a plan, the step confirms the most popular one. */
const DEFAULT_PLAN: PlanId = site.plans.find((plan) => plan.mostPopular)?.id ?? 'full';

/** A reassurance with its tick: the text hangs beside the tick when it wraps. */
function Checked({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <span aria-hidden="true" className="shrink-0 font-bold text-accent-700">
        ✓
      </span>
      <span>{children}</span>
    </li>
  );
}

const linkClass = 'text-brand-700 underline underline-offset-2';

/**
 * The three-step signup (spec §2): email -> plan -> success. Closing at any step
 * (or "Got it, thanks!") returns to the email step and keeps the email for the next opening in this
 * visit. The plan step confirms the plan chosen on the page (or the most popular) with the other
 * one a tap away, and fits a phone and a laptop without scrolling.
 */
export default function SignupDialog({
  open,
  plan = null,
  onOpenChange,
}: {
  open: boolean;
  /** The plan the visitor chose on the page, if any. */
  plan?: PlanId | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [step, setStep] = useState<Step>('email');
  // The example address helps here, where the email is all we ask for.
  const form = useForm(EMAIL_STEP, { messages: { email_invalid: 'signup.email.invalid' } });
  const email = form.values.email;
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const [offered, setOffered] = useState<PlanId | null>(plan);
  const selected = offered ?? DEFAULT_PLAN;
  // Each opening shows the plan it was opened with (none: both): adjusted during render when the
  // opening changes, React's pattern for state that follows a prop, not in an effect.
  const [opening, setOpening] = useState({ open, plan });
  if (opening.open !== open || opening.plan !== plan) {
    setOpening({ open, plan });
    if (open) setOffered(plan);
  }

  const reset = () => {
    setStep('email');
    form.clearErrors();
    setChosen(null);
  };
  const change = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.check().length === 0) setStep('plan');
  };

  let body: ReactNode;

  if (step === 'email') {
    body = (
      <div data-step="email">
        <DialogTitle>{t('signup.email.title')}</DialogTitle>
        <DialogDescription>{t('signup.email.intro', { days: site.trialDays })}</DialogDescription>
        {/* Opened from a plan: the plan just picked stays in sight from the first step. */}
        {offered && (
          <p data-plan-line={offered} className="mt-3 text-sm font-semibold text-brand-700">
            {t('signup.email.planLine', {
              plan: t(`plans.${offered}.name`),
              price: formatPrice(planPrice(offered, language), language),
            })}
          </p>
        )}
        <form noValidate onSubmit={onContinue} className="mt-6 space-y-4">
          <div>
            <Label htmlFor={form.idOf('email')}>{t('signup.email.label')}</Label>
            <Input
              {...form.input('email')}
              {...form.aria('email')}
              type="email"
              autoComplete="email"
              required
              aria-required="true"
              placeholder={t('signup.email.placeholder')}
              className="mt-1"
            />
            <FieldError id={form.errorId('email')}>{form.errors.email}</FieldError>
          </div>
          <Button type="submit" className="w-full">
            {t('signup.email.continue')}
          </Button>
          <p className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="signup.email.note"
              components={{
                terms: <LocalizedLink to={href('terms')} className={linkClass} onClick={() => change(false)} />,
                privacy: <LocalizedLink to={href('privacy')} className={linkClass} onClick={() => change(false)} />,
              }}
            />
          </p>
        </form>
      </div>
    );
  } else if (step === 'plan') {
    const checkout = checkoutUrl(selected, language, email, { terms: pageTermsVersion() });
    // The landing page's campaign rides along: the payment provider keeps it with the order.
    const url = checkout && withCampaign(checkout);
    const reasonId = `${id}-reason`;
    const label = t('signup.plan.start', { days: site.trialDays });
    const price = formatPrice(planPrice(selected, language), language);
    body = (
      <div data-step="plan" data-offered={selected}>
        <DialogTitle>{t('signup.plan.chosenTitle')}</DialogTitle>
        <DialogDescription>{t('signup.plan.chosenGreeting', { email: email.trim() })}</DialogDescription>
        {/* The chosen plan, confirmed, with the other one beside it: a change is one tap, and the step fits a phone. */}
        <fieldset className="mt-4">
          <legend className="sr-only">{t('signup.plan.title')}</legend>
          <div className="grid gap-2">
            {PLANS.map((plan) => (
              <label
                key={plan}
                data-plan={plan}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3',
                  plan === selected ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600' : 'border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-plan`}
                  value={plan}
                  checked={plan === selected}
                  // One Tab stop for the group, on the checked radio: the dialog's focus trap
                  // would otherwise wrap from Close onto the first radio, checked or not. The
                  // arrow keys still move between the two.
                  tabIndex={plan === selected ? 0 : -1}
                  onChange={() => {
                    setOffered(plan);
                    track('planChosen', plan, language);
                  }}
                  className="size-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink">{t(`plans.${plan}.name`)}</span>
                  {site.plans.find((item) => item.id === plan)?.mostPopular && (
                    <span className="text-xs font-semibold text-brand-700 uppercase">{t('plans.mostPopular')}</span>
                  )}
                </span>
                <span className="text-right text-sm text-slate-700">
                  <span className="block text-base font-bold text-ink">{formatPrice(planPrice(plan, language), language)}</span>
                  {t('plans.perMonth')}
                  <span className="block text-xs">{t('plans.vatIncluded')}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-3 text-sm text-slate-700">{t(`plans.${selected}.description`)}</p>
        <div className="mt-4">
          {url ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ className: 'w-full' })}
              onClick={() => {
                track('checkoutBegun', selected, language);
                setChosen(selected);
                setStep('success');
              }}
              data-plan-checkout={selected}
            >
              {label}
              <span className="sr-only"> {t('ui.opensInNewTab')}</span>
            </a>
          ) : (
            <>
              <Button disabled aria-describedby={reasonId} className="w-full" data-plan-checkout={selected}>
                {label}
              </Button>
              <p id={reasonId} className="mt-2 text-sm text-slate-700">
                {t('signup.plan.notConfigured', { address: site.emails.contact })}
              </p>
            </>
          )}
        </div>
        <p className="mt-2 text-xs text-slate-700">{t('plans.renewal', { days: site.trialDays, price })}</p>
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => {
            setStep('email');
            form.focusFirst();
          }}
        >
          {t('signup.plan.back')}
        </Button>
      </div>
    );
  } else {
    const checkout = chosen ? checkoutUrl(chosen, language, email, { terms: pageTermsVersion() }) : undefined;
    const again = checkout && withCampaign(checkout);
    body = (
      <div data-step="success">
        <DialogTitle>{t('signup.success.title')}</DialogTitle>
        <DialogDescription>{t('signup.success.intro', { days: site.trialDays })}</DialogDescription>
        {/* On a phone the new tab sits behind this one: the checkout is the obvious next step. */}
        {again && (
          <a href={again} target="_blank" rel="noopener noreferrer" className={buttonClasses({ className: 'mt-4 w-full' })}>
            {t('signup.success.toCheckout')}
            <span className="sr-only"> {t('ui.opensInNewTab')}</span>
          </a>
        )}
        <p className="mt-4 text-ink">{t('signup.success.nextStep', { assistantReply: assistantReply(t) })}</p>
        <CopyAddress address={site.emails.assistant} className="mt-2" />
        <h3 className="mt-6 font-semibold text-ink">{t('signup.success.reassuranceLabel')}</h3>
        <ul className="mt-2 space-y-2 text-ink">
          <Checked>{t('signup.success.trialEnds', { days: site.trialDays })}</Checked>
          <Checked>{t('signup.success.noCharge')}</Checked>
          <Checked>
            {site.billingPortalUrl ? (
              <Trans
                t={t}
                i18nKey="signup.success.cancelAnytimeLink"
                components={{ portal: <a href={site.billingPortalUrl} target="_blank" rel="noopener noreferrer" className={linkClass} /> }}
              />
            ) : (
              t('signup.success.cancelAnytime')
            )}
          </Checked>
        </ul>
        <Button variant={again ? 'outline' : undefined} className="mt-6 w-full" onClick={() => change(false)}>
          {t('signup.success.done')}
        </Button>
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>{body}</DialogContent>
    </Dialog>
  );
}
