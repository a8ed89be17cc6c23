import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tabId, tabPanelId } from '@/components/ui/tabs';
import { DemoPlayer } from './DemoPlayer';
import { TabList } from './Tabs';
import type { DemoType } from './use-demo';

export type DemoTab = 'andrea' | 'julie' | 'david';
export type AndreaDemo = 'email' | 'calendar' | 'summary';

const TABS: readonly DemoTab[] = ['andrea', 'julie', 'david'];
const ANDREA_DEMOS: readonly AndreaDemo[] = ['email', 'calendar', 'summary'];

/**
 * The interactive demo (spec: tabs Andrea, Julie, David; Andrea's sub-tabs Email Assistant,
 * Calendar Agent, Task Assistant). Switching a tab stops the running demo. Renders
 * `<section id="demo">`; on /demo its heading is the page's h1, and the page keeps the tab in its
 * address (`onTabChange`).
 */
export function DemoSection({
  initialTab = 'andrea',
  headingLevel = 2,
  onTabChange,
}: {
  initialTab?: DemoTab;
  headingLevel?: 2 | 1;
  onTabChange?: (tab: DemoTab) => void;
}) {
  const { t } = useTranslation('demo');
  const id = useId();
  const [tab, setTab] = useState<DemoTab>(initialTab);
  const [andreaDemo, setAndreaDemo] = useState<AndreaDemo>('email');
  // A later initialTab (e.g. /demo?tab=julie read after hydration) selects that tab, in the same
  // render (React's pattern for state that follows a prop, instead of an effect and a second render).
  const [tabFollows, setTabFollows] = useState(initialTab);
  if (initialTab !== tabFollows) {
    setTabFollows(initialTab);
    setTab(initialTab);
  }

  const demo: DemoType = tab === 'andrea' ? andreaDemo : tab;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `${id}-heading`;

  return (
    <section id="demo" aria-labelledby={headingId} className="mx-auto max-w-6xl -scroll-mt-14 px-4 py-16 sm:px-6">
      <Heading
        id={headingId}
        className={
          headingLevel === 1 ? 'text-4xl font-extrabold text-balance text-ink sm:text-5xl' : 'text-3xl font-bold text-balance text-ink'
        }
      >
        {t('section.title')}
      </Heading>
      <p className="mt-3 max-w-prose text-lg text-slate-700">{t('section.intro')}</p>

      <div className="mt-8">
        <TabList
          idBase={`${id}-main`}
          label={t('section.tabsLabel')}
          items={TABS.map((value) => ({ value, label: t(`tabs.${value}.name`), hint: t(`tabs.${value}.role`) }))}
          value={tab}
          onChange={(next) => {
            setTab(next);
            onTabChange?.(next);
          }}
        />
        <div role="tabpanel" id={tabPanelId(`${id}-main`)} aria-labelledby={tabId(`${id}-main`, tab)} className="pt-6">
          {tab === 'andrea' && (
            <div className="mb-5">
              <TabList
                idBase={`${id}-andrea`}
                label={t('section.andreaTabsLabel')}
                items={ANDREA_DEMOS.map((value) => ({ value, label: t(`demos.${value}.tab`) }))}
                value={andreaDemo}
                onChange={setAndreaDemo}
                size="sm"
              />
            </div>
          )}
          {tab === 'andrea' ? (
            <div role="tabpanel" id={tabPanelId(`${id}-andrea`)} aria-labelledby={tabId(`${id}-andrea`, andreaDemo)}>
              <DemoPlayer key={demo} demo={demo} headingLevel={headingLevel === 1 ? 2 : 3} />
            </div>
          ) : (
            <DemoPlayer key={demo} demo={demo} headingLevel={headingLevel === 1 ? 2 : 3} />
          )}
        </div>
      </div>
    </section>
  );
}
