import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { mailto } from '@/lib/mailto';

/** Clickable mail links under the contact sections (the text names the same addresses). */
export function ContactLinks() {
  const { t } = useTranslation();
  const rows = [
    { key: 'contact', label: t('footer.generalEnquiries'), address: site.emails.contact },
    { key: 'security', label: t('footer.securityContact'), address: site.emails.security },
  ];
  return (
    <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:gap-8">
      {rows.map((row) => (
        <li key={row.key} className="text-sm">
          <span className="block font-semibold text-ink">{row.label}</span>
          <a className="break-words text-brand-700 underline underline-offset-2" href={mailto(row.address)}>
            {row.address}
          </a>
        </li>
      ))}
    </ul>
  );
}
