import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { BelowTheFold, Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { StepList } from '@/components/sections/StepList';
import { buttonClass } from '@/components/sections/styles';
import { TeamBlock } from '@/components/sections/TeamBlock';
import { CopyAddress } from '@/components/ui/copy-address';
import { href } from '@/config/routes';
import { site } from '@/config/site';
import { mailto } from '@/lib/mailto';
import { Icon } from '@/components/ui/icon';
import { pageIcons } from '@/components/ui/page-icons';

const STEPS = ['email', 'connect', 'learn', 'drafts', 'summarise'] as const;

/** /try-andrea (no-index): the stakeholder page. One email to Andrea asks for the mailbox connection link; tester access lasts site.testerAccessDays. */
export default function TryAndreaPage() {
  const { t } = useTranslation('tryAndrea');
  const address = site.emails.assistant;
  const subject = t('hero.subject');
  const body = t('hero.mailBody');
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        illustration={{ src: '/images/illustrations/try-andrea-hero.svg', width: 480, height: 400 }}
        actions={
          <a href={mailto(address, { subject, body })} className={buttonClass('primary')}>
            <Icon path={pageIcons.mail} className="size-5" strokeWidth={2} />
            {t('hero.button')}
          </a>
        }
        note={t('hero.note', { testerDays: site.testerAccessDays })}
      >
        <div className="mt-6">
          <p className="text-sm font-semibold text-slate-700">{t('hero.addressLabel')}</p>
          <CopyAddress address={address} subject={subject} body={body} className="mt-2" />
        </div>
      </Hero>

      <BelowTheFold>
        {() => (
          <>
            <Section id="steps" tone="muted" heading={t('steps.heading')} intro={t('steps.intro')}>
              <StepList steps={STEPS.map((key) => ({ key, title: t(`steps.items.${key}.title`), body: t(`steps.items.${key}.body`) }))} />
              <p className="mt-8 text-slate-700">
                {t('trust.text')}{' '}
                <LocalizedLink to={href('trust')} className="font-semibold text-brand-700 underline underline-offset-2">
                  {t('trust.link')}
                </LocalizedLink>
              </p>
            </Section>

            <TeamBlock id="team" copy={t('team', { returnObjects: true })} />
          </>
        )}
      </BelowTheFold>
    </>
  );
}
