import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { Faq } from '@/components/sections/Faq';
import { homeFaqValues } from '@/components/sections/home-faq';
import { href } from '@/config/routes';
import { PricingSection } from '@/features/signup/PricingSection';
import { signupState } from '@/features/signup/SignupProvider';
import { Section } from '@/components/sections/Section';
import { buttonClass } from '@/components/sections/styles';
import { standaloneLink } from '@/components/ui/standalone-link';
import { assistantReply, site } from '@/config/site';
import { translatedList, withText } from '@/lib/translated-list';
import { useLanguage } from '@/i18n/use-language';

/** The home page's plans and FAQ, below the demo. */
export function HomePlansAndFaq() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const faqItems = translatedList(
    t('faq.items', { returnObjects: true, ...homeFaqValues(language), assistantReply: assistantReply(tc) }),
    withText('question', 'answer'),
  );

  return (
    <>
      {/* A plan's button leads to the plans on /andrea and opens the signup there with that plan. */}
      <PricingSection
        heading={t('pricing.heading')}
        intro={t('pricing.intro', { days: site.trialDays })}
        action={(planId) => (
          <LocalizedLink
            to={href('andrea', '#pricing')}
            state={() => signupState(planId)}
            className={buttonClass(planId === 'full' ? 'primary' : 'secondary', 'w-full')}
          >
            {t('pricing.choosePlan', { plan: tc(`plans.${planId}.name`) })}
          </LocalizedLink>
        )}
        footer={
          <>
            <p>{t('pricing.employeesSoon')}</p>
            <LocalizedLink to={href('andrea', '#pricing')} className={`${standaloneLink} mt-1`}>
              {t('pricing.comparePlans')}
            </LocalizedLink>
          </>
        }
      />

      <Section id="faq" heading={t('faq.heading')} intro={t('faq.intro')}>
        <Faq
          items={faqItems}
          footer={
            <p>
              {t('faq.more')}{' '}
              <LocalizedLink to={href('home', '#contact')} className="font-semibold text-brand-700 underline underline-offset-2">
                {t('faq.contactLink')}
              </LocalizedLink>
            </p>
          }
        />
      </Section>
    </>
  );
}
