/**
 * Double opt-in of the waiting list (issue 62, D88): the durations, the token, the link and the
 * e-mail. The send-confirmation function (Deno) and the embedded server (Node) share all of it.
 */
import { CONFIRM_PATH, CONFIRM_TOKEN_PARAM } from './confirm-link.ts';
import { DEFAULT_CONTACT_EMAIL } from './contact-address.ts';
import { languageEntry, type Language } from './languages.ts';
import type { AiEmployee } from './lead-contract.ts';
import SENTENCES from './sentences.json' with { type: 'json' };

/** The business constants of the double opt-in, in one place (the migration's purge default equals PENDING_DAYS; a test keeps them equal). */
export const CONFIRMATION = {
  /** A send request needs a lead not yet confirmed that was stored (or asked for again) this recently. */
  freshMinutes: 10,
  /** At most one confirmation e-mail per address within this window. */
  mailWindowHours: 24,
  /** How long a link confirms. */
  tokenLifetimeHours: 48,
  /** A lead never confirmed is deleted this long after it was stored (the Privacy Policy says so). */
  pendingDays: 7,
} as const;

/** The seconds the SQL function `public.request_waitlist_confirmation` takes. */
export const confirmationSeconds = () => ({
  fresh: CONFIRMATION.freshMinutes * 60,
  window: CONFIRMATION.mailWindowHours * 3600,
  lifetime: CONFIRMATION.tokenLifetimeHours * 3600,
});

/** 32 random bytes as base64url (43 characters): nothing in it comes from the address. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** What the database keeps of a token: its SHA-256, hex (the SQL computes the same from a link's token). */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The confirmation page in the visitor's language, on the configured site (SITE_URL), whoever asked. */
export function confirmLink(siteOrigin: string, language: Language, token: string): string {
  const prefix = languageEntry(language).prefix;
  const url = new URL(`${prefix ? `/${prefix}` : ''}${CONFIRM_PATH}`, siteOrigin);
  url.searchParams.set(CONFIRM_TOKEN_PARAM, token);
  return url.toString();
}

export interface ConfirmationMail {
  to: string;
  subject: string;
  text: string;
  language: Language;
}

export interface ConfirmationMailer {
  deliver(mail: ConfirmationMail): Promise<void>;
}

interface MailSentences {
  subject: string;
  body: string;
  /** Plural forms by Intl.PluralRules category (`lifetime_one`, `lifetime_few`, …). */
  lifetime: Record<string, string>;
  deletion: Record<string, string>;
  /** How employees are joined: "Julie and David" / "Julie a David". */
  and: string;
}

const mailSentences = (language: Language): MailSentences => {
  const all = SENTENCES as unknown as Record<string, { mail?: MailSentences }>;
  return all[language]?.mail ?? (all.en.mail as MailSentences);
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);

/**
 * Who signs the e-mail: the brand, the company behind it and where to write, from the same
 * variables the site's footer and Terms name them by. Words of no language, so no copy is needed.
 */
export function mailSignature(read: (name: string) => string | undefined): string {
  const company = read('VITE_COMPANY_LEGAL_NAME')?.trim();
  const contactEmail = read('VITE_CONTACT_EMAIL')?.trim() || DEFAULT_CONTACT_EMAIL;
  return company ? `AI Employees (${company}), ${contactEmail}` : `AI Employees, ${contactEmail}`;
}

/** The e-mail in the visitor's language: the locale files' `waitlist.mail.*` (copied by `npm run i18n:sync`). */
export function confirmationMail(
  to: string,
  language: Language,
  employees: readonly AiEmployee[],
  link: string,
  signature = mailSignature(() => undefined),
): ConfirmationMail {
  const sentences = mailSentences(language);
  const rules = new Intl.PluralRules(language);
  const counted = (forms: Record<string, string>, count: number) =>
    fill(forms[rules.select(count)] ?? forms.other, { count: String(count) });
  const names = employees.length > 1 ? `${employees.slice(0, -1).join(', ')} ${sentences.and} ${employees.at(-1)}` : (employees[0] ?? '');
  const values = {
    employee: names,
    link,
    lifetime: counted(sentences.lifetime, CONFIRMATION.tokenLifetimeHours),
    deletion: counted(sentences.deletion, CONFIRMATION.pendingDays),
    signature,
  };
  return { to, language, subject: fill(sentences.subject, values), text: fill(sentences.body, values) };
}
