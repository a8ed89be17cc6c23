import { useTranslation } from 'react-i18next';
import { PROCESSORS } from './sections';

/** The processor list of the privacy page as a real table (stacked cards below `sm`). */
export function ProcessorTable() {
  const { t } = useTranslation('legal');
  return (
    <div className="mt-6">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-3 text-left text-base font-semibold text-ink">{t('privacy.processors.caption')}</caption>
        <thead className="sr-only sm:not-sr-only">
          <tr className="border-b-2 border-slate-200">
            <th scope="col" className="py-2 pr-4 font-semibold text-ink">{t('privacy.processors.role')}</th>
            <th scope="col" className="py-2 pr-4 font-semibold text-ink">{t('privacy.processors.purpose')}</th>
            <th scope="col" className="py-2 font-semibold text-ink">{t('privacy.processors.location')}</th>
          </tr>
        </thead>
        <tbody>
          {PROCESSORS.map((id) => (
            <tr key={id} className="block border-b border-slate-200 py-3 sm:table-row sm:py-0">
              <th scope="row" className="block pr-4 font-semibold text-ink sm:table-cell sm:py-3 sm:align-top">
                {t(`privacy.processors.items.${id}.role`)}
              </th>
              <td className="mt-1 block pr-4 text-slate-700 sm:mt-0 sm:table-cell sm:py-3 sm:align-top">{t(`privacy.processors.items.${id}.purpose`)}</td>
              <td className="mt-1 block text-slate-700 sm:mt-0 sm:table-cell sm:py-3 sm:align-top">
                {/* On phones the header row is hidden, so the third column says what it is (screen readers get the header). */}
                <span aria-hidden="true" className="font-semibold text-ink sm:hidden">
                  {t('privacy.processors.location')}:{' '}
                </span>
                {t(`privacy.processors.items.${id}.location`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
