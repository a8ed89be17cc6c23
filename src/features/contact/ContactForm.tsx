import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { FieldError, Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { preloadSupabase } from '@/lib/supabase-client';
import { codePointLength, MESSAGE_MAX, MESSAGE_MIN } from '../../../supabase/functions/_shared/form-limits.ts';

// The form is in the footer of every page: the schema (zod) and the api (supabase-js) load on
// intent (focus or typing in the form, D29/D34), never with the page nor after the submit.
const loadSchema = () => import('../../../supabase/functions/_shared/contact-schema.ts');
const loadApi = () => import('./api');
import { fieldOfCode, messageForCode } from './error-message';

type Field = 'name' | 'email' | 'message';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The footer contact form (every page). Validated with the same schema as the submit-contact
 * function; server answers are codes plus a sentence (D21): a known code shows our own locale
 * string, an unknown one the server's sentence. Fields clear only on success. D15 privacy note.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', message: '', website: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const fields = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const website = useRef<HTMLInputElement>(null);
  // D29: the form hydrates on demand, so a visitor may have typed into its server HTML first.
  // Hydration leaves that text in the fields but not in state: take it over, or it would not be
  // counted, validated or sent.
  useLayoutEffect(() => {
    const typed = {
      name: fields.name.current?.value ?? '',
      email: fields.email.current?.value ?? '',
      message: fields.message.current?.value ?? '',
      website: website.current?.value ?? '',
    };
    if (Object.values(typed).some(Boolean)) setValues(typed);
    // Once, on mount: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const language = i18n.language === 'cs' ? 'cs' : 'en';
  const length = codePointLength(values.message);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'website' && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = async (): Promise<FieldErrors> => {
    const { contactSchema, firstErrorCode } = await loadSchema();
    const found: FieldErrors = {};
    for (const field of ['name', 'email', 'message'] as const) {
      const result = contactSchema.shape[field].safeParse(values[field]);
      if (!result.success) found[field] = messageForCode(t, i18n, firstErrorCode(result.error)) ?? t('forms.codes.invalid_payload');
    }
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    let found: FieldErrors;
    try {
      found = await validate();
    } catch {
      setSending(false);
      toast({ title: t('contact.toast.errorTitle'), description: t('contact.toast.failed'), variant: 'destructive' });
      return;
    }
    if (found.name || found.email || found.message) {
      setSending(false);
      setErrors(found);
      const first = (['name', 'email', 'message'] as const).find((field) => found[field]);
      if (first) fields[first].current?.focus();
      return;
    }
    setErrors({});
    const result = await loadApi()
      .then(({ submitContact }) => submitContact(values, language))
      .catch(() => ({ ok: false as const, kind: 'network' as const, code: undefined, error: undefined }));
    setSending(false);
    if (result.ok) {
      setValues({ name: '', email: '', message: '', website: '' });
      toast({ title: t('contact.toast.successTitle'), description: result.message || t('contact.toast.successDescription') });
      return;
    }
    const known = messageForCode(t, i18n, result.code);
    const field = fieldOfCode(result.code);
    if (known && (field === 'name' || field === 'email' || field === 'message')) setErrors({ [field]: known });
    const description =
      known ??
      result.error ??
      (result.kind === 'timeout' ? t('contact.toast.timeout') : t('contact.toast.failed'));
    toast({ title: t('contact.toast.errorTitle'), description, variant: 'destructive' });
  };

  const warmUp = () => {
    void loadSchema().catch(() => undefined);
    void loadApi().catch(() => undefined);
    preloadSupabase();
  };

  const describedBy = (field: Field, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : undefined, extra].filter(Boolean).join(' ') || undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={warmUp}
      onInput={warmUp}
      className="space-y-4"
      aria-busy={sending}
      data-testid="contact-form"
    >
      <TextField
        ref={fields.name}
        id={`${id}-name`}
        label={t('contact.name')}
        error={errors.name}
        name="name"
        autoComplete="name"
        required
        placeholder={t('contact.namePlaceholder')}
        value={values.name}
        onChange={set('name')}
      />
      <TextField
        ref={fields.email}
        id={`${id}-email`}
        label={t('contact.email')}
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder={t('contact.emailPlaceholder')}
        value={values.email}
        onChange={set('email')}
      />
      <div>
        <Label htmlFor={`${id}-message`}>{t('contact.message')}</Label>
        <Textarea
          ref={fields.message}
          id={`${id}-message`}
          name="message"
          required
          aria-required="true"
          minLength={MESSAGE_MIN}
          maxLength={MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${id}-counter`)}
          placeholder={t('contact.messagePlaceholder', { min: MESSAGE_MIN })}
          value={values.message}
          onChange={set('message')}
          rows={5}
          className="mt-1"
        />
        <div className="mt-1 flex justify-between gap-4">
          <FieldError id={`${id}-message-error`}>{errors.message}</FieldError>
          <p id={`${id}-counter`} className="ml-auto text-sm text-slate-700" data-testid="contact-counter">
            {t('contact.counter', { length, max: MESSAGE_MAX })}
          </p>
        </div>
      </div>
      {/* Honeypot: people never see or reach it; bots fill it and the function stores nothing. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('contact.website')}</label>
        <input ref={website} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? t('contact.sending') : t('contact.submit')}
      </Button>
      <p className="text-sm text-slate-700">
        <Trans t={t} i18nKey="contact.note" components={{ privacy: <LocalizedLink to="/privacy" className="text-brand-700 underline" /> }} />
      </p>
    </form>
  );
}
