import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { ContactForm } from '@/features/contact/ContactForm';
import { useReplyTime } from '@/features/legal/operator-facts';
import { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { FOOTER_GROUPS, footerLinks, href } from '@/config/routes';
import { useLanguage } from '@/i18n/use-language';

const FOOTER_HEADING = 'text-sm font-bold uppercase tracking-wide text-ink';
const FOOTER_LINK = 'inline-flex min-h-11 items-center text-slate-700 underline-offset-2 hover:text-ink hover:underline';

const PAYMENT_LOGOS = ['visa', 'mastercard', 'apple-pay', 'google-pay'] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { company, emails } = site;
  const replyTime = useReplyTime();
  return (
    // Rendered only when near, like every page Section (see Section.tsx).
    <footer className="border-t border-slate-200 bg-slate-50">
      <section id="contact" aria-labelledby="contact-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="contact-heading" className="text-2xl font-bold text-ink">
          {t('footer.contactHeading')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">{t('footer.contactIntro', { replyTime })}</p>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <ContactForm />
          <dl className="text-slate-700">
            <div>
              <dt className="font-semibold text-ink">{t('footer.generalEnquiries')}</dt>
              <dd>
                <a className="inline-flex min-h-11 items-center text-brand-700 underline" href={`mailto:${emails.contact}`}>
                  {emails.contact}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t('footer.assistantMailbox')}</dt>
              <dd>
                <a className="inline-flex min-h-11 items-center text-brand-700 underline" href={`mailto:${emails.assistant}`}>
                  {emails.assistant}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t('footer.securityContact')}</dt>
              <dd>
                <a className="inline-flex min-h-11 items-center text-brand-700 underline" href={`mailto:${emails.security}`}>
                  {emails.security}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </section>
      <div className="border-t border-slate-200">
        {/* Headed groups, each link a 44 px tap target; two columns on a phone, where one was a long strip. */}
        <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1.6fr_repeat(4,1fr)]">
          <div className="max-lg:col-span-2">
            <h2 className={FOOTER_HEADING}>{t('footer.companyHeading')}</h2>
            <p className="mt-3 text-sm font-semibold text-ink">
              {company.legalName}
              {/* Only a local build shows the sample operator (a deploy build refuses it), and says so. */}
              {company.sample && ` (${t('footer.sampleOperator')})`}
            </p>
            <address className="mt-1 not-italic text-sm text-slate-700">{company.address}</address>
            <p className="mt-2 text-sm text-slate-700">{t('footer.companyIds', { ico: company.ico, dic: company.dic })}</p>
            <p className="text-sm text-slate-700">
              {t('footer.register', { register: company.register[language] ?? company.register.en })}
            </p>
          </div>
          {/* The route table says which group links to a page (its `footer`). */}
          {FOOTER_GROUPS.map((group) => (
            <nav key={group} aria-labelledby={`footer-${group}`}>
              <h2 id={`footer-${group}`} className={FOOTER_HEADING}>
                {t(`footer.groups.${group}`)}
              </h2>
              <ul className="mt-2 text-sm">
                {footerLinks(group).map((id) => (
                  <li key={id}>
                    <LocalizedLink to={href(id)} className={FOOTER_LINK}>
                      {t(`footer.links.${id}`)}
                    </LocalizedLink>
                  </li>
                ))}
                {group === 'legal' && (
                  <li>
                    <CookieSettingsButton className="min-h-11 text-left" />
                  </li>
                )}
              </ul>
            </nav>
          ))}
          <div>
            <h2 className={FOOTER_HEADING}>{t('footer.paymentsHeading')}</h2>
            {/* Two by two in the desktop's narrow column, where four in a row do not fit and wrapped 3 + 1. */}
            <ul className="mt-3 flex flex-wrap gap-2 lg:grid lg:w-fit lg:grid-cols-2">
              {PAYMENT_LOGOS.map((logo) => (
                <li key={logo}>
                  <img src={`/images/payments/${logo}.svg`} alt={t(`footer.payments.${logo}`)} width={52} height={32} loading="lazy" />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-8 text-sm text-slate-600 sm:px-6">
          {t('footer.copyright', { year: site.copyrightYear, company: company.legalName })}
        </p>
      </div>
    </footer>
  );
}
