import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, tabId, tabPanelId } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { translatedList } from '@/lib/translated-list';

export const DEMO_TABS = ['email', 'calendar', 'summary'] as const;
export type DemoTab = (typeof DEMO_TABS)[number];

/**
 * The real-estate demo: three tabs of fixed, illustrative content (spec section 2), one panel
 * per tab (src/components/ui/tabs.tsx).
 */
export function RealEstateDemo() {
  const { t } = useTranslation('realEstate');
  const [active, setActive] = useState<DemoTab>('email');
  const baseId = useId();

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <TabList
        idBase={baseId}
        label={t('demo.tabsLabel')}
        items={DEMO_TABS.map((tab) => ({ value: tab, label: t(`demo.tabs.${tab}.label`) }))}
        value={active}
        onChange={setActive}
        className="flex overflow-x-auto border-b border-slate-200 bg-slate-50"
        tabClassName={(selected) =>
          cn(
            'min-h-12 flex-1 border-b-2 px-2 py-3 text-sm leading-tight font-semibold transition-colors sm:px-4 sm:text-base',
            selected ? 'border-brand-600 bg-white text-brand-700' : 'border-transparent text-slate-700 hover:text-ink',
          )
        }
      />
      {DEMO_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={tabPanelId(baseId, tab)}
          aria-labelledby={tabId(baseId, tab)}
          hidden={tab !== active}
          tabIndex={0}
          className="p-5 sm:p-8"
        >
          <p className="mb-4 inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
            {t('demo.exampleLabel')}
          </p>
          {tab === 'email' && (
            <div className="grid gap-4 lg:grid-cols-2">
              <div className="rounded-xl border border-slate-200 p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">{t('demo.tabs.email.incomingLabel')}</p>
                <p className="mt-2 text-sm font-semibold text-ink">{t('demo.tabs.email.from')}</p>
                <p className="text-sm text-slate-700">{t('demo.tabs.email.subject')}</p>
                <p className="mt-3 text-slate-800">{t('demo.tabs.email.incoming')}</p>
              </div>
              <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t('demo.tabs.email.draftLabel')}</p>
                <p className="mt-3 whitespace-pre-line text-slate-800">{t('demo.tabs.email.draft')}</p>
              </div>
            </div>
          )}
          {tab === 'calendar' && (
            <>
              <h3 className="text-lg font-semibold text-ink">{t('demo.tabs.calendar.heading')}</h3>
              <ul className="mt-4 space-y-3">
                {translatedList(t('demo.tabs.calendar.items', { returnObjects: true })).map((item, index) => (
                  <li key={index} className="flex gap-3 rounded-xl border border-slate-200 p-3 text-slate-800">
                    <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" />
                    {item}
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-slate-700">{t('demo.tabs.calendar.note')}</p>
            </>
          )}
          {tab === 'summary' && (
            <>
              <h3 className="text-lg font-semibold text-ink">{t('demo.tabs.summary.heading')}</h3>
              <ul className="mt-4 space-y-3">
                {translatedList(t('demo.tabs.summary.items', { returnObjects: true })).map((item, index) => (
                  <li key={index} className="flex gap-3 text-slate-800">
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="mt-0.5 size-5 shrink-0 text-accent-600"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      <path d="M4.5 12.5l4.5 4.5 10.5-10.5" />
                    </svg>
                    {item}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ))}
    </div>
  );
}
