import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { href } from '@/config/routes';
import { CATEGORIES } from '@/features/consent/consent-store';
import { CookieSwitches } from '@/features/legal/CookieSwitches';
import { asBlocks, LegalDocument, type LegalSection } from '@/features/legal/LegalDocument';
import { ProcessorTable } from '@/features/legal/ProcessorTable';
import { operatorContact } from '@/features/legal/operator-facts';
import { PRIVACY_SECTIONS } from '@/features/legal/sections';
import { standaloneLink } from '@/components/ui/standalone-link';

/** Google's policy the Limited Use paragraph cites: Google's address, not ours. */
const GOOGLE_USER_DATA_POLICY = 'https://developers.google.com/terms/api-services-user-data-policy';

/** /privacy (alias /privacy-policy): the nine areas of the spec, processors and GDPR rights. */
export default function PrivacyPage() {
  const { t } = useTranslation(['legal', 'common']);
  const values = operatorContact();
  const extras: Partial<Record<(typeof PRIVACY_SECTIONS)[number], ReactNode>> = {
    processors: (
      <>
        <ProcessorTable group="processors" />
        <ProcessorTable group="connected" />
      </>
    ),
    // Whose controller role applies to mailbox content is in the intro; the processing terms here.
    workflow: (
      <>
        {/* The Limited Use paragraph's policy, as Google's suggested disclosure links it. */}
        <p className="mt-4">
          <a href={GOOGLE_USER_DATA_POLICY} className={standaloneLink}>
            {t('privacy.googlePolicyLink')}
          </a>
        </p>
        <p className="mt-4">
          <LocalizedLink to={href('processing')} className={standaloneLink}>
            {t('processing.termsLink')}
          </LocalizedLink>
        </p>
      </>
    ),
    usage: <CookieSwitches categories={CATEGORIES} />,
    security: (
      <p className="mt-4">
        <LocalizedLink to={href('trust')} className={standaloneLink}>
          {t('common:footer.links.trust')}
        </LocalizedLink>
      </p>
    ),
  };
  const sections: LegalSection[] = PRIVACY_SECTIONS.map((id) => ({
    id,
    title: t(`privacy.sections.${id}.title`),
    body: asBlocks(t(`privacy.sections.${id}.body`, { ...values, returnObjects: true })),
    extra: extras[id],
  }));
  return <LegalDocument title={t('privacy.title')} intro={t('privacy.intro', values)} sections={sections} />;
}
