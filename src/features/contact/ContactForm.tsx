import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { ContractField } from '@/components/forms/ContractField';
import { useForm } from '@/components/forms/use-form';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { href } from '@/config/routes';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { preloadSupabase } from '@/lib/supabase-client';
import { CONTACT_HONEYPOT, contactFields } from '@shared/contact-contract.ts';
import { submitContact } from './api';

/**
 * The footer contact form (every page), drawn and checked from the contract the submit-contact
 * function parses (the contract and the api module are small and come with the page;
 * supabase-js loads on intent, focus or typing in the form, D29/D34, never with the page). Server
 * answers are codes plus a sentence (D21): a known code shows our own locale string, an unknown one
 * the server's sentence. Fields clear only on success. D15 privacy note,
 * without <Trans>: the form comes with every page's first JavaScript (D29, D58).
 */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useForm(contactFields, { hidden: [CONTACT_HONEYPOT] });
  const [sending, setSending] = useState(false);
  const language = useLanguage();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || form.check().length > 0) return;
    setSending(true);
    const result = await submitContact(form.filled(), language).catch(() => ({
      ok: false as const,
      kind: 'network' as const,
      code: undefined,
      error: undefined,
    }));
    setSending(false);
    if (result.ok) {
      form.reset();
      toast({ title: t('contact.toast.successTitle'), description: result.message || t('contact.toast.successDescription') });
      return;
    }
    const description =
      form.showCode(result.code) ?? result.error ?? (result.kind === 'timeout' ? t('contact.toast.timeout') : t('contact.toast.failed'));
    toast({ title: t('contact.toast.errorTitle'), description, variant: 'destructive' });
  };

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
      {Object.entries(contactFields).map(([name, spec]) => (
        <ContractField key={name} form={form} name={name} spec={spec} copy="contact" />
      ))}
      {/* Honeypot: people never see or reach it; bots fill it and the function stores nothing. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor={form.idOf(CONTACT_HONEYPOT)}>{t('contact.website')}</label>
        <input {...form.input(CONTACT_HONEYPOT)} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* D35: a press (or Enter) before hydration is held, not sent as a bare HTML form, and replayed. */}
      <Button type="submit" disabled={sending} data-hold-tap="">
        {sending ? t('contact.sending') : t('contact.submit')}
      </Button>
      <p className="text-sm text-slate-700">
        {t('contact.note')}{' '}
        <LocalizedLink to={href('privacy')} className="text-brand-700 underline">
          {t('contact.notePrivacy')}
        </LocalizedLink>
        .
      </p>
    </form>
  );
}
