import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useForm } from '@/components/forms/use-form';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { FieldError, Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { preloadSupabase } from '@/lib/supabase-client';
import { CONTACT_HONEYPOT, contactFields } from '@shared/contact-contract.ts';
import { codePointLength } from '@shared/form-contract.ts';
import { submitContact } from './api';

// The form is in the footer of every page: supabase-js loads on intent (focus or typing in the
// form, D29/D34), never with the page nor after the submit. The contract and the api module are
// small and come with the form's island.
const { min: MESSAGE_MIN, max: MESSAGE_MAX } = contactFields.message;

/**
 * The footer contact form (every page), checked with the contract the submit-contact function
 * parses; server answers are codes plus a sentence (D21): a known code shows our own locale
 * string, an unknown one the server's sentence. Fields clear only on success. D15 privacy note.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const form = useForm(contactFields, { hidden: [CONTACT_HONEYPOT] });
  const [sending, setSending] = useState(false);
  const language = i18n.language === 'cs' ? 'cs' : 'en';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || form.check().length > 0) return;
    setSending(true);
    const result = await submitContact(form.values, language).catch(() => ({ ok: false as const, kind: 'network' as const, code: undefined, error: undefined }));
    setSending(false);
    if (result.ok) {
      form.reset();
      toast({ title: t('contact.toast.successTitle'), description: result.message || t('contact.toast.successDescription') });
      return;
    }
    const description =
      form.showCode(result.code) ??
      result.error ??
      (result.kind === 'timeout' ? t('contact.toast.timeout') : t('contact.toast.failed'));
    toast({ title: t('contact.toast.errorTitle'), description, variant: 'destructive' });
  };

  const counterId = `${form.idOf('message')}-counter`;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={preloadSupabase}
      onInput={preloadSupabase}
      className="space-y-4"
      aria-busy={sending}
      data-testid="contact-form"
    >
      <TextField
        {...form.input('name')}
        label={t('contact.name')}
        error={form.errors.name}
        autoComplete="name"
        required
        placeholder={t('contact.namePlaceholder')}
      />
      <TextField
        {...form.input('email')}
        label={t('contact.email')}
        error={form.errors.email}
        type="email"
        autoComplete="email"
        required
        placeholder={t('contact.emailPlaceholder')}
      />
      <div>
        <Label htmlFor={form.idOf('message')}>{t('contact.message')}</Label>
        <Textarea
          {...form.input('message')}
          {...form.aria('message', counterId)}
          required
          aria-required="true"
          minLength={MESSAGE_MIN}
          maxLength={MESSAGE_MAX}
          placeholder={t('contact.messagePlaceholder', { min: MESSAGE_MIN })}
          rows={5}
          className="mt-1"
        />
        <div className="mt-1 flex justify-between gap-4">
          <FieldError id={form.errorId('message')}>{form.errors.message}</FieldError>
          <p id={counterId} className="ml-auto text-sm text-slate-700" data-testid="contact-counter">
            {t('contact.counter', { length: codePointLength(form.values.message), max: MESSAGE_MAX })}
          </p>
        </div>
      </div>
      {/* Honeypot: people never see or reach it; bots fill it and the function stores nothing. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor={form.idOf(CONTACT_HONEYPOT)}>{t('contact.website')}</label>
        <input {...form.input(CONTACT_HONEYPOT)} type="text" tabIndex={-1} autoComplete="off" />
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
