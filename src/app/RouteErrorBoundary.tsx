import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { loadInFull } from '@/lib/full-load';

/**
 * The route's error boundary (D61). `<BrowserRouter>` with `<Routes>` does not render a route's
 * `errorElement` (react-router honours it only in data-router mode), so this is React's own
 * boundary around the outlet. A page whose code or copy failed to load is loaded in full at the
 * same address (its prerendered HTML, the current deploy's code), once; meanwhile, and if that is
 * not possible, the visitor reads a translated message. The next navigation renders afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <LoadBoundary resetKey={location} onError={() => loadInFull()} fallback={<PageUnavailable />}>
      {children}
    </LoadBoundary>
  );
}

function PageUnavailable() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-ink">{t('loadFailed.pageTitle')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('loadFailed.pageDescription')}</p>
      <a href={pathname + search} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('loadFailed.pageAction')}
      </a>
    </section>
  );
}
