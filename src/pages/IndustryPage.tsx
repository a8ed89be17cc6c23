import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { CallToAction } from '@/components/sections/CallToAction';
import { BelowTheFold, Hero } from '@/components/sections/Hero';
import { type IconPath, icons } from '@/components/ui/icon';
import { pageIcons } from '@/components/ui/page-icons';
import { PainPoints } from '@/components/sections/PainPoints';
import { Section } from '@/components/sections/Section';
import { buttonClass } from '@/components/sections/styles';
import { href } from '@/config/routes';
import { TeamBlock } from '@/components/sections/TeamBlock';
import { site } from '@/config/site';
import { SignupButton } from '@/features/signup/SignupButton';
import { translatedList, withText } from '@/lib/translated-list';

export type Industry = 'creativeAgencies' | 'ecommerceRetail' | 'consultantsProfessional';

/** Per-industry data; the copy lives in `industries:<industry>.*`. */
const INDUSTRIES: Record<Industry, { illustration: string; painIcons: readonly IconPath[] }> = {
  creativeAgencies: { illustration: 'industry-creative.svg', painIcons: [pageIcons.palette, icons.clock, pageIcons.calendar] },
  ecommerceRetail: { illustration: 'industry-ecommerce.svg', painIcons: [pageIcons.chat, pageIcons.cart, pageIcons.alert] },
  consultantsProfessional: { illustration: 'industry-consultants.svg', painIcons: [icons.briefcase, pageIcons.send, pageIcons.calendar] },
};

/** /creative-agencies, /ecommerce-retail, /consultants-professional: one page fed by the route's `industry` prop. */
export default function IndustryPage({ industry }: { industry: Industry }) {
  const { t } = useTranslation('industries');
  const data = INDUSTRIES[industry];
  const days = site.trialDays;

  return (
    <>
      <Hero
        eyebrow={t(`${industry}.hero.eyebrow`)}
        title={t(`${industry}.hero.title`)}
        lead={t(`${industry}.hero.lead`)}
        illustration={{ src: `/images/illustrations/${data.illustration}`, width: 480, height: 400 }}
        actions={
          <>
            <SignupButton className={buttonClass('primary')}>{t('shared.startTrial', { days })}</SignupButton>
            <LocalizedLink to={href('demo')} className={buttonClass('secondary')}>
              {t('shared.seeDemo')}
            </LocalizedLink>
          </>
        }
        note={t('shared.trialNote', { days })}
      />

      <BelowTheFold>
        {() => {
          const pains = translatedList(t(`${industry}.pains.items`, { returnObjects: true }), withText('title', 'body', 'answer'));
          return (
            <>
              <Section id="pain-points" heading={t(`${industry}.pains.heading`)} intro={t(`${industry}.pains.intro`)} tone="muted">
                <PainPoints
                  answerLabel={t('shared.answerLabel')}
                  items={pains.map((item, index) => ({ key: item.title, icon: data.painIcons[index], ...item }))}
                />
              </Section>

              <TeamBlock id="team" copy={t('shared.team', { returnObjects: true })} />

              <CallToAction
                id="get-started"
                heading={t(`${industry}.cta.heading`)}
                body={t(`${industry}.cta.body`, { percent: site.claims.emailTimeSaved, days })}
                actions={
                  <>
                    <SignupButton className={buttonClass('onDark')}>{t('shared.ctaStartTrial')}</SignupButton>
                    <LocalizedLink to={href('demo')} className={buttonClass('outlineOnDark')}>
                      {t('shared.seeDemo')}
                    </LocalizedLink>
                  </>
                }
                note={t('shared.trialNote', { days })}
              />
            </>
          );
        }}
      </BelowTheFold>
    </>
  );
}
