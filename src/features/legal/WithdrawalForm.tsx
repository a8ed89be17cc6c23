import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { typeset } from '@/i18n/typography';
import { useLanguage } from '@/i18n/use-language';

/**
 * Terms section 9: the model withdrawal form (annex to Government Regulation No. 363/2013 Coll.),
 * addressed to the operator. The confirmation e-mail of every order carries the same text.
 */
export function WithdrawalForm() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const operator = [site.company.legalName, site.company.address, site.emails.contact].join(', ');
  const [title, ...lines] = t('order.withdrawalForm', { operator }).split('\n');
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm sm:p-6" data-withdrawal-form="">
      <h3 className="text-base font-semibold text-ink">{typeset(title, language)}</h3>
      <p className="mt-2 whitespace-pre-line text-slate-700">{typeset(lines.join('\n').trim(), language)}</p>
    </div>
  );
}
