import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { Section } from '@/components/sections/Section';
import { Icon, type IconPath, icons } from '@/components/ui/icon';
import { href } from '@/config/routes';
import { site } from '@/config/site';
import { useLanguage } from '@/i18n/use-language';

const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2';

function Fact({ icon, title, children }: { icon: IconPath; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Icon path={icon} className="size-6 text-brand-700" strokeWidth={2} />
      <h3 className="mt-3 text-lg font-bold text-ink">{title}</h3>
      {children}
    </li>
  );
}

/**
 * Social proof that is true: no customers, logos or figures the company does not have yet,
 * but what anyone can check today: who runs the site (the operator's registration from site.ts,
 * with the public register's own page) and the promises written into the terms. Where to write is
 * the footer's, right below on every page (it left this block so /cs fits its first round trip).
 */
export function OperatorFacts() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { company } = site;
  return (
    <Section id="operator" heading={t('operator.heading')} intro={t('operator.intro')} tone="muted">
      <ul className="grid gap-6 md:grid-cols-2">
        <Fact icon={icons.briefcase} title={t('operator.company.title')}>
          <p className="mt-2 text-slate-700">
            {t('operator.company.body', {
              company: company.legalName,
              ico: company.ico,
              address: company.address,
              register: company.register[language] ?? company.register.en,
            })}
          </p>
          <a href={site.registerLookupUrl} className={`${LINK} mt-auto pt-3`}>
            {t('operator.company.link')}
          </a>
        </Fact>
        <Fact icon={icons.lock} title={t('operator.promises.title')}>
          <p className="mt-2 text-slate-700">{t('operator.promises.body')}</p>
          <LocalizedLink to={href('terms')} className={`${LINK} mt-auto pt-3`}>
            {t('operator.promises.link')}
          </LocalizedLink>
        </Fact>
      </ul>
    </Section>
  );
}
