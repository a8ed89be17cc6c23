import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { Faq, type FaqItem } from '@/components/sections/Faq';
import { Hero } from '@/components/sections/Hero';
import { homeFaqValues } from '@/components/sections/home-faq';
import { Icon, type IconName } from '@/components/sections/Icon';
import { PricingSection } from '@/components/sections/PricingSection';
import { Section } from '@/components/sections/Section';
import { buttonClass } from '@/components/sections/styles';
import { TeamBlock, type TeamBlockCopy } from '@/components/sections/TeamBlock';
import { site, type Language } from '@/config/site';
import { DemoSectionIsland } from '@/features/demo/DemoSectionIsland';
import { SignupButton } from '@/features/signup/SignupButton';

// D29: reached by client-side navigation (the app already runs), the demo's code comes along with
// the page's, so the section is there when the page shows. On a first load it waits for a scroll.
if (typeof document !== 'undefined' && document.documentElement.dataset.hydrated) void DemoSectionIsland.preload();

const HIGHLIGHTS: readonly { key: 'time' | 'approval' | 'google'; icon: IconName }[] = [
  { key: 'time', icon: 'clock' },
  { key: 'approval', icon: 'shield' },
  { key: 'google', icon: 'lock' },
];

export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  const { t: tc } = useTranslation();
  const language: Language = i18n.language === 'cs' ? 'cs' : 'en';
  const days = site.trialDays;
  const faqItems = t('faq.items', { returnObjects: true, ...homeFaqValues(language) }) as unknown as FaqItem[];

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
        <ul aria-label={t('hero.highlightsLabel')} className="mt-8 grid gap-3 sm:grid-cols-3">
          {HIGHLIGHTS.map((item) => (
            <li key={item.key} className="flex items-start gap-2 text-sm font-medium text-ink">
              <Icon name={item.icon} className="size-5 shrink-0 text-brand-700" />
              {t(`hero.highlights.${item.key}`, { percent: site.claims.emailTimeSaved })}
            </li>
          ))}
        </ul>
      </Hero>

      <TeamBlock id="ai-employees" copy={t('team', { returnObjects: true }) as TeamBlockCopy} tone="muted" />

      <DemoSectionIsland />

      {/* D13: the home plan buttons lead to the plans on /andrea, where signing up happens. */}
      <PricingSection
        heading={t('pricing.heading')}
        intro={t('pricing.intro', { days })}
        action={(planId) => (
          <LocalizedLink to="/andrea#pricing" className={buttonClass(planId === 'full' ? 'primary' : 'secondary', 'w-full')}>
            {t('pricing.choosePlan', { plan: tc(`plans.${planId}.name`) })}
          </LocalizedLink>
        )}
        footer={
          <>
            <p>{t('pricing.employeesSoon')}</p>
            <LocalizedLink to="/andrea#pricing" className="mt-2 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('pricing.comparePlans')}
            </LocalizedLink>
          </>
        }
      />

      <Section id="faq" heading={t('faq.heading')} intro={t('faq.intro')} centered>
        <Faq
          items={faqItems}
          footer={
            <p>
              {t('faq.more')}{' '}
              <LocalizedLink to="/#contact" className="font-semibold text-brand-700 underline underline-offset-2">
                {t('faq.contactLink')}
              </LocalizedLink>
            </p>
          }
        />
      </Section>
    </>
  );
}
