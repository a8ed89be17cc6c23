import { useTranslation } from 'react-i18next';
import { useOperatorFacts } from './operator-facts';
import { CONNECTED_SERVICES, PROCESSORS } from './sections';

/**
 * A list of the privacy page as a real table (stacked cards below `md`): our processors, or the
 * services the customer connects us to. Copy under `legal:privacy.<group>`.
 */
export function ProcessorTable({ group }: { group: 'processors' | 'connected' }) {
  const { t } = useTranslation('legal');
  const values = useOperatorFacts();
  const rows =
    group === 'processors'
      ? PROCESSORS.map((id) => ({
          id,
          role: t(`privacy.processors.items.${id}.role`, values),
          purpose: t(`privacy.processors.items.${id}.purpose`, values),
          location: t(`privacy.processors.items.${id}.location`, values),
        }))
      : CONNECTED_SERVICES.map((id) => ({
          id,
          role: t(`privacy.connected.items.${id}.role`),
          purpose: t(`privacy.connected.items.${id}.purpose`),
          location: t(`privacy.connected.items.${id}.location`),
        }));
  return (
    <div className="mt-6">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-3 text-left text-base font-semibold text-ink">{t(`privacy.${group}.caption`)}</caption>
        <thead className="sr-only md:not-sr-only">
          <tr className="border-b-2 border-slate-200">
            <th scope="col" className="py-2 pr-4 font-semibold text-ink">
              {t(`privacy.${group}.role`)}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold text-ink">
              {t(`privacy.${group}.purpose`)}
            </th>
            <th scope="col" className="py-2 font-semibold text-ink">
              {t(`privacy.${group}.location`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ id, role, purpose, location }) => (
            <tr key={id} className="block border-b border-slate-200 py-3 md:table-row md:py-0">
              <th scope="row" className="block pr-4 font-semibold text-ink md:table-cell md:py-3 md:align-top">
                {role}
              </th>
              <td className="mt-1 block pr-4 text-slate-700 md:mt-0 md:table-cell md:py-3 md:align-top">{purpose}</td>
              <td className="mt-1 block text-slate-700 md:mt-0 md:table-cell md:py-3 md:align-top">
                {/* On phones the header row is hidden, so the third column says what it is (screen readers get the header). */}
                <span aria-hidden="true" className="font-semibold text-ink md:hidden">
                  {t(`privacy.${group}.location`)}:{' '}
                </span>
                {location}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
