/** The contact notification: sent through Resend when configured, otherwise written to the log. */
import type { ContactMessage } from './contact-schema.ts';
import type { MailSettings } from './contact-config.ts';

export interface Notification {
  subject: string;
  text: string;
  replyTo: string;
}

export interface Mailer {
  send(notification: Notification): Promise<void>;
}

export function contactNotification(message: ContactMessage, receivedAt: Date): Notification {
  return {
    // The name holds no control characters (schema), so it cannot break the subject line.
    subject: `New contact message from ${message.name}`,
    text: `Name: ${message.name}\nEmail: ${message.email}\nReceived: ${receivedAt.toISOString()}\n\n${message.message}\n`,
    replyTo: message.email,
  };
}

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

/** Without an email API key the developer still sees, in full, what would have been sent. */
export function createLogMailer(log: (line: string) => void = console.info): Mailer {
  return {
    async send(notification) {
      log(`[submit-contact] email not configured (RESEND_API_KEY, CONTACT_TO_EMAIL); notification:\n` +
        `Subject: ${notification.subject}\nReply-To: ${notification.replyTo}\n\n${notification.text}`);
    },
  };
}

export function createMailer(settings: MailSettings, fetchImpl: typeof fetch = fetch): Mailer {
  const { resendApiKey, toEmail, fromEmail } = settings;
  return resendApiKey && toEmail ? createResendMailer({ resendApiKey, toEmail, fromEmail }, fetchImpl) : createLogMailer();
}
