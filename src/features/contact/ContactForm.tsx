import { useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useI18nInstance, useLanguage } from '@/i18n/use-language';
import { ContractField } from '@/components/forms/ContractField';
import { useForm } from '@/components/forms/use-form';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { href } from '@/config/routes';
import { replyTime } from '@/config/site';
import { FormAlert, FormSuccess } from '@/components/forms/FormAlert';
import { HeldHeight } from '@/components/forms/HeldHeight';
import { Button } from '@/components/ui/button';
import { messageForCode } from '@/lib/form-messages';
import { track } from '@/lib/funnel';
import { preloadSupabase } from '@/lib/supabase-client';
import { answeredLate } from '@/components/forms/answered-late';
import { CONTACT_HONEYPOT, contactFields } from '@shared/contact-contract.ts';
import { submitContact, type SubmitContactResult } from './api';

const [[firstName, firstSpec], ...restFields] = Object.entries(contactFields);

/**
 * The footer contact form (every page), drawn and checked from the contract the submit-contact
 * function parses (the contract and the api module are small and come with the page;
 * supabase-js loads on intent, focus or typing in the form, never with the page). Server
 * answers are codes plus a sentence: a known code shows our own locale string, an unknown one
 * the server's sentence: under its field when it has one, otherwise beside the button until the
 * visitor edits or sends again. A success takes the form's place until the visitor chooses to
 * write again: a compact thanks with the address the reply goes to and the footer's reply
 * time (VITE_REPLY_WORKING_DAYS). Both are worded at render, so a language switch rewords them:
 * the failure is kept as the server's answer, and the thanks is our own `contact.sent.next` (the
 * server's `contact.sent.body` is said by the function alone). The privacy note says what happens to the data, without <Trans>:
 * the form comes with every page's first JavaScript.
 *
 * On a phone the form waits folded under its first field and its button: the rest is out of sight
 * (still in the tab order and read by screen readers: `.fold` in styles.css) until a field takes
 * the focus, and stays open from then on, so nothing typed is ever hidden again.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useForm(contactFields, { hidden: [CONTACT_HONEYPOT] });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Extract<SubmitContactResult, { ok: false }>>();
  // The address a message went to once sent (the success names it), else undefined.
  const [sentTo, setSentTo] = useState<string>();
  // The sent form's height, which the thanks keeps while it is on screen.
  const [sentFormHeight, setSentFormHeight] = useState<number>();
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const language = useLanguage();
  const i18n = useI18nInstance();

  // A visitor may have focused or typed into the server's HTML before hydration: the form stays open for them.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (
      element &&
      (element.contains(document.activeElement) ||
        [...element.querySelectorAll('textarea, input')].some((field) => (field as HTMLInputElement).value))
    )
      setOpen(true);
  }, []);

  // A field, not the button: a tap on the button must not move it down under the finger before the press ends.
  const unfold = (event: FocusEvent<HTMLFormElement>) => {
    preloadSupabase();
    if (event.target.matches('input, textarea')) setOpen(true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setOpen(true);
    setFailure(undefined);
    if (form.check().length > 0) return;
    setSending(true);
    const pressed = performance.now();
    const message = form.filled();
    const result = await submitContact(message, language).catch((): SubmitContactResult => ({ ok: false, kind: 'network' }));
    setSending(false);
    if (result.ok) {
      track('lead', 'contact', language);
      form.reset();
      setSentFormHeight(answeredLate(pressed) ? formRef.current?.offsetHeight : undefined);
      setSentTo(message.email.trim());
      return;
    }
    if (!form.showCode(result.code)) setFailure(result);
  };

  // Compact: what happened and what happens next, not an empty box the form's height. Only an
  // answer that came late keeps the form's room while the thanks is on screen, so the footer
  // below does not move up under the reader's eyes long after the press.
  if (sentTo !== undefined) {
    return (
      <HeldHeight height={sentFormHeight}>
        <FormSuccess
          icon
          title={t('contact.sent.title')}
          body={t('contact.sent.next', { email: sentTo, replyTime: replyTime(t) })}
          again={t('contact.sent.again')}
          onAgain={() => {
            setSentTo(undefined);
            form.focusFirst();
          }}
        />
      </HeldHeight>
    );
  }

  return (
    <form
      // Without JavaScript the browser sends the form itself: by POST, so what was typed never lands in the address or a server's log.
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      ref={formRef}
      data-open={open || undefined}
      onFocus={unfold}
      onInput={() => {
        preloadSupabase();
        setOpen(true);
        setFailure(undefined);
      }}
      className="space-y-4"
      aria-busy={sending || undefined}
      data-testid="contact-form"
    >
      <ContractField form={form} name={firstName} spec={firstSpec} copy="contact" />
      <div className="fold space-y-4">
        {restFields.map(([name, spec]) => (
          <ContractField key={name} form={form} name={name} spec={spec} copy="contact" />
        ))}
      </div>
      {/* Honeypot: people never see or reach it; bots fill it and the function stores nothing. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={form.idOf(CONTACT_HONEYPOT)}>{t('contact.website')}</label>
        <input {...form.input(CONTACT_HONEYPOT)} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <FormAlert title={t('contact.failure.title')}>
        {failure &&
          (messageForCode(t, i18n, failure.code, contactFields, failure.error) ??
            t(failure.kind === 'timeout' ? 'contact.failure.timeout' : 'contact.failure.failed'))}
      </FormAlert>
      {/* A press (or Enter) before hydration is held, not sent as a bare HTML form, and replayed. */}
      <Button type="submit" busy={sending} data-hold-tap="">
        {sending ? t('contact.sending') : t('contact.submit')}
      </Button>
      <p className="fold text-sm text-slate-700">
        {t('contact.note')}{' '}
        <LocalizedLink to={href('privacy')} className="text-brand-700 underline">
          {t('contact.notePrivacy')}
        </LocalizedLink>
        .
      </p>
    </form>
  );
}
