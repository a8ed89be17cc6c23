import { useTranslation } from 'react-i18next';

/**
 * The privacy page's account of the cookie settings: what each switch controls, in the
 * order the settings dialog shows them. The page passes the consent feature's categories.
 */
export function CookieSwitches({ categories }: { categories: readonly ('necessary' | 'analytics' | 'marketing' | 'preferences')[] }) {
  const { t } = useTranslation(['legal', 'common']);
  return (
    <div className="mt-6">
      <h3 className="text-base font-semibold text-ink">{t('privacy.cookieSwitches.title')}</h3>
      <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 text-sm">
        {categories.map((category) => (
          <div key={category} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="font-semibold text-ink">{t(`common:consent.categories.${category}.title`)}</dt>
            <dd className="text-slate-700">{t(`privacy.cookieSwitches.${category}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
