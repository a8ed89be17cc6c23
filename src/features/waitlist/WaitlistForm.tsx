import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ContractField } from '@/components/forms/ContractField';
import { FormAlert, FormSuccess } from '@/components/forms/FormAlert';
import { answeredLate } from '@/components/forms/answered-late';
import { useForm } from '@/components/forms/use-form';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { href } from '@/config/routes';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/label';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/cn';
import { track } from '@/lib/funnel';
import { preloadSupabase } from '@/lib/supabase-client';
import { useLanguage } from '@/i18n/use-language';
import { AI_EMPLOYEES, leadFields, type AiEmployee } from '@shared/lead-contract.ts';
import type { JoinWaitlistResult } from './api';
import { JoinedLead, useJoinedNote, type WaitlistSuccess } from './WaitlistJoined';

// supabase-js loads on intent (focus or typing in the form); the api module is small.
const join = (input: Parameters<typeof import('./api').joinWaitlist>[0]): Promise<JoinWaitlistResult> =>
  import('./api').then(({ joinWaitlist }) => joinWaitlist(input)).catch(() => ({ ok: false, kind: 'network' }));

export type WaitlistEmployee = AiEmployee;

type FailureKey = 'forms.codes.busy' | `waitlist.failure.${'rateLimited' | 'refused' | 'failed'}`;

/**
 * The waiting-list form (dialog and /early-access pages), checked with the lead contract. Every
 * submission stores its lead. One state at a time: a missing or wrong
 * field says so under itself; a failure the fields cannot show stands beside the button until the
 * visitor edits or sends again, and keeps what was typed; a success takes the form's place (the
 * dialog's success step, or the page card's own success: `onSuccess`). A toast
 * only when the answer comes after the form is gone (the dialog closed while it was sending).
 * Says what happens to the data, links the privacy page, and that we will email about early
 * access and how to unsubscribe.
 */
