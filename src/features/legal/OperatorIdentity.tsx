import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { typeset } from '@/i18n/typography';
import { useLanguage } from '@/i18n/use-language';
import { mailto } from '@/lib/mailto';

/** Terms section 2: who operates the service, straight from the site configuration. */
export function OperatorIdentity() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const { company, emails } = site;
  const rows = [
    { key: 'legalName', label: t('terms.operator.legalName'), value: company.legalName },
    { key: 'address', label: t('terms.operator.address'), value: company.address },
    { key: 'ico', label: t('terms.operator.ico'), value: company.ico },
    { key: 'dic', label: t('terms.operator.dic'), value: company.dic },
    { key: 'register', label: t('terms.operator.register'), value: company.register[language] ?? company.register.en },
  ];
  return (
    <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="grid gap-1 px-4 py-3 md:grid-cols-[12rem_1fr] md:gap-4">
          <dt className="font-semibold text-ink">{row.label}</dt>
          <dd className="text-slate-700">{typeset(row.value, language)}</dd>
        </div>
      ))}
      <div className="grid gap-1 px-4 py-3 md:grid-cols-[12rem_1fr] md:gap-4">
        <dt className="font-semibold text-ink">{t('terms.operator.email')}</dt>
        <dd>
          <a className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2" href={mailto(emails.contact)}>
            {emails.contact}
          </a>
        </dd>
      </div>
    </dl>
  );
}
