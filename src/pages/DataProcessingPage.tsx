import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { standaloneLink } from '@/components/ui/standalone-link';
import { href } from '@/config/routes';
import { asBlocks, LegalDocument, type LegalSection } from '@/features/legal/LegalDocument';
import { operatorContact, useOperatorFacts } from '@/features/legal/operator-facts';
import type { ProcessorId } from '@/features/legal/sections';

/** Art. 28(3) GDPR's headings, in order; copy under `legal:processing.sections.<id>`. */
const SECTIONS = [
  'scope',
  'subject',
  'nature',
  'data',
  'obligations',
  'subprocessors',
  'assistance',
  'deletion',
  'audits',
  // Not 'contact': the footer's contact section has that id on every page.
  'contactUs',
] as const;

/** The privacy policy's processors that handle mailbox content: the sub-processors here. */
const MAILBOX_SUBPROCESSORS: readonly ProcessorId[] = ['supabase', 'mailboxStore', 'aiModel'];

/**
 * The sub-processors as the privacy policy's processor table words them: its rows' own copy and
 * operator facts (one configuration), in a list of this page's own, so the privacy page's table
 * stays in that page's code and the home page's idle prefetch does not grow.
 */
function Subprocessors() {
  const { t } = useTranslation('legal');
  const values = useOperatorFacts();
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 text-sm">
      {MAILBOX_SUBPROCESSORS.map((id) => (
        <div key={id} className="px-4 py-3">
          <dt className="font-semibold text-ink">{t(`privacy.processors.items.${id}.role`, values)}</dt>
          <dd className="mt-1 text-slate-700">{t(`privacy.processors.items.${id}.purpose`, values)}</dd>
          <dd className="mt-1 text-slate-700">
            <span className="font-semibold text-ink">{t('privacy.processors.location')}: </span>
            {t(`privacy.processors.items.${id}.location`, values)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /data-processing-terms: the terms under which the operator processes
 * business customers' mailbox content as their processor, with what GDPR Art. 28(3) requires. A
 * draft for a lawyer.
 */
export default function DataProcessingPage() {
  const { t } = useTranslation(['legal', 'common']);
  const values = operatorContact();
  const link = (to: string, label: string) => (
    <p className="mt-4">
      <LocalizedLink to={to} className={standaloneLink}>
        {label}
      </LocalizedLink>
    </p>
  );
  const sections: LegalSection[] = SECTIONS.map((id) => ({
    id,
    title: t(`processing.sections.${id}.title`),
    body: asBlocks(t(`processing.sections.${id}.body`, { ...values, returnObjects: true })),
    extra:
      id === 'subprocessors' ? (
        <>
          <p className="mt-6 font-semibold text-ink">{t('processing.subprocessorsCaption')}</p>
          <Subprocessors />
          {link(href('privacy'), t('common:footer.links.privacy'))}
        </>
      ) : id === 'obligations' ? (
        link(href('trust'), t('common:footer.links.trust'))
      ) : undefined,
  }));
  return <LegalDocument title={t('processing.title')} intro={t('processing.intro', values)} sections={sections} />;
}
