/**
 * The claims and legal texts against each other (third copy review, issue 35): a rule names the
 * strings it reads (`ns:key` pattern) and what each of them, or at least one of them, must or must
 * not say, per language. Run by `npm run i18n:check`; each rule fails on the text the review found.
 */
import type { Language } from '../supabase/functions/_shared/languages.ts';
import { copyKeyRef } from './i18n-locate.ts';

export type Problem = string;
/** Every string of one language as `ns:key` -> text. */
export type Copy = ReadonlyMap<string, string>;

export interface ConsistencyRule {
  /** The review's finding (COPY-REVIEW-3 §4 letter or §2 key) and the decision, for maintainers; messages give `rule` only. */
  finding: string;
  rule: string;
  /** Which strings the rule reads: a pattern over `ns:key`. */
  keys: RegExp;
  /** Only strings that say this are read (per language; a language without one reads every string the keys select). */
  when?: Partial<Record<Language, RegExp>>;
  /** What each string read must say ("each"), or what at least one of them must say ("any"). */
  require?: Partial<Record<Language, RegExp>>;
  /** What no string read may say. */
  forbid?: Partial<Record<Language, RegExp>>;
  scope?: 'each' | 'any';
}

export const CONSISTENCY_RULES: readonly ConsistencyRule[] = [
  {
    finding: 'A (D66)',
    rule: "the website host's location is the operator's configuration (VITE_HOSTING_REGION), never a place the copy asserts",
    keys: /^legal:privacy\.processors\.items\.hosting\.location$/,
    require: { en: /^\{\{hostingRegion\}\}$/, cs: /^\{\{hostingRegion\}\}$/ },
  },
  {
    finding: 'R (D66)',
    rule: "the email provider and its location are the operator's configuration (VITE_EMAIL_PROVIDER, VITE_EMAIL_REGION)",
    keys: /^legal:privacy\.processors\.items\.email\.(role|location)$/,
    require: { en: /\{\{email(Provider|Region)\}\}/, cs: /\{\{email(Provider|Region)\}\}/ },
  },
  {
    finding: '§1 row 7',
    rule: 'the Terms define the Service as the AI employee services, so browsing the website or joining a waiting list does not accept them',
    keys: /^legal:terms\.sections\.agreement\.body\.0$/,
    forbid: { en: /use of the website \{\{siteUrl\}\} and of/, cs: /používání webu \{\{siteUrl\}\} a služeb/ },
  },
  {
    finding: 'A, §2 aiModel.location',
    rule: 'the "where" column of the processor table says where first, then the transfer basis',
    keys: /^legal:privacy\.processors\.items\.[^.]+\.location$/,
    forbid: { en: /^Transfers/, cs: /^Předávání/ },
  },
  {
    finding: 'B',
    rule: 'the Trust page, which promises to say exactly what happens to mailbox data, names the AI model that writes the text',
    keys: /^trust:access\.items\.mail\.body$/,
    require: { en: /language model/, cs: /jazykový model/ },
  },
  {
    finding: 'E',
    rule: "Andrea's onboarding intro starts where its step 1 starts: with the trial (plan and card), then the email",
    keys: /^andrea:onboarding\.intro$/,
    require: { en: /trial/, cs: /objednáv|zkušební/ },
  },
  {
    finding: 'F',
    rule: "the privacy policy carries Google's Limited Use disclosure for the Gmail scopes",
    keys: /^legal:privacy\./,
    scope: 'any',
    require: { en: /Limited Use/, cs: /Limited Use/ },
  },
  {
    finding: 'I (D17, D69)',
    rule: 'the real-estate testimonial says plainly that it is invented',
    keys: /^realEstate:testimonial\.disclaimer$/,
    require: { en: /invented/, cs: /smyšlen/ },
  },
  {
    finding: 'J',
    rule: 'a promise to delete data on request keeps the records the law requires (invoices, 10 years)',
    keys: /./,
    when: { en: /\bwe delete your data\b/i, cs: /data smažeme/i },
    require: { en: /invoice|law/i, cs: /zákon|doklad|faktur/i },
  },
  {
    finding: 'L (D68)',
    rule: 'the terms mark the to-do list and reminders with the plan that has them, as the plan cards do',
    keys: /^legal:terms\.sections\.service\.body\.\d+\.items\.\d+$/,
    when: { en: /to-do/, cs: /seznam úkolů/ },
    require: { en: /Full Assistant plan/, cs: /Kompletní asistentka/ },
  },
  {
    finding: 'L (D68)',
    rule: 'the Full Assistant card lists the to-do list and reminders the terms give that plan',
    keys: /^common:plans\.full\.features\.\d+$/,
    scope: 'any',
    require: { en: /to-do list/, cs: /Seznam úkolů/ },
  },
  {
    finding: 'M (D67)',
    rule: 'a sentence that refuses refunds for partial months keeps the consumer’s right of withdrawal',
    keys: /./,
    when: { en: /partial months?\b[^.]*\b(not refunded|refund)|refund partial/i, cs: /(nevyčerpan|načat)[^.]*měsíc[^.]*nevracíme/i },
    require: { en: /withdraw/i, cs: /odstoup/i },
  },
  {
    finding: 'N',
    rule: 'the licence to use the Service covers the trial and tester access, not only a subscription',
    keys: /^legal:terms\.sections\.ip\./,
    when: { en: /non-exclusive/, cs: /nevýhradní/ },
    require: { en: /tester/, cs: /tester/ },
  },
  {
    finding: 'O',
    rule: "the privacy policy's categories of people cover testers (D55)",
    keys: /^legal:privacy\.sections\.collected\./,
    scope: 'any',
    require: { en: /\btesters?\b/, cs: /\bteste[rř]/ },
  },
  {
    finding: 'O',
    rule: 'the legal basis for providing the Service covers testers too',
    keys: /^legal:privacy\.sections\.usage\./,
    when: { en: /6\(1\)\(b\)/, cs: /písm\. b\)/ },
    require: { en: /tester/, cs: /tester/ },
  },
  {
    finding: 'P (D39)',
    rule: 'waiting-list data rests on consent, so keeping it ends when the member unsubscribes',
    keys: /^legal:privacy\.sections\.retention\./,
    // An entry never confirmed has had no consent to withdraw and gets no unsubscribe link (review 5 C10).
    when: { en: /Waiting-list entries:/, cs: /Záznamy z čekací listiny:/ },
    require: { en: /unsubscribe/, cs: /odhlásíte/ },
  },
  {
    finding: '§2 payment.items[1]',
    rule: 'every item of the Terms’ payment list opens with its lead label ("Tester access. …")',
    keys: /^legal:terms\.sections\.payment\.body\.0\.items\.\d+$/,
    require: { en: /^\p{Lu}[^.;,()]{2,30}\. /u, cs: /^\p{Lu}[^.;,()]{2,30}\. /u },
  },
  {
    finding: 'U (D66)',
    rule: 'a reply time comes from the configuration (VITE_REPLY_WORKING_DAYS) through {{replyTime}}, never typed',
    keys: /./,
    forbid: {
      en: /\b(reply|replies|answer)\b[^.]*\bwithin (one|two|\d+) working days?\b/i,
      cs: /odp\S*[^.]*\bdo (jednoho|dvou|\d+) pracovní|\bdo (jednoho|dvou|\d+) pracovní\S* dn\S* (vám )?odp/i,
    },
  },
  // Issue 58: the fourth copy review (COPY-REVIEW-4 §3), the rows whose old text could come back.
  {
    finding: 'review 4 S6, S5',
    rule: "the payment provider, its role and where it and the AI model process data are the operator's configuration (VITE_PAYMENT_PROVIDER, VITE_PAYMENT_ROLE, VITE_PAYMENT_REGION, VITE_AI_MODEL_REGION), never a place the copy asserts",
    keys: /^legal:privacy\.processors\.items\.(payments\.(role|purpose|location)|aiModel\.location)$/,
    require: {
      en: /\{\{(paymentProvider|paymentRole|paymentRegion|aiModelRegion)\}\}/,
      cs: /\{\{(paymentProvider|paymentRole|paymentRegion|aiModelRegion)\}\}/,
    },
  },
  {
    finding: 'review 4 S3',
    rule: 'the trial runs from checkout, so nothing asks to "activate the trial"; after checkout the visitor sets Andrea up',
    keys: /./,
    forbid: {
      en: /\bactivat\w*\b[^.]*\btrial\b|\btrial\b[^.]*\bactivat/i,
      cs: /\baktiv\w*[^.]*zkušební\w* obdob|zkušební\w* obdob\w*[^.]*\baktiv/i,
    },
  },
  {
    finding: 'review 4 S3 (security review 4 #5)',
    rule: 'the payment page says a trial has started only where it has read the order (recorded.*), and never that it needs activating',
    keys: /^payment:(?!recorded\.)/,
    forbid: {
      en: /trial has started|trial of Andrea is running|all set|\bactivat/i,
      cs: /zkušební období[^.]*(začalo|právě běží)|Hotovo|\baktiv/i,
    },
  },
  {
    finding: 'review 4 C3',
    rule: 'a promise to delete keeps the legally required records in one wording: "keeping only the records the law requires us to keep", "(such as invoices)" where room allows',
    keys: /./,
    when: { en: /\bdelete\b[^.]*\b(invoices?|records?)\b/i, cs: /smaž\w*[^.]*(doklad|faktur|záznam)/i },
    require: {
      en: /keeping only the records the law requires us to keep( \(such as invoices\))?[.;]/,
      cs: /ponecháme jen doklady, které musíme ze zákona uchovat( \(například faktury\))?[.;]/,
    },
  },
  {
    finding: 'review 4 C10',
    rule: "how soon Andrea's mailbox answers comes from the configuration (VITE_ASSISTANT_REPLY_MINUTES) through {{assistantReply}}, never typed",
    keys: /^(?!common:assistantReply\.)/,
    forbid: {
      en: /\bwithin minutes\b[^.]*\brepl|\brepl\w*[^.]*\bwithin minutes\b/i,
      cs: /během pár minut[^.]*odpoví|odpoví[^.]*během pár minut/i,
    },
  },
  // Issue 75: the fifth copy review (COPY-REVIEW-5 §7), each fixed must and should row whose old text could come back.
  {
    finding: 'review 5 M1',
    rule: 'a consumer who withdraws because of a defect also gets back what was paid in advance for the time after the withdrawal',
    keys: /^legal:terms\.sections\.complaints\.body\.3\.items\.2$/,
    require: { en: /paid in advance for the time after your withdrawal/, cs: /předem zaplatili za dobu po odstoupení/ },
  },
  {
    finding: 'review 5 M1',
    rule: 'the Terms’ "no refund for partial months" keeps the withdrawal for a defect as well as the 14-day one',
    keys: /^legal:terms\./,
    when: { en: /partial months?\b[^.]*\b(not refunded|refund)|refund partial/i, cs: /(nevyčerpan|načat)[^.]*měsíc[^.]*nevracíme/i },
    require: { en: /because of a defect/, cs: /kvůli vadě/ },
  },
  {
    finding: 'review 5 M2',
    rule: 'the contract confirmation and the withdrawal form go out by e-mail right after the order, not on request, and our e-mail is the proof of the order',
    keys: /^(legal:terms\.sections\.payment\.body\.[12]|payment:confirmed\.lead)$/,
    forbid: {
      en: /which we send you on request|send you both on request|confirmation email from the payment provider/,
      cs: /který vám na požádání pošleme|na požádání vám je zašleme|potvrzovací e-mail od poskytovatele plateb/,
    },
  },
  {
    finding: 'review 5 M3, S2',
    rule: "the checkout's button, language and receipt are the operator's facts ({{checkoutButton}}, {{checkoutConfirmation}}, {{checkoutLanguage}}), and the § 1826 paragraph names codes of conduct",
    keys: /^legal:terms\.sections\.payment\.body\.2$/,
    require: {
      en: /\{\{checkoutButton\}\}[^]*\{\{checkoutConfirmation\}\}[^]*\{\{checkoutLanguage\}\}[^]*code of conduct/,
      cs: /\{\{checkoutButton\}\}[^]*\{\{checkoutConfirmation\}\}[^]*\{\{checkoutLanguage\}\}[^]*kodex/,
    },
    forbid: { cs: /přejdete na platební bránu|tarifu, nebo platební/ },
  },
  {
    finding: 'review 5 M4',
    rule: 'the storage rows list what is stored: the website’s records with its orders, and a mailbox store named from VITE_MAILBOX_STORE_PROVIDER',
    keys: /^legal:privacy\.processors\.items\.(supabase\.purpose|mailboxStore\.role)$/,
    require: { en: /\borders\b|\{\{mailboxStore\}\}/, cs: /objednávky|\{\{mailboxStore\}\}/ },
  },
  {
    finding: 'review 5 S1',
    rule: 'complaints follow today’s § 19 ZOS: the confirmation names the remedy, a rejection gives reasons, no three-day decision, and a missed deadline allows withdrawal or a price reduction',
    keys: /^legal:terms\.sections\.complaints\.body\.[12]$/,
    forbid: {
      en: /confirm receipt at once|three working days|same rights as for a material breach/,
      cs: /hned potvrdíme|tří pracovních dnů|vyžaduje odborné posouzení|podstatné porušení smlouvy/,
    },
  },
  {
    finding: 'review 5 S1',
    rule: 'the settled complaint’s confirmation says why a complaint was rejected',
    keys: /^legal:terms\.sections\.complaints\.body\.1$/,
    require: { en: /why we rejected it/, cs: /proč jsme ji zamítli/ },
  },
  {
    finding: 'review 5 S3',
    rule: 'the privacy policy reports a breach to the ÚOOÚ only where we are the controller; for a business customer’s mailbox we notify the customer',
    keys: /^legal:privacy\.sections\.security\.body\.1$/,
    require: { en: /for which we are the controller[^]*business customer/, cs: /jako správce[^]*firemního zákazníka/ },
  },
  {
    finding: 'review 5 S4',
    rule: 'the privacy policy gives the legal basis for the content of a consumer’s own mailbox',
    keys: /^legal:privacy\.sections\.usage\./,
    scope: 'any',
    require: { en: /mailbox you connect as a consumer/, cs: /schránky, kterou připojíte jako spotřebitel/ },
  },
  {
    finding: 'review 5 S5',
    rule: 'the payment page, which cannot see the order, states how long a trial lasts, never when "your trial ends"',
    keys: /^payment:renewal$/,
    forbid: { en: /Your trial ends/, cs: /skončí za/ },
  },
  {
    finding: 'review 5 S8, S9',
    rule: 'the first e-mail is the confirmation link, which has no unsubscribe link: only early-access e-mails promise one',
    keys: /^(common:waitlist\.note|common:waitlist\.noteGeneric|earlyAccess:)/,
    forbid: {
      en: /Every email we send has|Every email includes|You get a confirmation that you are on the list/,
      cs: /Každý náš e-mail obsahuje|Každý e-mail obsahuje|Dostanete potvrzení, že jste na čekací listině/,
    },
  },
  {
    finding: 'review 5 S10',
    rule: 'the confirmation e-mail opens its sentence with a capital and promises nothing more in the future tense',
    keys: /^common:waitlist\.mail\.body$/,
    forbid: { en: /\n\nsomeone|we send you nothing more/, cs: /někdo, snad vy|požádal s touto e-mailovou adresou/ },
  },
  {
    finding: 'review 5 S11',
    rule: 'the processing terms open with the condition they apply under',
    keys: /^legal:processing\.sections\.scope\.body\.0$/,
    require: { en: /^If you use the Service for your business/, cs: /^Používáte-li službu pro své podnikání/ },
  },
];

/** Every rule against every language that has copy for it. */
export function checkConsistency(copies: ReadonlyMap<Language, Copy>, problems: Problem[], rules = CONSISTENCY_RULES): void {
  for (const rule of rules) {
    for (const [language, copy] of copies) {
      const when = rule.when?.[language];
      const require = rule.require?.[language];
      const forbid = rule.forbid?.[language];
      if (!require && !forbid) continue;
      const read = [...copy].filter(([key, text]) => rule.keys.test(key) && (!when || when.test(text)));
      const say = (where: string, what: string) => problems.push(`${where}: ${what} (${rule.rule})`);
      if (rule.scope === 'any') {
        if (require && !read.some(([, text]) => require.test(text))) say(`${language}: the keys ${rule.keys}`, `none says ${require}`);
      } else if (require) {
        for (const [key, text] of read) if (!require.test(text)) say(copyKeyRef(language, key), `does not say ${require}`);
      }
      if (forbid) for (const [key, text] of read) if (forbid.test(text)) say(copyKeyRef(language, key), `says "${forbid.exec(text)![0]}"`);
    }
  }
}
