import { startTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { DemoSection, type DemoTab } from '@/features/demo/DemoSection';
import { SignupButton } from '@/features/signup/SignupButton';

function parseTab(value: string | null): DemoTab | undefined {
  return value === 'andrea' || value === 'julie' || value === 'david' ? value : undefined;
}

/** The query with `tab` set; the default tab leaves it out. */
function withTab(query: URLSearchParams, tab: DemoTab): URLSearchParams {
  const next = new URLSearchParams(query);
  if (tab === 'andrea') next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/**
 * /demo: the demo section as the page's h1; ?tab=andrea|julie|david picks the tab (after hydration),
 * and a tab the visitor picks goes into the address (replacing it: no history entry per tab), so a
 * reload or a shared link shows the same tab.
 */
export default function DemoPage() {
  const { t } = useTranslation('demo');
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered HTML has no query: read it only once hydrated, or the first render would differ.
  const tab = hydrated ? parseTab(params.get('tab')) : undefined;
  return (
    <>
      <DemoSection
        headingLevel={1}
        initialTab={tab ?? 'andrea'}
        // A transition: the tab paints first; the address, which renders the page again, follows.
        onTabChange={(next) => startTransition(() => setParams((current) => withTab(current, next), { replace: true }))}
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <SignupButton className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>{t('section.cta')}</SignupButton>
      </div>
    </>
  );
}
