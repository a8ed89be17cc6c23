import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { loadInFull, samePath } from '@/lib/full-load';

/** The routes' error boundary: the page is loaded in full once; meanwhile the visitor reads why. */
export function PageError() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useEffect(() => void loadInFull(), []);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-ink">{t('loadFailed.pageTitle')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('loadFailed.pageDescription')}</p>
      <a href={samePath(pathname + search)} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('loadFailed.pageAction')}
      </a>
    </section>
  );
}
