import { useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { Button } from '@/components/ui/button';
import { href } from '@/config/routes';
import { site } from '@/config/site';
import { useConsent } from './consent-context';
import { Icon, icons } from '@/components/ui/icon';

/**
 * Bottom banner while no valid consent is stored (shown only after hydration). Plain HTML, no
 * Radix, so it costs the first paint nothing. It appears after hydration, so if any of its
 * text blocks were the page's largest element, LCP would wait for the JavaScript. Small text in
 * short paragraphs (each at most about three lines on a phone) keeps every block well below the
 * smallest hero on the site; e2e/consent-lcp.spec.ts measures it on every route. No <Trans>: it
 * would bring its HTML parser into every page's first JavaScript.
 *
 * The layout puts it first in the tab order (it is fixed at the bottom, so only the DOM order
 * moves); "Reject all" and "Accept all" look the same; a choice made from the keyboard sends the
 * focus back where it was before the banner, or to the main content, not to <body>.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const { bannerVisible, acceptAll, rejectAll, openSettings, closeBanner } = useConsent();
  const before = useRef<HTMLElement | null>(null);
  // With no analytics tool configured there is nothing to consent to.
  const tools = site.analytics.tools;
  if (!bannerVisible || tools === 'none') return null;
  const remember = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) before.current = from;
  };
  /** The banner goes away with the choice: the focus inside it goes back, not to <body>. */
  const choose = (choice: () => void) => {
    const hadFocus = document.activeElement?.closest('[data-testid="cookie-banner"]') != null;
    choice();
    if (!hadFocus) return;
    const back = before.current?.isConnected ? before.current : document.getElementById('main');
    back?.focus({ preventScroll: true });
  };
  return (
    <section
      onFocus={remember}
      aria-label={t('consent.bannerLabel')}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
    >
      {/* The close button's room is kept beside the text. On a phone the banner is the text, one row
          of settings and privacy, one row of reject and accept: under a quarter of the screen. */}
      <div className="relative mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:gap-3 sm:px-6 sm:py-4 lg:flex-row lg:items-center lg:gap-6 lg:pr-14">
        <div className="min-w-0 flex-1 pr-10 text-sm text-slate-700 lg:pr-0">
          <p className="hidden text-base font-semibold text-ink sm:block">{t('consent.bannerTitle')}</p>
          <p className="sm:mt-1">{t('consent.bannerText', { context: tools })}</p>
          <p className="mt-1 hidden sm:block">
            {t('consent.bannerChoice')}{' '}
            <LocalizedLink to={href('privacy')} className="text-brand-700 underline">
              {t('footer.links.privacy')}
            </LocalizedLink>
          </p>
        </div>
        {/* Reject and accept share one row at equal widths; no button wraps alone. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0 sm:justify-end">
          <Button variant="ghost" size="sm" onClick={openSettings} aria-haspopup="dialog">
            {t('consent.settings')}
          </Button>
          <LocalizedLink
            to={href('privacy')}
            className="inline-flex min-h-11 items-center justify-center rounded-md px-3 text-sm font-semibold text-brand-700 underline sm:hidden"
          >
            {t('footer.links.privacy')}
          </LocalizedLink>
          <Button size="sm" onClick={() => choose(rejectAll)}>
            {t('consent.rejectAll')}
          </Button>
          <Button size="sm" onClick={() => choose(acceptAll)}>
            {t('consent.acceptAll')}
          </Button>
        </div>
        <button
          type="button"
          onClick={() => choose(closeBanner)}
          aria-label={t('consent.close')}
          className="absolute right-1.5 top-1.5 inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon path={icons.close} className="size-5" strokeWidth={2} />
        </button>
      </div>
    </section>
  );
}
