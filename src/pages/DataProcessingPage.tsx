import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { standaloneLink } from '@/components/ui/standalone-link';
import { href } from '@/config/routes';
import { site } from '@/config/site';
import { asBlocks, LegalDocument, type LegalSection } from '@/features/legal/LegalDocument';
import { ProcessorTable } from '@/features/legal/ProcessorTable';
import { MAILBOX_SUBPROCESSORS, PROCESSING_SECTIONS } from '@/features/legal/sections';

/**
 * /data-processing-terms (issue 58, copy review 4 M3): the terms under which the operator processes
 * business customers' mailbox content as their processor, with what GDPR Art. 28(3) requires. The
 * sub-processors are the privacy policy's own rows (the same configuration). A draft for a lawyer (D89).
 */
export default function DataProcessingPage() {
  const { t } = useTranslation(['legal', 'common']);
  const values = {
    company: site.company.legalName,
    address: site.company.address,
    contactEmail: site.emails.contact,
    securityEmail: site.emails.security,
  };
  const sections: LegalSection[] = PROCESSING_SECTIONS.map((id) => ({
    id,
    title: t(`processing.sections.${id}.title`),
    body: asBlocks(t(`processing.sections.${id}.body`, { ...values, returnObjects: true })),
    extra:
      id === 'subprocessors' ? (
        <>
          <ProcessorTable group="processors" only={MAILBOX_SUBPROCESSORS} caption={t('processing.subprocessorsCaption')} />
          <p className="mt-4">
            <LocalizedLink to={href('privacy')} className={standaloneLink}>
              {t('common:footer.links.privacy')}
            </LocalizedLink>
          </p>
        </>
      ) : id === 'obligations' ? (
        <p className="mt-4">
          <LocalizedLink to={href('trust')} className={standaloneLink}>
            {t('common:footer.links.trust')}
          </LocalizedLink>
        </p>
      ) : undefined,
  }));
  return <LegalDocument title={t('processing.title')} intro={t('processing.intro', values)} sections={sections} />;
}
