import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { FieldError } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { fieldOfCode, messageForCode } from '@/features/contact/error-message';
import { cn } from '@/lib/cn';
import { preloadSupabase } from '@/lib/supabase-client';
import type { JoinWaitlistResult } from './api';

// supabase-js and the lead schema (zod) load on intent (focus or typing in the form, D29/D34).
const join = (input: Parameters<typeof import('./api').joinWaitlist>[0]): Promise<JoinWaitlistResult> =>
  import('./api').then(({ joinWaitlist }) => joinWaitlist(input)).catch(() => ({ ok: false, kind: 'network' }));

export type WaitlistEmployee = 'Julie' | 'David';

export interface WaitlistSuccess {
  name: string;
  email: string;
  employee: WaitlistEmployee;
}

type FieldErrors = Partial<Record<'name' | 'email' | 'company' | 'employee', string>>;

/**
 * The waiting-list form (dialog and /early-access pages). Every submission stores its lead
 * (issue 4); missing name/email -> "Missing Information" toast; failure keeps what was typed;
 * success clears the fields. D15: says what happens to the data, links the privacy page, and
 * that we will email about early access and how to unsubscribe.
 */
export function WaitlistForm({
  employee,
  onSuccess,
  submitLabel,
  className,
}: {
  employee?: WaitlistEmployee;
  onSuccess?: (result: WaitlistSuccess) => void;
  /** The button's words where the page frames the list differently (an invitation); default "Join Waiting List". */
  submitLabel?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [choice, setChoice] = useState<WaitlistEmployee | ''>('');
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [joined, setJoined] = useState<WaitlistSuccess | null>(null);
  const selected = employee ?? (choice || undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const missing: FieldErrors = {};
    if (!name.trim()) missing.name = t('forms.errors.nameRequired');
    if (!email.trim()) missing.email = t('forms.errors.emailRequired');
    if (!selected) missing.employee = t('forms.codes.ai_employee_invalid');
    if (missing.name || missing.email) {
      setErrors(missing);
      toast({ title: t('waitlist.toast.missingTitle'), description: t('waitlist.toast.missingDescription'), variant: 'destructive' });
      return;
    }
    if (!selected) {
      setErrors(missing);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await join({ name, email, company, employee: selected });
    setSubmitting(false);
    if (result.ok) {
      const success = { name: name.trim(), email: email.trim(), employee: selected };
      setName('');
      setEmail('');
      setCompany('');
      setChoice('');
      toast({ title: t('waitlist.toast.successTitle'), description: t('waitlist.toast.successDescription', { employee: selected }) });
      if (onSuccess) onSuccess(success);
      else setJoined(success);
      return;
    }
    if (result.kind === 'invalid') {
      const field = fieldOfCode(result.code);
      const message = messageForCode(t, i18n, result.code) ?? t('waitlist.toast.errorDescription');
      if (field === 'name' || field === 'email' || field === 'company') setErrors({ [field]: message });
      else if (result.code === 'ai_employee_invalid') setErrors({ employee: message });
      return;
    }
    const description =
      result.kind === 'rate-limited'
        ? result.code === 'busy'
          ? t('forms.codes.busy')
          : t('waitlist.toast.rateLimitedDescription')
        : t('waitlist.toast.errorDescription');
    toast({ title: t('waitlist.toast.errorTitle'), description, variant: 'destructive' });
  };

  // The heavy parts of a submit, zod (the lead schema) and supabase-js; the api module is small.
  const warmUp = () => {
    void import('../../../supabase/functions/_shared/lead-schema.ts').catch(() => undefined);
    preloadSupabase();
  };

  const described = (field: keyof FieldErrors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={warmUp}
      onInput={warmUp}
      className={cn('space-y-4', className)}
      aria-busy={submitting}
    >
      {joined && (
        <div role="status" className="rounded-xl border border-accent-600 bg-white p-4">
          <p className="font-semibold text-ink">{t('waitlist.successTitle')}</p>
          <p className="mt-1 text-slate-700">{t('waitlist.successBody', { email: joined.email, employee: joined.employee })}</p>
        </div>
      )}
      {!employee && (
        <fieldset aria-describedby={described('employee')}>
          <legend className="text-sm font-semibold text-ink">{t('waitlist.employeeLabel')}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(['Julie', 'David'] as const).map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
              >
                <input
                  type="radio"
                  name={`${id}-employee`}
                  value={option}
                  checked={choice === option}
                  onChange={() => setChoice(option)}
                  className="h-4 w-4 accent-brand-600"
                />
                <span className="text-ink">
                  {option} <span className="text-slate-700">({t(`waitlist.roles.${option}`)})</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={`${id}-employee-error`}>{errors.employee}</FieldError>
        </fieldset>
      )}
      <TextField
        id={`${id}-name`}
        label={t('waitlist.name')}
        error={errors.name}
        name="name"
        autoComplete="name"
        required
        placeholder={t('waitlist.namePlaceholder')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        id={`${id}-email`}
        label={t('waitlist.email')}
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder={t('waitlist.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id={`${id}-company`}
        label={
          <>
            {t('waitlist.company')} <span className="font-normal text-slate-700">({t('forms.optional')})</span>
          </>
        }
        error={errors.company}
        name="company"
        autoComplete="organization"
        placeholder={t('waitlist.companyPlaceholder')}
        value={company}
        onChange={(event) => setCompany(event.target.value)}
      />
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? t('waitlist.submitting') : (submitLabel ?? t('waitlist.submit'))}
      </Button>
      <p className="text-sm text-slate-700">
        <Trans
          t={t}
          i18nKey={selected ? 'waitlist.note' : 'waitlist.noteGeneric'}
          values={{ employee: selected }}
          components={{ privacy: <LocalizedLink to="/privacy" className="text-brand-700 underline" /> }}
        />
      </p>
    </form>
  );
}