export function WaitlistForm({
  employee,
  onSuccess,
  startWith,
  submitLabel,
  intro,
  headingId,
  className,
}: {
  employee?: WaitlistEmployee;
  /** The success, for a dialog's own success step; without it the success takes the form's place. */
  onSuccess?: (result: WaitlistSuccess) => void;
  /** What stands above the form on a page (its heading and intro): the success replaces it too. */
  intro?: ReactNode;
  /** The id of the page section's heading: the success's heading takes it over. */
  headingId?: string;
  /** What was sent before, to correct it ("Use another address"). */
  startWith?: WaitlistSuccess;
  /** The button's words where the page frames the list differently (an invitation); default "Join Waiting List". */
  submitLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm(leadFields, {
    initial: startWith
      ? { name: startWith.name, email: startWith.email, company: startWith.company, ai_employee: startWith.employee }
      : { ai_employee: employee },
  });
  const [submitting, setSubmitting] = useState(false);
  const [joined, setJoined] = useState<WaitlistSuccess | null>(null);
  // The form's height when an answer came too late to let it go (`answeredLate`).
  const [heldHeight, setHeldHeight] = useState<number>();
  const note = useJoinedNote();
  // A locale key, worded at render: a language switch rewords it.
  const [failure, setFailure] = useState<FailureKey>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Back from a success to correct what was sent: the address is what the visitor came to change,
  // so it takes the focus once the form is on the page again.
  const correcting = useRef(Boolean(startWith));
  const emailId = form.idOf('email');
  useEffect(() => {
    if (!correcting.current) return;
    correcting.current = false;
    document.getElementById(emailId)?.focus();
  });
  const { name, email, company } = form.values;
  const selected = employee ?? ((form.values.ai_employee || undefined) as WaitlistEmployee | undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (submitting) return;
    setFailure(undefined);
    if (form.check().length > 0 || !selected) return;
    setSubmitting(true);
    const pressed = performance.now();
    const result = await join({ name, email, company, employee: selected, language });
    // Gone: the dialog was closed while sending. A closed dialog keeps its state (it is hidden in an
    // <Activity>, which runs effect cleanups), so the form is ready again when it reopens.
    const gone = !mounted.current;
    setSubmitting(false);
    if (result.ok) {
      track('lead', 'waitlist', language, selected);
      const success = { name: name.trim(), email: email.trim(), company: company.trim(), employee: selected };
      if (gone) {
        form.reset();
        toast({ title: t('waitlist.toast.successTitle'), description: t('waitlist.toast.successDescription', { employee: selected }) });
        return;
      }
      setHeldHeight(answeredLate(pressed) ? element.offsetHeight : undefined);
      form.reset();
      if (onSuccess) onSuccess(success);
      else setJoined(success);
      return;
    }
    if (result.kind === 'invalid' && !gone) {
      form.showCode(result.code);
      return;
    }
    const key: FailureKey =
      result.kind === 'rate-limited'
        ? result.code === 'busy'
          ? 'forms.codes.busy'
          : 'waitlist.failure.rateLimited'
        : result.kind === 'refused'
          ? 'waitlist.failure.refused'
          : 'waitlist.failure.failed';
    if (gone) toast({ title: t('waitlist.toast.errorTitle'), description: t(key), variant: 'destructive' });
    else setFailure(key);
  };

  if (joined) {
    return (
      <div className={intro ? undefined : className}>
        <FormSuccess
          icon
          framed={!intro}
          headingLevel={intro ? 2 : 3}
          headingId={headingId}
          title={t('waitlist.successTitle')}
          body={<JoinedLead joined={joined} />}
          note={note}
          again={t('waitlist.correct')}
          onAgain={() => {
            form.set('name', joined.name);
            form.set('email', joined.email);
            form.set('company', joined.company);
            correcting.current = true;
            setJoined(null);
          }}
          minHeight={heldHeight}
        />
      </div>
    );
  }

  return (
    <>
      {intro}
      <form
        // Without JavaScript the browser sends the form itself: by POST, so what was typed never lands in the address or a server's log.
        method="post"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={preloadSupabase}
        onInput={() => {
          preloadSupabase();
          setFailure(undefined);
        }}
        className={cn('space-y-4', className)}
        aria-busy={submitting}
      >
        {!employee && (
          <fieldset aria-describedby={form.errors.ai_employee ? form.errorId('ai_employee') : undefined}>
            <legend className="text-sm font-semibold text-ink">{t('waitlist.employeeLabel')}</legend>
            {/* One full-width option a row, all the same width, none wrapping beside another. */}
            <div className="mt-2 grid gap-2">
              {AI_EMPLOYEES.map((option) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                >
                  <input
                    type="radio"
                    name={form.idOf('ai_employee')}
                    value={option}
                    checked={selected === option}
                    onChange={() => form.set('ai_employee', option)}
                    className="h-4 w-4 shrink-0 accent-brand-600"
                  />
                  <span className="text-ink">
                    {option} <span className="text-slate-700">({t(`waitlist.roles.${option}`)})</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={form.errorId('ai_employee')}>{form.errors.ai_employee}</FieldError>
          </fieldset>
        )}
        {Object.entries(leadFields).map(([name, spec]) =>
          spec.kind === 'choice' ? null : <ContractField key={name} form={form} name={name} spec={spec} copy="waitlist" />,
        )}
        <FormAlert title={t('waitlist.failure.title')}>{failure && t(failure)}</FormAlert>
        <Button type="submit" busy={submitting} className="w-full">
          {submitting ? t('waitlist.submitting') : (submitLabel ?? t('waitlist.submit'))}
        </Button>
        <p className="text-sm text-slate-700">
          <Trans
            t={t}
            i18nKey={selected ? 'waitlist.note' : 'waitlist.noteGeneric'}
            values={{ employee: selected }}
            components={{ privacy: <LocalizedLink to={href('privacy')} className="text-brand-700 underline" /> }}
          />
        </p>
      </form>
    </>
  );
}
