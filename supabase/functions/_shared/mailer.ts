/**
 * The contact notification: sent through Resend when configured. Without an email key only the
 * fact that a message was stored reaches the log, never what it says (function logs are kept and
 * read by more people than the inbox).
 */
import { contactFields, type ContactMessage } from './contact-contract.ts';
import type { Fields } from './form-contract.ts';
import type { MailSettings } from './contact-config.ts';
import { showControls } from './visible-text.ts';
import type { ConfirmationMailer } from './waitlist-confirmation.ts';

export interface Notification {
  subject: string;
  text: string;
  replyTo: string;
}

export interface Mailer {
  send(notification: Notification): Promise<void>;
}

/** `Heading: value` for the contract's one-line fields, then the time, then its multi-line fields. */
export function contactNotification(message: ContactMessage, receivedAt: Date): Notification {
  // The contract keeps control and bidi characters out of one-line fields (the subject line); a
  // multi-line field may hold any, so they are shown as escapes, not passed to the mail client raw.
  const fields = Object.entries(contactFields as Fields);
  const value = (name: string) => (message as Record<string, string | null | undefined>)[name] ?? null;
  const lines = fields
    .filter(([name, spec]) => spec.kind !== 'text' && value(name) !== null)
    .map(([name, spec]) => `${capitalize(spec.heading ?? name)}: ${showControls(value(name) ?? '')}`);
  const texts = fields
    .filter(([, spec]) => spec.kind === 'text')
    .map(([name]) => `${showControls(value(name) ?? '', { keepLineBreaks: true })}\n`);
  return {
    subject: `New contact message from ${showControls(message.name)}`,
    text: [...lines, `Received: ${receivedAt.toISOString()}`, '', ...texts].join('\n'),
    replyTo: message.email,
  };
}

const capitalize = (heading: string) => `${heading[0].toUpperCase()}${heading.slice(1).replaceAll('_', ' ')}`;

export function createResendMailer(
  settings: Required<Pick<MailSettings, 'resendApiKey' | 'toEmail'>> & Pick<MailSettings, 'fromEmail'>,
  fetchImpl: typeof fetch = fetch,
): Mailer {
  return {
    async send(notification) {
      const response = await fetchImpl('https://api.resend.com/emails', {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.resendApiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: settings.fromEmail,
          to: [settings.toEmail],
          reply_to: notification.replyTo,
          subject: notification.subject,
          text: notification.text,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    },
  };
}

/**
 * Without an email API key: a log line saying a message was stored, with nothing of its content.
 * `readWith` is the command that lists it where there is one (the embedded backend's, naming its data folder).
 */
export function createLogMailer(log: (line: string) => void = console.info, readWith?: string): Mailer {
  return {
    async send() {
      log(
        '[submit-contact] a contact message was stored; email notification is off (set RESEND_API_KEY and ' +
          `CONTACT_TO_EMAIL). ${readStored(readWith)}`,
      );
    },
  };
}

/** Where the operator reads a stored message: with the embedded backend's command, else in the table. */
export const readStored = (readWith?: string) =>
  readWith ? `Read it with \`${readWith}\` or in the table contact_messages.` : 'Read it in the table contact_messages.';

export function createMailer(settings: MailSettings, fetchImpl: typeof fetch = fetch, readWith?: string): Mailer {
  const { resendApiKey, toEmail, fromEmail } = settings;
  return resendApiKey && toEmail
    ? createResendMailer({ resendApiKey, toEmail, fromEmail }, fetchImpl)
    : createLogMailer(console.info, readWith);
}

/**
 * The waiting list's confirmation e-mail (D88), to the visitor: through Resend when configured,
 * from WAITLIST_FROM_EMAIL (else CONTACT_FROM_EMAIL's sender).
 */
export function createResendConfirmationMailer(
  settings: { resendApiKey: string; fromEmail: string },
  fetchImpl: typeof fetch = fetch,
): ConfirmationMailer {
  return {
    async deliver(mail) {
      const response = await fetchImpl('https://api.resend.com/emails', {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.resendApiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: settings.fromEmail, to: [mail.to], subject: mail.subject, text: mail.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    },
  };
}

/**
 * Hosted, without an e-mail key: no confirmation can reach anyone. The log says so once per mail,
 * without the address or the link (function logs are read by more people than the list).
 */
export function createUndeliverableConfirmationMailer(log: (line: string) => void = console.error): ConfirmationMailer {
  return {
    async deliver() {
      log('[send-confirmation] a confirmation e-mail was due but e-mail is off (set RESEND_API_KEY): the lead stays pending.');
    },
  };
}

export function readConfirmationMailSettings(read: (name: string) => string | undefined): { resendApiKey?: string; fromEmail: string } {
  return {
    resendApiKey: read('RESEND_API_KEY')?.trim() || undefined,
    fromEmail: read('WAITLIST_FROM_EMAIL')?.trim() || read('CONTACT_FROM_EMAIL')?.trim() || 'AI Employees <onboarding@resend.dev>',
  };
}
