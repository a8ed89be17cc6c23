import { useTranslation } from 'react-i18next';
import { replyTime, site } from '@/config/site';
import { useLanguage } from '@/i18n/use-language';

/**
 * The operator's facts as the copy interpolates them: each comes from site.ts (a VITE_
 * variable) or, until the operator sets it, from words that stay true without it: a provider "named
 * on request" (GDPR allows naming the category), a location that allows processing outside the EU
 * with its transfer basis, and a reply "as soon as possible" instead of a promised time.
 */
export function useOperatorFacts() {
  const { t } = useTranslation('legal');
  // Regions are named per language at build time.
  const language = useLanguage();
  const replyTime = useReplyTime();
  const onRequest = t('shared.providerOnRequest');
  return {
    aiModel: site.aiModelProvider ?? onRequest,
    // Who stores the mailbox content Andrea works with, and where.
    mailboxStore: site.mailboxStore.provider ?? onRequest,
    mailboxStoreRegion: site.mailboxStore.region?.[language] ?? t('shared.mailboxStoreRegionDefault'),
    emailProvider: site.emailProvider ?? onRequest,
    hostingRegion: site.hostingRegion?.[language] ?? t('shared.hostingRegionDefault'),
    emailRegion: site.emailRegion?.[language] ?? t('shared.emailRegionDefault'),
    // The AI model's region, the payment provider, its role and region.
    aiModelRegion: site.aiModelRegion?.[language] ?? t('shared.aiModelRegionDefault'),
    paymentProvider: site.payment.provider ?? onRequest,
    paymentRole: t(`shared.paymentRole.${site.payment.role ?? 'unset'}`),
    paymentRegion: site.payment.region?.[language] ?? t('shared.paymentRegionDefault'),
    /** Picks a `_reminders` variant (the email row's purpose) only while trial reminders are sent. */
    context: site.trialReminders ? 'reminders' : undefined,
    replyTime,
  };
}

/** The operator's identity and mailboxes as the legal pages interpolate them (`{{company}}`, `{{contactEmail}}`, ...). */
export const operatorContact = () => ({
  company: site.company.legalName,
  address: site.company.address,
  contactEmail: site.emails.contact,
  securityEmail: site.emails.security,
});

/** `{{replyTime}}` of the footer and the Terms, in the current language (site.ts's replyTime). */
export function useReplyTime(): string {
  const { t } = useTranslation('common');
  return replyTime(t);
}
