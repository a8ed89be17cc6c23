import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { ContactForm } from '@/features/contact/ContactForm';
import { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { FOOTER_GROUPS, footerLinks, href } from '@/config/routes';
import { useLanguage } from '@/i18n/use-language';

/** The routes the footer links to (the route table's `footer`); each is also its label's key under `footer.links`. */
const FOOTER_LINKS = FOOTER_GROUPS.flatMap(footerLinks);

const PAYMENT_LOGOS = ['visa', 'mastercard', 'apple-pay', 'google-pay'] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { company, emails } = site;
  return (
    // Rendered only when near, like every page Section (see Section.tsx).
    <footer className="border-t border-slate-200 bg-slate-50 [contain-intrinsic-size:auto_60rem] [content-visibility:auto]">
      <section id="contact" aria-labelledby="contact-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12 sm:px-6">
        <h2 id="contact-heading" className="text-2xl font-bold text-ink">
          {t('footer.contactHeading')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">{t('footer.contactIntro')}</p>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <ContactForm />
          <dl className="space-y-3 text-slate-700">
            <div>
              <dt className="font-semibold text-ink">{t('footer.generalEnquiries')}</dt>
              <dd>
                <a className="text-brand-700 underline" href={`mailto:${emails.contact}`}>
                  {emails.contact}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t('footer.assistantMailbox')}</dt>
              <dd>
                <a className="text-brand-700 underline" href={`mailto:${emails.assistant}`}>
                  {emails.assistant}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t('footer.securityContact')}</dt>
              <dd>
                <a className="text-brand-700 underline" href={`mailto:${emails.security}`}>
                  {emails.security}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </section>
      <div className="border-t border-slate-200">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
          <div>
            <p className="font-bold text-ink">{company.legalName}</p>
            <address className="mt-2 not-italic text-sm text-slate-700">{company.address}</address>
            <p className="mt-2 text-sm text-slate-700">{t('footer.companyIds', { ico: company.ico, dic: company.dic })}</p>
            <p className="text-sm text-slate-700">
              {t('footer.register', { register: company.register[language] ?? company.register.en })}
            </p>
          </div>
          <nav aria-label={t('footer.linksLabel')}>
            <ul className="grid grid-cols-2 gap-2 text-sm">
              {FOOTER_LINKS.map((id) => (
                <li key={id}>
                  <LocalizedLink to={href(id)} className="text-slate-700 underline-offset-2 hover:text-ink hover:underline">
                    {t(`footer.links.${id}`)}
                  </LocalizedLink>
                </li>
              ))}
              <li>
                <CookieSettingsButton />
              </li>
            </ul>
          </nav>
          <div>
            <p className="text-sm font-semibold text-ink">{t('footer.paymentsHeading')}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
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
