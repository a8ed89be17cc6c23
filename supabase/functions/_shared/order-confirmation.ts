/**
 * The confirmation of the contract a customer receives right after a checkout completes: in the
 * language of the page the checkout started from, with the plan, the price after the trial and the
 * day it starts, how to cancel, the Terms as they applied (a copy named by their content hash, which
 * never changes) and the model withdrawal form. Its words are the locale files' `order.*` of
 * common.json, copied into sentences.json by `npm run i18n:sync`.
 */
import { DEFAULT_CONTACT_EMAIL } from './contact-address.ts';
import { languageEntry, type Language } from './languages.ts';
import type { PlanId } from './plans.ts';
import { termsArchivePath, type TermsVersion, termsVersionText } from './order-reference.ts';
import SENTENCES from './sentences.json' with { type: 'json' };
import type { ConfirmationMail } from './waitlist-confirmation.ts';

/** An order as the database stores it (the columns the e-mail needs). */
export interface StoredOrder {
  session_id: string;
  email: string;
  plan: PlanId | null;
  language: Language;
  currency: string;
  price_after_trial: number | string | null;
  trial_ends_at: string;
  ordered_at: string;
  terms_hash: string | null;
  terms_date: string | null;
}

/** What the operator configures and the e-mail states. */
export interface OrderMailSettings {
  /** The site whose Terms copy the e-mail links (SITE_URL; locally the server's own origin). */
  siteOrigin: string;
  /** Who the contract is with and where a withdrawal goes: name, registered office, e-mail. */
  operator?: string;
  contactEmail: string;
  billingPortalUrl?: string;
}

interface OrderSentences {
  subject: string;
  body: string;
  cancelPortal: string;
  cancelMail: string;
  termsVersion: string;
  termsCurrent: string;
  operatorUnknown: string;
  withdrawalForm: string;
  plans: Record<PlanId, string>;
}

const orderSentences = (language: Language): OrderSentences => {
  const all = SENTENCES as unknown as Record<string, { order?: OrderSentences }>;
  return all[language]?.order ?? (all.en.order as OrderSentences);
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);

/** The calendar day in Prague, where the operator is: an order late at night is dated as the customer's evening. */
function pragueDay(at: Date): { y: string; m: number; d: number } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .split('-');
  return { y, m: Number(m), d: Number(d) };
}

/** A long date as the language table writes it ("3 December 2026", "3. prosince 2026"). */
export function longDate(at: Date, language: Language): string {
  const entry = languageEntry(language);
  const { y, m, d } = pragueDay(at);
  return fill(entry.longDate, { d: String(d), m: entry.months.split(' ')[m - 1], y });
}

/** A whole price as the language table writes it ("€49", "1 190 Kč"). */
export function price(amount: number, language: Language): string {
  const entry = languageEntry(language);
  const grouped = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, entry.thousands);
  return fill(entry.price, { n: grouped });
}

const termsOf = (order: StoredOrder): TermsVersion | undefined =>
  order.terms_hash && order.terms_date ? { hash: order.terms_hash, date: order.terms_date } : undefined;

/** The immutable copy of the version that applied, or the Terms page when the checkout carried no version. */
export function termsLink(siteOrigin: string, language: Language, terms: TermsVersion | undefined): string {
  const prefix = languageEntry(language).prefix;
  return new URL(terms ? termsArchivePath(terms, language) : `${prefix ? `/${prefix}` : ''}/terms`, siteOrigin).toString();
}

/** The model withdrawal form, addressed to the operator (Government Regulation No. 363/2013 Coll., annex). */
export function withdrawalForm(language: Language, operator: string): string {
  return fill(orderSentences(language).withdrawalForm, { operator });
}

export function orderConfirmationMail(order: StoredOrder, settings: OrderMailSettings): ConfirmationMail {
  if (!order.plan || order.price_after_trial === null) throw new Error('an order without a plan has no confirmation to send');
  const language = order.language;
  const sentences = orderSentences(language);
  const operator = settings.operator?.trim() || sentences.operatorUnknown;
  const terms = termsOf(order);
  const orderedOn = longDate(new Date(order.ordered_at), language);
  const link = termsLink(settings.siteOrigin, language, terms);
  const values = {
    plan: sentences.plans[order.plan],
    trialEnd: longDate(new Date(order.trial_ends_at), language),
    price: price(Number(order.price_after_trial), language),
    orderedOn,
    operator,
    contactEmail: settings.contactEmail,
    cancel: settings.billingPortalUrl
      ? fill(sentences.cancelPortal, { portal: settings.billingPortalUrl, contactEmail: settings.contactEmail })
      : fill(sentences.cancelMail, { contactEmail: settings.contactEmail }),
    terms: terms
      ? fill(sentences.termsVersion, { version: termsVersionText(terms), link })
      : fill(sentences.termsCurrent, { orderedOn, link }),
    withdrawalForm: withdrawalForm(language, operator),
  };
  return { to: order.email, language, subject: fill(sentences.subject, values), text: fill(sentences.body, values) };
}

/** The site's default contact mailbox (src/config/site.ts), where the build's VITE_CONTACT_EMAIL is not set. */

/**
 * The e-mail's settings from the function's environment. The operator's identity and mailboxes
 * are the very variables the site's build reads (set them as the function's secrets too), so the
 * e-mail names whom the Terms name.
 */
export function readOrderMailSettings(
  read: (name: string) => string | undefined,
  siteOrigin: string,
): OrderMailSettings & { resendApiKey?: string; fromEmail: string } {
  const value = (name: string) => read(name)?.trim() || undefined;
  const contactEmail = value('VITE_CONTACT_EMAIL') ?? DEFAULT_CONTACT_EMAIL;
  const name = value('VITE_COMPANY_LEGAL_NAME');
  return {
    siteOrigin: value('SITE_URL') ?? siteOrigin,
    operator: name ? [name, value('VITE_COMPANY_ADDRESS'), contactEmail].filter(Boolean).join(', ') : undefined,
    contactEmail,
    billingPortalUrl: value('VITE_BILLING_PORTAL_URL'),
    resendApiKey: value('RESEND_API_KEY'),
    fromEmail: value('ORDER_FROM_EMAIL') ?? value('CONTACT_FROM_EMAIL') ?? 'AI Employees <onboarding@resend.dev>',
  };
}
