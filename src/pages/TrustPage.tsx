import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { BelowTheFold, Hero } from '@/components/sections/Hero';
import { Icon, type IconPath, icons } from '@/components/ui/icon';
import { pageIcons } from '@/components/ui/page-icons';
import { Section } from '@/components/sections/Section';
import { buttonClass } from '@/components/sections/styles';
import { standaloneLink } from '@/components/ui/standalone-link';
import { href } from '@/config/routes';
import { site } from '@/config/site';
import { translatedList } from '@/lib/translated-list';
import { mailto } from '@/lib/mailto';

const [securityLocal, securityDomain] = site.emails.security.split('@');

/** Where a Google user sees and removes third-party access (linked from "Revoke access"). */
const GOOGLE_PERMISSIONS_URL = 'https://myaccount.google.com/connections';

const PRINCIPLES = [
  { key: 'approval', icon: pageIcons.check },
  { key: 'noTraining', icon: icons.shield },
  { key: 'minimum', icon: icons.lock },
  { key: 'deletable', icon: pageIcons.trash },
] as const satisfies readonly { key: string; icon: IconPath }[];

const ACCESS = [
  { key: 'mail', icon: pageIcons.mail },
  { key: 'calendar', icon: pageIcons.calendar },
] as const satisfies readonly { key: string; icon: IconPath }[];

const MEASURES = [
  { key: 'tls', icon: icons.lock },
  { key: 'rest', icon: icons.shield },
  { key: 'leastPrivilege', icon: pageIcons.users },
  { key: 'oauth', icon: pageIcons.google },
] as const satisfies readonly { key: string; icon: IconPath }[];

const CONTROLS = [
  { key: 'revoke', icon: pageIcons.plug },
  { key: 'export', icon: pageIcons.summary },
  { key: 'delete', icon: pageIcons.trash },
] as const satisfies readonly { key: string; icon: IconPath }[];

/** /trust: what Andrea can see, what she never does, how data is protected, who to call (spec section 2). */
export default function TrustPage() {
  const { t } = useTranslation('trust');
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        illustration={{ src: '/images/illustrations/legal-shield.svg', width: 400, height: 320 }}
      />

      <BelowTheFold>
        {() => {
          const never = translatedList(t('never.items', { returnObjects: true }));
          return (
            <>
              <Section id="principles" heading={t('principles.heading')} intro={t('principles.intro')}>
                <FeatureGrid
                  columns={4}
                  items={PRINCIPLES.map(({ key, icon }) => ({
                    key,
                    icon,
                    title: t(`principles.items.${key}.title`),
                    body: t(`principles.items.${key}.body`),
                  }))}
                />
              </Section>

              <Section id="access" tone="muted" heading={t('access.heading')} intro={t('access.intro')}>
                <FeatureGrid
                  columns={2}
                  items={ACCESS.map(({ key, icon }) => ({
                    key,
                    icon,
                    title: t(`access.items.${key}.title`),
                    body: t(`access.items.${key}.body`),
                  }))}
                />
              </Section>

              <Section id="never" heading={t('never.heading')}>
                <ul className="grid gap-3 sm:grid-cols-2">
                  {never.map((item, index) => (
                    <li key={index} className="flex gap-3 rounded-xl border border-rose-100 bg-rose-50/60 p-4 text-slate-800">
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        className="mt-0.5 size-5 shrink-0 text-rose-700"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      >
                        <circle cx="12" cy="12" r="9" />
                        <path d="M5.6 5.6l12.8 12.8" />
                      </svg>
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </Section>

              <Section id="measures" tone="muted" heading={t('measures.heading')} intro={t('measures.intro')}>
                <FeatureGrid
                  columns={4}
                  items={MEASURES.map(({ key, icon }) => ({
                    key,
                    icon,
                    title: t(`measures.items.${key}.title`),
                    body: t(`measures.items.${key}.body`),
                  }))}
                />
              </Section>

              <Section id="controls" heading={t('controls.heading')}>
                <FeatureGrid
                  items={CONTROLS.map(({ key, icon }) => ({
                    key,
                    icon,
                    title: t(`controls.items.${key}.title`),
                    body: t(`controls.items.${key}.body`),
                    action:
                      key === 'revoke' ? (
                        <a href={GOOGLE_PERMISSIONS_URL} target="_blank" rel="noopener noreferrer" className={standaloneLink}>
                          {t('controls.items.revoke.link')}
                        </a>
                      ) : (
                        <a href={mailto(site.emails.contact)} className={standaloneLink}>
                          {site.emails.contact}
                        </a>
                      ),
                  }))}
                />
              </Section>

              <Section id="security-contact" tone="brand" heading={t('contact.heading')} intro={t('contact.body')}>
                {/* Wrapping: with large text the two halves stack rather than squeeze the address into pieces. */}
                <div className="flex flex-col gap-6 rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
                  <div className="flex min-w-0 items-center gap-4">
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon path={icons.shield} />
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-semibold text-slate-700">{t('contact.emailLabel')}</p>
                      <a
                        href={mailto(site.emails.security)}
                        className="text-base font-bold text-brand-700 underline underline-offset-2 sm:text-lg"
                      >
                        {/* Too long for a narrow phone's line: it may break after the @, never inside a word. */}
                        {securityLocal}@<wbr />
                        {securityDomain}
                      </a>
                    </div>
                  </div>
                  <div className="sm:max-w-sm sm:text-right">
                    <p className="text-slate-700">{t('contact.privacy')}</p>
                    <LocalizedLink to={href('privacy')} className={buttonClass('secondary', 'mt-3')}>
                      {t('contact.privacyLink')}
                    </LocalizedLink>
                  </div>
                </div>
              </Section>
            </>
          );
        }}
      </BelowTheFold>
    </>
  );
}
