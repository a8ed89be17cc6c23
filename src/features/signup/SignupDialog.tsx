import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { assistantReply } from '@/components/sections/assistant-reply';
import { useLanguage } from '@/i18n/use-language';
import { useForm } from '@/components/forms/use-form';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { href } from '@/config/routes';
import { Button, buttonClasses } from '@/components/ui/button';
import { CopyAddress } from '@/components/ui/copy-address';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { site, type PlanId } from '@/config/site';
import { EMAIL_FIELD } from '@shared/form-contract.ts';
import { checkoutUrl } from './checkout';
import { PlanCard } from './PlanCard';

type Step = 'email' | 'plan' | 'success';
/** The email step's contract: the forms' one email field, checked in the browser only. */
const EMAIL_STEP = { email: EMAIL_FIELD } as const;
const PLANS: readonly PlanId[] = ['draft', 'full'];

/** A reassurance with its tick: the text hangs beside the tick when it wraps (UX review 4, U9). */
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
 * The three-step signup (spec §2, issue 4, D9, D10): email -> plan -> success. Closing at any step
 * (or "Got it, thanks!") returns to the email step and keeps the email for the next opening in this
 * visit (issue 33). Opened from a plan's button, the plan step shows that plan alone, at the top on
 * a phone, with a way to compare both; opened without one, both plans.
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
    body = (
      <div data-step="plan" data-offered={offered ?? undefined}>
        <DialogTitle>{t(offered ? 'signup.plan.chosenTitle' : 'signup.plan.title')}</DialogTitle>
        <DialogDescription>{t(offered ? 'signup.plan.chosenGreeting' : 'signup.plan.greeting', { email: email.trim() })}</DialogDescription>
        <div className={offered ? 'mt-6' : 'mt-6 grid gap-4 sm:grid-cols-2'}>
          {(offered ? [offered] : PLANS).map((plan) => {
            const url = checkoutUrl(plan, language, email);
            const reasonId = `${id}-${plan}-reason`;
            const label = t('signup.plan.start', { days: site.trialDays });
            return (
              <PlanCard
                key={plan}
                planId={plan}
                headingLevel={3}
                action={
                  url ? (
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClasses({ className: 'w-full' })}
                      onClick={() => {
                        setChosen(plan);
                        setStep('success');
                      }}
                      data-plan-checkout={plan}
                    >
                      {label}
                      <span className="sr-only"> {t('ui.opensInNewTab')}</span>
                    </a>
                  ) : (
                    <>
                      <Button disabled aria-describedby={reasonId} className="w-full" data-plan-checkout={plan}>
                        {label}
                      </Button>
                      <p id={reasonId} className="mt-2 text-sm text-slate-700">
                        {t('signup.plan.notConfigured', { address: site.emails.contact })}
                      </p>
                    </>
                  )
                }
              />
            );
          })}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          {offered && (
            <Button variant="ghost" size="sm" onClick={() => setOffered(null)}>
              {t('signup.plan.compare')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setStep('email');
              form.focusFirst();
            }}
          >
            {t('signup.plan.back')}
          </Button>
        </div>
      </div>
    );
  } else {
    const again = chosen ? checkoutUrl(chosen, language, email) : undefined;
    body = (
      <div data-step="success">
        <DialogTitle>{t('signup.success.title')}</DialogTitle>
        <DialogDescription>{t('signup.success.intro', { days: site.trialDays })}</DialogDescription>
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
        {again && (
          <p className="mt-4 text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="signup.success.reopen"
              components={{ checkout: <a href={again} target="_blank" rel="noopener noreferrer" className={linkClass} /> }}
            />
          </p>
        )}
        <Button className="mt-6 w-full" onClick={() => change(false)}>
          {t('signup.success.done')}
        </Button>
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent width={step === 'plan' && !offered ? '3xl' : undefined}>{body}</DialogContent>
    </Dialog>
  );
}
