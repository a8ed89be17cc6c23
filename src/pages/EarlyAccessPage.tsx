import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { CheckList } from '@/components/sections/CheckList';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { href } from '@/config/routes';
import { WaitlistForm } from '@/features/waitlist/WaitlistForm';
import { cn } from '@/lib/cn';
import { translatedList } from '@/lib/translated-list';
import { Icon } from '@/components/ui/icon';
import { pageIcons } from '@/components/ui/page-icons';
import { standaloneLink } from '@/components/ui/standalone-link';

export type EarlyAccessVariant = 'standard' | 'exclusive';

const EMPLOYEES = ['julie', 'david'] as const;

/**
 * /early-access and /exclusive-early-access: one page, two framings. The exclusive variant is
 * an invitation (its noindex comes from the route table). Both embed the page variant of the
 * waiting-list form, which offers the Julie/David choice, and say what happens to the data.
 * The card's heading and intro go with the form: a join's success takes the whole card.
 */
export default function EarlyAccessPage({ variant }: { variant: EarlyAccessVariant }) {
  const { t } = useTranslation('earlyAccess');
  const exclusive = variant === 'exclusive';
  const formHeadingId = useId();
  return (
    <div data-variant={variant}>
      <Hero eyebrow={t(`${variant}.eyebrow`)} title={t(`${variant}.title`)} lead={t(`${variant}.lead`)} />

      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_28rem] lg:items-start">
        <section
          id="join"
          aria-labelledby={formHeadingId}
          className={cn(
            'min-w-0 rounded-2xl border bg-white p-6 shadow-lg sm:p-8 lg:order-2 lg:sticky lg:top-24',
            exclusive ? 'border-brand-600 ring-4 ring-brand-100' : 'border-slate-200',
          )}
        >
          <WaitlistForm
            className="mt-6"
            headingId={formHeadingId}
            submitLabel={exclusive ? t('exclusive.submit') : undefined}
            intro={
              <>
                {exclusive && (
                  <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                    <Icon path={pageIcons.mail} className="size-4" strokeWidth={2} />
                    {t('exclusive.badge')}
                  </p>
                )}
                <h2 id={formHeadingId} className="text-2xl font-bold text-balance text-ink">
                  {t(`${variant}.formHeading`)}
                </h2>
                <p className="mt-2 text-slate-700">{t(`${variant}.formIntro`)}</p>
              </>
            }
          />
        </section>
        {/* A section with an id, so a language switch finds the reader's place in it. */}
        <section id="employees" className="lg:order-1">
          <h2 className="text-2xl font-bold text-ink">{t('employees.heading')}</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {EMPLOYEES.map((id) => (
              <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-4">
                  <img
                    src={`/images/illustrations/avatar-${id}.svg`}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 shrink-0"
                  />
                  <div>
                    <h3 className="text-lg font-bold text-ink">{t(`employees.${id}.name`)}</h3>
                    <p className="text-sm font-medium text-slate-700">{t(`employees.${id}.role`)}</p>
                  </div>
                </div>
                <CheckList className="mt-5 text-sm" items={translatedList(t(`employees.${id}.features`, { returnObjects: true }))} />
              </li>
            ))}
          </ul>
          <h2 className="mt-12 text-2xl font-bold text-ink">{t('benefits.heading')}</h2>
          <CheckList className="mt-5" columns={2} items={translatedList(t('benefits.items', { returnObjects: true }))} />
        </section>
      </div>

      <Section id="next" tone="muted" heading={t('next.heading')}>
        <ol className="grid gap-6 md:grid-cols-3">
          {translatedList(t('next.items', { returnObjects: true })).map((item, index) => (
            <li key={index} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="text-slate-700">{item}</span>
            </li>
          ))}
        </ol>
        <div className="mt-12 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-ink">{t('data.heading')}</h3>
          <p className="mt-2 text-slate-700">{t('data.body')}</p>
          <LocalizedLink to={href('privacy')} className={`${standaloneLink} mt-1`}>
            {t('data.link')}
          </LocalizedLink>
        </div>
      </Section>
    </div>
  );
}
