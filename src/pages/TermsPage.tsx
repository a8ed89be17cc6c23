import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { standaloneLink } from '@/components/ui/standalone-link';
import { href } from '@/config/routes';
import { site } from '@/config/site';
import { operatorContact, useOperatorFacts } from '@/features/legal/operator-facts';
import { asBlocks, LegalDocument, type LegalBlock, type LegalSection } from '@/features/legal/LegalDocument';
import { OperatorIdentity } from '@/features/legal/OperatorIdentity';
import { WithdrawalForm } from '@/features/legal/WithdrawalForm';
import { TERMS_SECTIONS } from '@/features/legal/sections';
import { useLanguage } from '@/i18n/use-language';

/**
 * /terms (alias /terms-and-conditions): the 15 sections of the spec and defects and complaints, operator identity,
 * renewal, tester access, the AI model provider.
 */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  const { aiModel, replyTime } = useOperatorFacts();
  const language = useLanguage();
  const label = site.checkoutFacts.buttonLabel[language];
  // The checkout is the payment provider's page: the Terms quote its button, its language and its
  // receipt only as the operator read them off the real links, and otherwise claim nothing of them.
  const checkout = {
    checkoutButton: label ? t('terms.checkout.button', { label }) : t('terms.checkout.buttonUnset'),
    checkoutConfirmation: site.checkoutFacts.receipt ? t('terms.checkout.confirmationReceipt') : t('terms.checkout.confirmation'),
    checkoutLanguage:
      site.checkoutFacts.language === 'page'
        ? t('terms.checkout.languagePage')
        : site.checkoutFacts.language === 'browser'
          ? t('terms.checkout.languageBrowser')
          : t('terms.checkout.languageUnset'),
  };
  const values = {
    ...checkout,
    days: site.trialDays,
    testerDays: site.testerAccessDays,
    aiModel,
    replyTime,
    ...operatorContact(),
    siteUrl: site.url.replace(/^https?:\/\//, ''),
  };
  /** Terms 9 promises a reminder before the trial ends only where one is sent. */
  const withReminder = (blocks: LegalBlock[]): LegalBlock[] =>
    blocks.map((block, index) =>
      index === 0 && typeof block !== 'string'
        ? { items: [...block.items.slice(0, 1), t('terms.trialReminder'), ...block.items.slice(1)] }
        : block,
    );
  const sections: LegalSection[] = TERMS_SECTIONS.map((id) => ({
    id,
    title: t(`terms.sections.${id}.title`),
    body: ((blocks) => (id === 'payment' && site.trialReminders ? withReminder(blocks) : blocks))(
      asBlocks(t(`terms.sections.${id}.body`, { ...values, returnObjects: true })),
    ),
    extra:
      id === 'operator' ? (
        <OperatorIdentity />
      ) : id === 'payment' ? (
        // The confirmation e-mail of every order carries the same form.
        <WithdrawalForm />
      ) : id === 'responsibilities' ? (
        // Business customers' mailbox content is processed under the processing terms.
        <p className="mt-4">
          <LocalizedLink to={href('processing')} className={standaloneLink}>
            {t('processing.termsLink')}
          </LocalizedLink>
        </p>
      ) : undefined,
  }));
  return <LegalDocument title={t('terms.title')} intro={t('terms.intro')} sections={sections} />;
}
