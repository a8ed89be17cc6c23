import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { href } from '@/config/routes';
import { SignupButton } from '@/features/signup/SignupButton';
import { LanguageToggle } from './LanguageToggle';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { Icon, icons } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

/** Anchors go to the home page of the current language from every page (D5). */
const NAV_ITEMS = [
  { to: href('home', '#ai-employees'), key: 'aiEmployees' },
  { to: href('demo'), key: 'demo' },
  { to: href('home', '#pricing'), key: 'pricing' },
  { to: href('home', '#faq'), key: 'faq' },
  { to: href('home', '#contact'), key: 'contact' },
  { to: href('trust'), key: 'trust' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // The menu is open at one address, so a navigation (a link in it, the language toggle, back) closes it.
  const here = location.pathname + location.hash;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === here;
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = NAV_ITEMS.map((item) => (
    <li key={item.key}>
      <LocalizedLink
        to={item.to}
        // Closed before the navigation scrolls: an open menu pushes the page down by its height,
        // and the section would land that much under the header once it closes.
        onClick={() => setOpenAt(null)}
        className="flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink 2xl:px-3"
      >
        {t(`nav.${item.key}`)}
      </LocalizedLink>
    </li>
  ));

  // Container queries in rem: the header collapses into the menu by the room its text needs, so
  // enlarged text collapses it early (a media query's rem ignores the page's font size).
  return (
    <header className="@container sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('nav.label')} className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <LocalizedLink
          to={href('home')}
          className="flex min-h-11 min-w-0 items-center gap-2 text-lg font-bold wrap-anywhere text-ink sm:shrink-0 sm:whitespace-nowrap"
        >
          {/* Low priority: a 28 px mark must not compete with the page's text for the first paint,
              and React then does not add a preload for it to every page's head. */}
          <img src="/images/logo.svg" alt="" width={28} height={28} fetchPriority="low" />
          {t('brand')}
        </LocalizedLink>
        <ul className="hidden items-center @7xl:flex">{links}</ul>
        <div className="flex shrink-0 items-center gap-2">
          <LanguageToggle />
          <SignupButton className="hidden min-h-11 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm whitespace-nowrap hover:bg-brand-700 @2xl:inline-flex">
            {t('nav.getEmployee')}
          </SignupButton>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-slate-100 @7xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setOpenAt((at) => (at === here ? null : here))}
          >
            <span className="sr-only">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
            <Icon path={menuOpen ? icons.close : icons.menu} strokeWidth={2} />
          </button>
        </div>
      </nav>
      {/* Open, it scrolls within the screen below the header (a landscape phone, large text): the page
          behind it does not move it. Opaque: the header's translucency showed the page through. Open
          only, so these classes stay out of every page's first round trip. */}
      <div
        id={menuId}
        hidden={!menuOpen}
        className={cn(
          'border-t border-slate-200 px-4 pb-4 @7xl:hidden',
          menuOpen && 'max-h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain bg-white',
        )}
      >
        <ul className="mt-2 space-y-1">{links}</ul>
        <SignupButton className="mt-3 flex min-h-11 w-full items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700">
          {t('nav.getEmployee')}
        </SignupButton>
      </div>
    </header>
  );
}
