import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { ActionWithNote } from '@/components/sections/ActionWithNote';
import { CallToAction } from '@/components/sections/CallToAction';
import { CheckList } from '@/components/sections/CheckList';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { BelowTheFold, Hero } from '@/components/sections/Hero';
import { Icon, type IconPath, icons } from '@/components/ui/icon';
import { pageIcons } from '@/components/ui/page-icons';
import { PainPoints } from '@/components/sections/PainPoints';
import { Section } from '@/components/sections/Section';
import { buttonClass } from '@/components/sections/styles';
import { standaloneLink } from '@/components/ui/standalone-link';
import { CopyAddress } from '@/components/ui/copy-address';
import { href } from '@/config/routes';
import { assistantReply, site } from '@/config/site';
import { RealEstateDemo } from '@/features/real-estate/RealEstateDemo';
import { SignupButton } from '@/features/signup/SignupButton';
import { mailto } from '@/lib/mailto';
import { translatedList } from '@/lib/translated-list';

const PAINS = [
  { key: 'enquiries', icon: icons.clock },
  { key: 'viewings', icon: pageIcons.calendar },
  { key: 'followUps', icon: pageIcons.bell },
] as const satisfies readonly { key: string; icon: IconPath }[];

const FEATURES = [
  { key: 'drafts', icon: pageIcons.pencil },
  { key: 'calendar', icon: pageIcons.calendar },
  { key: 'followUps', icon: pageIcons.bell },
  { key: 'summary', icon: pageIcons.summary },
] as const satisfies readonly { key: string; icon: IconPath }[];

const DEMO_ID = 'demo';

/**
 * /real-estate-assistant (no-index): Andrea for estate agents. Two ways in, each with its own note:
 * the card trial (the signup dialog) and a prefilled first email to her.
 */
export default function RealEstatePage() {
  const { t } = useTranslation('realEstate');
  const { t: tCommon } = useTranslation('common');
  const address = site.emails.assistant;
  const subject = t('hero.subject');
  const body = t('hero.mailBody');
  const startHref = mailto(address, { subject, body });
  const emailButton = (className: string) => (
    <a href={startHref} className={className}>
      <Icon path={pageIcons.mail} className="size-5" strokeWidth={2} />
      {t('hero.start')}
    </a>
  );
  const trialNote = t('hero.note', { days: site.trialDays });
  const emailNote = t('hero.emailNote', { assistantReply: assistantReply(tCommon) });
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        illustration={{ src: '/images/illustrations/legal-house.svg', width: 400, height: 320 }}
        actions={
          <>
            {/* Two offers, each with its own note: the card trial, and a first email to Andrea. */}
            <ActionWithNote
              action={<SignupButton className={buttonClass('primary')}>{t('hero.startTrial')}</SignupButton>}
              note={trialNote}
            />
            <ActionWithNote action={emailButton(buttonClass('secondary'))} note={emailNote}>
              <p className="mt-2 text-sm font-semibold text-slate-700">{t('hero.addressLabel')}</p>
              <CopyAddress address={address} subject={subject} body={body} />
            </ActionWithNote>
          </>
        }
      >
        {/* A real anchor before hydration; smooth scrolling comes from CSS (off with reduced motion). */}
        <p className="mt-4">
          <a href={`#${DEMO_ID}`} className={standaloneLink}>
            {t('hero.demo')} <span aria-hidden="true">↓</span>
          </a>
        </p>
      </Hero>

      <BelowTheFold>
        {() => (
          <>
            <Section id="pain-points" tone="muted" heading={t('pains.heading')} intro={t('pains.intro')}>
              <PainPoints
                answerLabel={t('pains.answerLabel')}
                items={PAINS.map(({ key, icon }) => ({
                  key,
                  icon,
                  title: t(`pains.items.${key}.title`),
                  body: t(`pains.items.${key}.body`),
                  answer: t(`pains.items.${key}.answer`),
                }))}
              />
            </Section>

            <Section id="features" heading={t('features.heading')}>
              <FeatureGrid
                columns={4}
                items={FEATURES.map(({ key, icon }) => ({
                  key,
                  icon,
                  title: t(`features.items.${key}.title`),
                  body: t(`features.items.${key}.body`),
                }))}
              />
              <p className="mt-8 text-lg font-semibold text-brand-700">{t('features.claim', { percent: site.claims.emailTimeSaved })}</p>
            </Section>

            <Section id={DEMO_ID} tone="muted" heading={t('demo.heading')} intro={t('demo.intro')}>
              <RealEstateDemo />
              <p className="mt-6">
                <LocalizedLink to={href('demo', '?tab=andrea')} className={standaloneLink}>
                  {t('demo.fullDemo')} <span aria-hidden="true">→</span>
                </LocalizedLink>
              </p>
            </Section>

            <Section id="privacy" heading={t('privacy.heading')}>
              <div className="grid gap-10 lg:grid-cols-[1fr_1fr]">
                <div>
                  <CheckList items={translatedList(t('privacy.items', { returnObjects: true }))} />
                  <p className="mt-6">
                    <LocalizedLink to={href('privacy')} className={standaloneLink}>
                      {t('privacy.link')}
                    </LocalizedLink>
                  </p>
                </div>
                {/* An illustrative example, labelled as such, never presented as a real customer's review. */}
                <figure className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
                  <p className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
                    {t('testimonial.label')}
                  </p>
                  <blockquote className="mt-4 text-lg text-ink">
                    <p>{t('testimonial.quote')}</p>
                  </blockquote>
                  <figcaption className="mt-4 text-sm text-slate-700">
                    <p className="font-semibold">{t('testimonial.author')}</p>
                    <p className="mt-3">{t('testimonial.disclaimer')}</p>
                  </figcaption>
                </figure>
              </div>
            </Section>

            <CallToAction
              id="get-started"
              heading={t('cta.heading')}
              body={t('cta.body', { days: site.trialDays })}
              actions={
                <>
                  <ActionWithNote
                    tone="dark"
                    action={<SignupButton className={buttonClass('onDark')}>{t('hero.startTrial')}</SignupButton>}
                    note={trialNote}
                  />
                  <ActionWithNote tone="dark" action={emailButton(buttonClass('outlineOnDark'))} note={emailNote} />
                </>
              }
            />
          </>
        )}
      </BelowTheFold>
    </>
  );
}
