import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteFooter } from '@/app/layout/SiteFooter';
import { SiteHeader } from '@/app/layout/SiteHeader';
import { Toaster } from '@/components/ui/toast';
import { CookieBanner } from '@/features/consent/CookieBanner';
import { DeferredLanguage } from '@/i18n/use-language';
import { track } from '@/lib/funnel';
import { ScrollManager } from './ScrollManager';

/**
 * A pill over the header when focused (`fixed!`: `not-sr-only` would make it static and push the
 * header down). Its own component, so only it renders again on a language switch: the Layout around it (and the
 * footer it passes to DeferredLanguage) stays out of the toggle's render.
 */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed! focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
    >
      {t('nav.skipToContent')}
    </a>
  );
}

/** Each page shown counts once: the first load and every navigation to another path (a query change is none). */
function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => track('pageView', pathname), [pathname]);
  return null;
}

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      {/* First in the tab order, before the skip link; fixed at the bottom on screen. */}
      <CookieBanner />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* The router commits a page once its code and copy are here (src/app/router.tsx). */}
        <Outlet />
      </main>
      <DeferredLanguage>
        <SiteFooter />
      </DeferredLanguage>
      {/* Back and Forward return to the place left: react-router saves it per history entry. The
          ScrollManager comes first, so a restored place is reached at once, not by a glide. */}
      <ScrollManager />
      <ScrollRestoration />
      <PageViews />
      <Toaster />
    </div>
  );
}
