import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useI18nInstance, useLanguage } from '@/i18n/use-language';
import { ContractField } from '@/components/forms/ContractField';
import { useForm } from '@/components/forms/use-form';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { href } from '@/config/routes';
import { FormAlert, FormSuccess } from '@/components/forms/FormAlert';
import { Button } from '@/components/ui/button';
import { messageForCode } from '@/lib/form-messages';
import { preloadSupabase } from '@/lib/supabase-client';
import { CONTACT_HONEYPOT, contactFields } from '@shared/contact-contract.ts';
import { submitContact, type SubmitContactResult } from './api';

/**
 * The footer contact form (every page), drawn and checked from the contract the submit-contact
 * function parses (the contract and the api module are small and come with the page;
 * supabase-js loads on intent, focus or typing in the form, D29/D34, never with the page). Server
 * answers are codes plus a sentence (D21): a known code shows our own locale string, an unknown one
 * the server's sentence: under its field when it has one, otherwise beside the button until the
 * visitor edits or sends again. A success takes the form's place until the visitor chooses to
 * write again (D63). Both are worded at render, so a language switch rewords them: the
 * failure is kept as the server's answer, and the thanks is our own `contact.sent.body` (the
 * server's is a copy of it). D15 privacy note, without <Trans>: the form comes with every page's
 * first JavaScript (D29, D58).
 */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useForm(contactFields, { hidden: [CONTACT_HONEYPOT] });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Extract<SubmitContactResult, { ok: false }>>();
  const [sent, setSent] = useState(false);
  // The form's height when it was sent: the success keeps it, so what follows does not move up.
  const [formHeight, setFormHeight] = useState<number>();
  const language = useLanguage();
  const i18n = useI18nInstance();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (sending) return;
    setFailure(undefined);
    if (form.check().length > 0) return;
    setSending(true);
    const result = await submitContact(form.filled(), language).catch((): SubmitContactResult => ({ ok: false, kind: 'network' }));
    setSending(false);
    if (result.ok) {
      setFormHeight(element.offsetHeight);
      form.reset();
      setSent(true);
      return;
    }
    if (!form.showCode(result.code)) setFailure(result);
  };

  if (sent) {
    return (
      <FormSuccess
        title={t('contact.sent.title')}
        body={t('contact.sent.body')}
        again={t('contact.sent.again')}
        onAgain={() => {
          setSent(false);
          form.focusFirst();
        }}
        minHeight={formHeight}
      />
    );
  }

  return (
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
      <FormAlert title={t('contact.failure.title')}>
        {failure &&
          (messageForCode(t, i18n, failure.code, contactFields, failure.error) ??
            t(failure.kind === 'timeout' ? 'contact.failure.timeout' : 'contact.failure.failed'))}
      </FormAlert>
      {/* D35: a press (or Enter) before hydration is held, not sent as a bare HTML form, and replayed. */}
      <Button type="submit" busy={sending} data-hold-tap="">
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
