import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { CallToAction } from '@/components/sections/CallToAction';
import { CapabilityList, type Capability } from '@/components/sections/CapabilityList';
import { FeatureGrid, type FeatureItem } from '@/components/sections/FeatureGrid';
import { BelowTheFold, Hero } from '@/components/sections/Hero';
import { type IconPath, icons } from '@/components/ui/icon';
import { pageIcons } from '@/components/ui/page-icons';
import { SampleDashboard, type DashboardRow, type DashboardStat } from '@/components/sections/SampleDashboard';
import { Section } from '@/components/sections/Section';
import { buttonClass } from '@/components/sections/styles';
import type { Language } from '@/config/site';
import { WaitlistButton } from '@/features/waitlist/WaitlistButton';
import { formatCount, formatPercent } from '@/lib/format-number';
import { href } from '@/config/routes';
import { translatedList, withText } from '@/lib/translated-list';
import { useLanguage } from '@/i18n/use-language';

export type ComingSoonEmployee = 'julie' | 'david';

type StatFormat = 'count' | 'percent' | 'change';

interface EmployeeData {
  name: 'Julie' | 'David';
  benefitIcons: readonly IconPath[];
  featureIcons: readonly IconPath[];
  /** Fixed illustrative figures (spec section 9), shown as sample data. */
  stats: readonly { key: string; value: number; format: StatFormat }[];
  rows: readonly { key: string; tone: DashboardRow['tone']; score?: number }[];
}

/** Per-employee data; the copy lives in `employees:<id>.*`. */
const EMPLOYEES: Record<ComingSoonEmployee, EmployeeData> = {
  julie: {
    name: 'Julie',
    benefitIcons: [icons.clock, pageIcons.heart, pageIcons.users],
    featureIcons: [icons.clock, pageIcons.heart, pageIcons.alert, pageIcons.chat, pageIcons.eye, pageIcons.users],
    stats: [
      { key: 'urgentTickets', value: 3, format: 'count' },
      { key: 'healthImprovement', value: 15, format: 'change' },
    ],
    rows: [
      { key: 'damaged', tone: 'alert' },
      { key: 'doubleCharge', tone: 'alert' },
      { key: 'cancel', tone: 'alert' },
    ],
  },
  david: {
    name: 'David',
    benefitIcons: [pageIcons.chat, pageIcons.send, pageIcons.target],
    featureIcons: [pageIcons.search, pageIcons.send, pageIcons.pipeline, pageIcons.target, pageIcons.plug],
    stats: [
      { key: 'prospects', value: 47, format: 'count' },
      { key: 'emails', value: 12, format: 'count' },
      { key: 'responseRate', value: 23, format: 'percent' },
      { key: 'meetingAcceptance', value: 47, format: 'percent' },
    ],
    rows: [
      { key: 'first', tone: 'good', score: 95 },
      { key: 'second', tone: 'good', score: 87 },
      { key: 'third', tone: 'warn', score: 72 },
    ],
  },
};

function formatStat(value: number, format: StatFormat, language: Language): string {
  if (format === 'count') return formatCount(value, language);
  return formatPercent(value, language, format === 'change');
}

/** /julie and /david: one coming-soon page fed by the route table's `employee` prop. */
export default function ComingSoonPage({ employee }: { employee: ComingSoonEmployee }) {
  const { t } = useTranslation('employees');
  const language = useLanguage();
  const data = EMPLOYEES[employee];
  const waitlistClass = buttonClass('primary');

  return (
    <>
      <Hero
        badge={t('shared.badge')}
        eyebrow={t(`${employee}.role`)}
        title={t(`${employee}.hero.title`)}
        lead={t(`${employee}.hero.lead`)}
        illustration={{ src: `/images/illustrations/${employee}-hero.svg`, width: 480, height: 400 }}
        actions={
          <>
            <WaitlistButton employee={data.name} className={waitlistClass}>
              {t(`${employee}.hero.joinWaitlist`)}
            </WaitlistButton>
            <LocalizedLink to={href('demo', `?tab=${employee}`)} className={buttonClass('secondary')}>
              {t('shared.seeDemo')}
            </LocalizedLink>
          </>
        }
      />

      <BelowTheFold>
        {() => {
          // The copy's cards in order, each with the icon of its place.
          const cards = (list: 'benefits' | 'features', icons: readonly IconPath[]): (FeatureItem & Capability)[] =>
            translatedList(t(`${employee}.${list}.items`, { returnObjects: true }), withText('title', 'body')).map((item, index) => ({
              key: item.title,
              icon: icons[index],
              title: item.title,
              body: item.body,
            }));
          const stats: DashboardStat[] = data.stats.map((stat) => ({
            key: stat.key,
            label: t(`${employee}.dashboard.stats.${stat.key}.label` as never),
            hint: t(`${employee}.dashboard.stats.${stat.key}.hint` as never),
            value: formatStat(stat.value, stat.format, language),
          }));
          const rows: DashboardRow[] = data.rows.map((row) => ({
            key: row.key,
            tone: row.tone,
            primary: t(`${employee}.dashboard.rows.${row.key}.primary` as never),
            secondary: t(`${employee}.dashboard.rows.${row.key}.secondary` as never),
            tag: String(t(`${employee}.dashboard.rows.${row.key}.tag` as never, { score: row.score } as never)),
          }));

          return (
            <>
              {/* One benefits section: the three outcomes, then what the employee will do as a
                  compact list, not a second set of cards repeating the first. */}
              <Section id="benefits" heading={t(`${employee}.benefits.heading`)} tone="muted">
                <FeatureGrid items={cards('benefits', data.benefitIcons)} />
                <CapabilityList
                  heading={t(`${employee}.features.heading`)}
                  intro={t(`${employee}.features.intro`)}
                  items={cards('features', data.featureIcons)}
                />
              </Section>

              <Section
                id="sample-dashboard"
                heading={t(`${employee}.dashboard.heading`)}
                intro={t(`${employee}.dashboard.intro`)}
                tone="muted"
              >
                <div className="max-w-4xl">
                  <SampleDashboard
                    title={t(`${employee}.dashboard.title`)}
                    sampleLabel={t('shared.sampleLabel')}
                    caption={t(`${employee}.dashboard.caption`)}
                    stats={stats}
                    listTitle={t(`${employee}.dashboard.listTitle`)}
                    rows={rows}
                  />
                </div>
              </Section>

              <Section id="pricing" heading={t('shared.pricingHeading')}>
                {/* "soon" as a label beside what the waiting list gets, not a price-sized word. */}
                <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                  <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                    {t('shared.pricingValue')}
                  </p>
                  <p className="mt-3 text-lg text-slate-700">{t('shared.pricingBody')}</p>
                </div>
                <p className="mt-6 text-slate-700">
                  {t('shared.meetAndrea')}{' '}
                  <LocalizedLink to={href('andrea')} className="font-semibold text-brand-700 underline underline-offset-2">
                    {t('shared.meetAndreaLink')}
                  </LocalizedLink>
                </p>
              </Section>

              <CallToAction
                id="waitlist"
                heading={t(`${employee}.waitlist.heading`)}
                body={t(`${employee}.waitlist.body`)}
                actions={
                  <>
                    <WaitlistButton employee={data.name} className={buttonClass('onDark')}>
                      {t(`${employee}.waitlist.button`)}
                    </WaitlistButton>
                    <LocalizedLink to={href('demo', `?tab=${employee}`)} className={buttonClass('outlineOnDark')}>
                      {t('shared.seeDemo')}
                    </LocalizedLink>
                  </>
                }
              />
            </>
          );
        }}
      </BelowTheFold>
    </>
  );
}
