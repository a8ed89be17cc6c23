/**
 * Business constants: the one home for prices, trial length, addresses and checkout links.
 * Copy interpolates these values; it never retypes them. VITE_ variables override the defaults.
 */
import { LANGUAGE_TABLE, type Currency, type Language } from '@shared/languages';
import { MONTHLY_PRICE, TRIAL_DAYS, type PlanId } from '@shared/plans';
import { DEFAULT_CONTACT_EMAIL } from '@shared/contact-address';
import type { TFunction } from 'i18next';
import { env, type Env } from './env';

declare const __BUILD_YEAR__: number | undefined;

export type { Currency, Language, PlanId };

export const CURRENCY_BY_LANGUAGE = Object.fromEntries(LANGUAGE_TABLE.map((entry) => [entry.code, entry.currency])) as Record<
  Language,
  Currency
>;

export interface Plan {
  id: PlanId;
  monthlyPrice: Record<Currency, number>;
  mostPopular: boolean;
}

/**
 * A number stays with the word before it and a postcode's groups together ("Praha 10", "C 398765",
 * "100 00"), in every language; after a comma the line may still break, between the address's parts.
 */
const bindNumbers = (text: string) => text.replace(/(?<=[^\s,;]) +(?=\d)/g, '\u00a0');

export function buildSite(e: Env) {
  const ico = e.companyIco;
  return {
    name: 'AI Employees',
    url: e.siteUrl ?? 'https://www.aiemployees.cz',
    /** The footer's copyright year: the year the site was built (outside Vite: this year). */
    copyrightYear: typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear(),
    /** The operator's identity; the sample's (read-env.ts) until VITE_COMPANY_* are set, which only local builds allow. */
    company: {
      /** Still (partly) the sample: the footer says so, discreetly. */
      sample: e.companySample,
      legalName: e.companyLegalName,
      /** The registered office as the Commercial Register writes it (the same in both languages). */
      address: bindNumbers(e.companyAddress),
      ico,
      dic: e.companyDic,
      /** The file number and the court keeping it, worded per language. */
      register: {
        en: bindNumbers(e.companyRegisterEn),
        cs: bindNumbers(e.companyRegisterCs),
        // A language without its own wording shows the English one.
      } as Partial<Record<Language, string>> & { en: string },
    },
    /** The public Commercial Register's search for the operator's IČO: anyone can check who runs the site. */
    registerLookupUrl: `https://or.justice.cz/ias/ui/rejstrik-$firma?ico=${encodeURIComponent(ico)}`,
    emails: {
      contact: e.contactEmail ?? DEFAULT_CONTACT_EMAIL,
      assistant: e.assistantEmail ?? 'andrea@aiemployees.cz',
      security: e.securityEmail ?? 'security@aiemployees.cz',
    },
    trialDays: TRIAL_DAYS,
    /** Tester access from /try-andrea: free, no card, ends by itself after these days. */
    testerAccessDays: 30,
    /** A waiting-list entry never confirmed is deleted after these days (the double opt-in's own constant; a test keeps them equal). */
    unconfirmedDays: 7,
    plans: [
      { id: 'draft', monthlyPrice: MONTHLY_PRICE.draft, mostPopular: false },
      { id: 'full', monthlyPrice: MONTHLY_PRICE.full, mostPopular: true },
    ] satisfies Plan[],
    /** One checkout per plan per currency; undefined means "not configured": the button is disabled. */
    checkout: {
      draft: { EUR: e.checkoutDraftEur, CZK: e.checkoutDraftCzk },
      full: { EUR: e.checkoutFullEur, CZK: e.checkoutFullCzk },
    } satisfies Record<PlanId, Record<Currency, string | undefined>>,
    /**
     * The query parameter a checkout appends when it returns to /payment-success after a completed
     * order: set each checkout's success URL to `/payment-success?session_id={CHECKOUT_SESSION_ID}`
     * (Stripe's placeholder). Without it the page does not claim an order it cannot see.
     */
    checkoutReturnParam: 'session_id',
    /**
     * The query parameter of a link a marketer sends (`/andrea?plan=full`, `/cs/andrea?plan=draft`):
     * the page opens the signup with that plan chosen. Its values are the plan ids.
     */
    signupPlanParam: 'plan',
    billingPortalUrl: e.billingPortalUrl,
    /** Andrea's ceiling, worded "up to"; David makes no claim before he has users. */
    claims: { emailTimeSaved: 80 },
    /**
     * Who runs the language model that writes Andrea's drafts, to-do lists and summaries: named
     * wherever our processors are listed. Unset, the copy says the name is given on request.
     */
    aiModelProvider: e.aiModelProvider,
    /**
     * Operator facts the copy states: where the web host processes data, who delivers our
     * email and where, and how soon a person answers. Unset, the copy says the safe thing: the host
     * and the mail provider may process data outside the EU (with the transfer basis), the provider is
     * named on request, and we reply "as soon as possible" with no promised time.
     */
    hostingRegion: e.hostingRegion,
    emailProvider: e.emailProvider,
    emailRegion: e.emailRegion,
    replyWorkingDays: e.replyWorkingDays,
    /** Where the AI model's provider processes data; unset: may be outside the EU. */
    aiModelRegion: e.aiModelRegion,
    /**
     * Who stores the Google access tokens, the mailbox content Andrea works with and what she
     * prepares from it: that system is outside this repository, so the operator names it and its
     * region. Unset, the processor lists say "named on request", which a deploy build refuses.
     */
    mailboxStore: e.mailboxStore,
    /**
     * The payment provider's checkout as the operator read it off the real links: the final
     * button's label per language, whether the checkout opens in the page's language or the
     * browser's, and whether the provider e-mails a receipt of its own. The Terms quote these; unset,
     * they say only what is ours (the contract's language, our confirmation e-mail).
     */
    checkoutFacts: {
      buttonLabel: { en: e.checkoutButtonEn, cs: e.checkoutButtonCs } as Partial<Record<string, string>>,
      language: e.checkoutLanguage,
      receipt: e.checkoutReceipt === 'yes',
    },
    /**
     * The card payment provider: its name, whether it acts as our processor
     * or as a controller of its own, and where it processes data. Unset: named on request, its role
     * "processor or, for its own obligations, an independent controller", and it may process outside the EU.
     */
    payment: e.payment,
    /** Whether a reminder goes out before a trial ends: said only when 'yes'. */
    trialReminders: e.trialReminders === 'yes',
    /** The usual reply time of Andrea's mailbox in minutes; unset: "usually within minutes". */
    assistantReplyMinutes: e.assistantReplyMinutes,
    analytics: e.analytics,
  } as const;
}

export const site = buildSite(env);
export type Site = ReturnType<typeof buildSite>;

/**
 * `{{assistantReply}}`: how soon Andrea's mailbox usually answers. The mail system that answers is
 * outside this repository, so the operator states it (VITE_ASSISTANT_REPLY_MINUTES); unset,
 * "usually within minutes". Here, in the first page's code, so it is no module of its own to fetch.
 */
export function assistantReply(t: TFunction<'common'>): string {
  const minutes = site.assistantReplyMinutes;
  return minutes === undefined ? t('assistantReply.soon') : t('assistantReply.within', { count: minutes });
}

/**
 * `{{replyTime}}`: how soon a person answers a message to us (the footer, the contact form's
 * success, the Terms): "within N working days" (VITE_REPLY_WORKING_DAYS), or "as soon as
 * possible" while unset.
 */
export function replyTime(t: TFunction<'common'>): string {
  const days = site.replyWorkingDays;
  return days === undefined ? t('replyTime.soon') : t('replyTime.within', { count: days });
}
