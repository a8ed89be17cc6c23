import { useEffect } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { Icon, type IconPath, icons } from '@/components/ui/icon';
import { pageIcons } from '@/components/ui/page-icons';
import { buttonClass, container } from '@/components/sections/styles';
import { href } from '@/config/routes';

const SUGGESTIONS = [
  { key: 'demo', to: href('demo'), icon: pageIcons.sparkle },
  { key: 'julie', to: href('julie'), icon: pageIcons.heart },
  { key: 'trust', to: href('trust'), icon: icons.shield },
] as const satisfies readonly { key: string; to: string; icon: IconPath }[];

/**
 * Any unknown path (404.html and cs/404.html). The missing path is logged, never rendered: the
 * same prerendered HTML answers every unknown path, so showing it would break hydration.
 */
export default function NotFoundPage() {
  const { t } = useTranslation('notFound');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // "Back" needs the browser's history, which only exists after hydration.
  const canGoBack = useHydrated() && window.history.length > 1;
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className={`${container} py-16 sm:py-24`}>
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('code')}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{t('title')}</h1>
          <p className="mt-5 text-lg text-slate-700">{t('lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LocalizedLink to={href('home')} className={buttonClass('primary')}>
              {t('home')}
            </LocalizedLink>
            {canGoBack && (
              <button type="button" onClick={() => void navigate(-1)} className={buttonClass('secondary')}>
                <span aria-hidden="true">←</span>
                {t('back')}
              </button>
            )}
          </div>
        </div>
        <section aria-labelledby="suggestions-heading" className="mt-16">
          <h2 id="suggestions-heading" className="text-xl font-bold text-ink">
            {t('suggestionsHeading')}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {SUGGESTIONS.map((item) => (
              <li key={item.key}>
                <LocalizedLink
                  to={item.to}
                  className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon path={item.icon} />
                  </span>
                  <span>
                    <span className="block font-semibold text-ink group-hover:text-brand-700">{t(`links.${item.key}.title`)}</span>
                    <span className="mt-1 block text-sm text-slate-700">{t(`links.${item.key}.body`)}</span>
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
