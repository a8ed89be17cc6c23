import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { CallToAction } from '@/components/sections/CallToAction';
import { FeatureGrid, type FeatureItem } from '@/components/sections/FeatureGrid';
import { BelowTheFold, Hero } from '@/components/sections/Hero';
import { type IconPath, icons } from '@/components/ui/icon';
import { pageIcons } from '@/components/ui/page-icons';
import { PricingSection } from '@/features/signup/PricingSection';
import { Section } from '@/components/sections/Section';
import { StepList } from '@/components/sections/StepList';
import { buttonClass } from '@/components/sections/styles';
import { standaloneLink } from '@/components/ui/standalone-link';
import { assistantReply, site } from '@/config/site';
import type { AndreaDemo } from '@/features/demo/DemoSection';
import { DemoModalButton } from '@/features/demo/DemoModalButton';
import { SignupButton } from '@/features/signup/SignupButton';
import { useSignup } from '@/features/signup/SignupProvider';
import { useSignupOnArrival } from '@/features/signup/signup-on-arrival';
import { href } from '@/config/routes';

/** The "what she does" cards; each opens the demo modal at its own scripted demo. */
const FEATURES: readonly { key: 'drafts' | 'todo' | 'followUps' | 'calendar'; icon: IconPath; demo: AndreaDemo }[] = [
  { key: 'drafts', icon: pageIcons.pencil, demo: 'email' },
  { key: 'todo', icon: pageIcons.list, demo: 'summary' },
  { key: 'followUps', icon: pageIcons.bell, demo: 'summary' },
  { key: 'calendar', icon: pageIcons.calendar, demo: 'calendar' },
];

const AUDIENCE: readonly { key: 'owners' | 'founders' | 'managers' | 'freelancers'; icon: IconPath }[] = [
  { key: 'owners', icon: icons.briefcase },
  { key: 'founders', icon: pageIcons.sparkle },
  { key: 'managers', icon: pageIcons.users },
  { key: 'freelancers', icon: pageIcons.pencil },
];

/** The industry pages, each Andrea for one field; linked from here so visitors and crawlers find them. */
const INDUSTRIES = ['creativeAgencies', 'ecommerceRetail', 'consultantsProfessional'] as const;

const TRUST: readonly { key: 'noTraining' | 'approval' | 'oauth' | 'delete'; icon: IconPath }[] = [
  { key: 'noTraining', icon: icons.lock },
  { key: 'approval', icon: pageIcons.eye },
  { key: 'oauth', icon: pageIcons.google },
  { key: 'delete', icon: pageIcons.trash },
];

const STEPS = ['trial', 'email', 'connect', 'learn'] as const;

/** The feature cards' copy, read with the rest of the page (BelowTheFold). */
function featureItems(t: TFunction<'andrea'>, onStartTrial: () => void): FeatureItem[] {
  return FEATURES.map(({ key, icon, demo }) => ({
    key,
    icon,
    title: t(`features.items.${key}.title`),
    body: t(`features.items.${key}.body`),
    action: (
      <DemoModalButton initialStep={demo} onStartTrial={onStartTrial} className={buttonClass('secondary', { size: 'sm' })}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M6 4.5v11l9-5.5z" />
        </svg>
        {t(`features.items.${key}.action`)}
      </DemoModalButton>
    ),
  }));
}

export default function AndreaPage() {
  const { t } = useTranslation('andrea');
  const { openSignup } = useSignup();
  useSignupOnArrival();
  const { t: tc } = useTranslation();
  const days = site.trialDays;

  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        illustration={{ src: '/images/illustrations/andrea-hero.svg', width: 480, height: 400 }}
        actions={
          <>
            <SignupButton className={buttonClass('primary')}>{t('hero.startTrial', { days })}</SignupButton>
            <LocalizedLink to={href('demo', '?tab=andrea')} className={buttonClass('secondary')}>
              {t('hero.watchDemo')}
            </LocalizedLink>
          </>
        }
        note={t('hero.claim', { percent: site.claims.emailTimeSaved })}
      />

      <BelowTheFold>
        {() => (
          <>
            <Section id="what-she-does" heading={t('features.heading')} intro={t('features.intro')}>
              <FeatureGrid items={featureItems(t, () => openSignup())} columns={2} />
            </Section>

            {/* On /andrea the plan buttons open the signup dialog; the renewal is disclosed here. */}
            <PricingSection
              heading={t('pricing.heading')}
              intro={t('pricing.intro', { days })}
              action={(planId) => (
                <SignupButton plan={planId} className={buttonClass('primary', 'w-full')}>
                  {t('pricing.startTrial', { days })}
                </SignupButton>
              )}
              footer={<p className="text-sm">{t('pricing.note', { context: site.trialReminders ? 'reminders' : undefined })}</p>}
            />

            <Section id="who-its-for" heading={t('audience.heading')} intro={t('audience.intro')}>
              <FeatureGrid
                columns={4}
                items={AUDIENCE.map(({ key, icon }) => ({
                  key,
                  icon,
                  title: t(`audience.items.${key}.title`),
                  body: t(`audience.items.${key}.body`),
                }))}
              />
              <h3 className="mt-10 text-lg font-semibold text-ink">{t('audience.industries.heading')}</h3>
              <ul className="mt-2 flex flex-wrap gap-x-6">
                {INDUSTRIES.map((id) => (
                  <li key={id}>
                    <LocalizedLink to={href(id)} className={standaloneLink}>
                      {t(`audience.industries.${id}`)}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </Section>

            <Section id="trust" heading={t('trust.heading')} intro={t('trust.intro')} tone="brand">
              <FeatureGrid
                columns={4}
                items={TRUST.map(({ key, icon }) => ({
                  key,
                  icon,
                  title: t(`trust.items.${key}.title`),
                  body: t(`trust.items.${key}.body`),
                }))}
              />
              <p className="mt-8">
                <LocalizedLink to={href('trust')} className={standaloneLink}>
                  {t('trust.link')} <span aria-hidden="true">→</span>
                </LocalizedLink>
              </p>
            </Section>

            <Section id="get-started" heading={t('onboarding.heading')} intro={t('onboarding.intro')}>
              <StepList
                steps={STEPS.map((key) => ({
                  key,
                  title: t(`onboarding.steps.${key}.title`),
                  body: t(`onboarding.steps.${key}.body`, { days, email: site.emails.assistant, assistantReply: assistantReply(tc) }),
                }))}
              />
            </Section>

            <CallToAction
              id="start"
              heading={t('cta.heading', { days })}
              body={t('cta.body')}
              actions={
                <>
                  <SignupButton className={buttonClass('onDark')}>{t('cta.startTrial')}</SignupButton>
                  <LocalizedLink to={href('demo', '?tab=andrea')} className={buttonClass('outlineOnDark')}>
                    {t('cta.watchDemo')}
                  </LocalizedLink>
                </>
              }
            />
          </>
        )}
      </BelowTheFold>
    </>
  );
}
