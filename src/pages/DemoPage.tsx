import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { DemoSection, type DemoTab } from '@/features/demo/DemoSection';
import { SignupButton } from '@/features/signup/SignupButton';

function parseTab(value: string | null): DemoTab | undefined {
  return value === 'andrea' || value === 'julie' || value === 'david' ? value : undefined;
}

/** /demo: the demo section as the page's h1; ?tab=andrea|julie|david picks the tab (after hydration). */
export default function DemoPage() {
  const { t } = useTranslation('demo');
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // The prerendered HTML has no query: read it only once hydrated, or the first render would differ.
  const tab = hydrated ? parseTab(params.get('tab')) : undefined;
  return (
    <>
      <DemoSection headingLevel={1} initialTab={tab ?? 'andrea'} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <SignupButton className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>{t('section.cta')}</SignupButton>
      </div>
    </>
  );
}
