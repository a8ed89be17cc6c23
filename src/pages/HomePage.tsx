import { useTranslation } from 'react-i18next';
import { BelowTheFold, Hero } from '@/components/sections/Hero';
import { Icon, type IconPath, icons } from '@/components/ui/icon';
import { buttonClass } from '@/components/sections/styles';
import { TeamBlock } from '@/components/sections/TeamBlock';
import { site } from '@/config/site';
import { DemoSection } from '@/features/demo/DemoSection';
import { OperatorFacts } from '@/features/legal/OperatorFacts';
import { HomePlansAndFaq } from './home/HomePlansAndFaq';
import { SignupButton } from '@/features/signup/SignupButton';

const HIGHLIGHTS: readonly { key: 'time' | 'approval' | 'google'; icon: IconPath }[] = [
  { key: 'time', icon: icons.clock },
  { key: 'approval', icon: icons.shield },
  { key: 'google', icon: icons.lock },
];

export default function HomePage() {
  const { t } = useTranslation('home');
  const days = site.trialDays;

  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        illustration={{ src: '/images/illustrations/inbox-hero.svg', width: 480, height: 400 }}
        actions={
          <>
            <SignupButton className={buttonClass('primary')}>{t('hero.startTrial', { days })}</SignupButton>
            <a href="#demo" className={buttonClass('secondary')}>
              {t('hero.seeDemo')}
            </a>
          </>
        }
        note={t('hero.note', { days })}
      >
        <ul aria-label={t('hero.highlightsLabel')} className="mt-8 grid grid-cols-fit-44 gap-3">
          {HIGHLIGHTS.map((item) => (
            <li key={item.key} className="flex items-start gap-2 text-sm font-medium text-ink">
              <Icon path={item.icon} className="size-5 shrink-0 text-brand-700" />
              {t(`hero.highlights.${item.key}`, { percent: site.claims.emailTimeSaved })}
            </li>
          ))}
        </ul>
      </Hero>

      <BelowTheFold>
        {() => (
          <>
            <TeamBlock id="ai-employees" copy={t('team', { returnObjects: true })} tone="muted" />

            <DemoSection />

            <OperatorFacts />

            <HomePlansAndFaq />
          </>
        )}
      </BelowTheFold>
    </>
  );
}
