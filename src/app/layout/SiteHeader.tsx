import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { href } from '@/config/routes';
import { SignupButton } from '@/features/signup/SignupButton';
import { LanguageToggle } from './LanguageToggle';
import { LocalizedLink } from '@/components/layout/LocalizedLink';
import { Icon, icons } from '@/components/ui/icon';
import { TEAM_MEMBERS } from '@/config/team';

/** A link in the phone's menu sheet. */
const sheetLink = 'flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-ink hover:bg-slate-100';

/** Anchors go to the home page of the current language from every page; the first is the team's section. */
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
  const headerRef = useRef<HTMLElement>(null);
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
    // The sheet covers the page: the focus leaving it for the page (not for the dialog its trial
    // button opens) closes it, so what has the focus is in sight; and the page behind does not
    // scroll under a finger on the sheet.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      if (!headerRef.current?.contains(target) && !target.closest?.('[role="dialog"]')) setOpenAt(null);
    };
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      root.style.overflow = overflow;
    };
  }, [menuOpen]);

  const links = (className: string, items: readonly (typeof NAV_ITEMS)[number][] = NAV_ITEMS) =>
    items.map((item) => (
      <li key={item.key}>
        <LocalizedLink
          to={item.to}
          // Closed before the navigation scrolls, so the section lands where the page shows it.
          onClick={() => setOpenAt(null)}
          className={className}
        >
          {t(`nav.${item.key}`)}
        </LocalizedLink>
      </li>
    ));

  // Container queries in rem: the header collapses into the menu by the room its text needs, so
  // enlarged text collapses it early (a media query's rem ignores the page's font size).
  return (
    <header ref={headerRef} className="@container sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
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
        <ul className="hidden items-center @7xl:flex">
          {links(
            'flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink 2xl:px-3',
          )}
        </ul>
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
      {/* A sheet from the header to the bottom of the screen, its list scrolling (a landscape phone,
          large text) above the trial button, which stays in sight. Rendered while open only: none of
          it is in any page's first round trip (the button's aria-controls may name it while it is
          collapsed). Absolute: the header's backdrop-blur
          makes it the containing block, and its height is the 100% taken off the screen's. */}
      {menuOpen && (
        <div
          id={menuId}
          className="absolute inset-x-0 top-full flex h-[calc(100dvh-100%)] flex-col border-t border-slate-200 bg-white @7xl:hidden"
        >
          <div className="flex-1 overflow-y-auto overscroll-contain px-2 py-3">
            {/* The team first, each to their own page with their status: the sheet has the room,
                and "AI employees" alone only led to a section of the home page. */}
            <ul aria-label={t('nav.aiEmployees')} className="mb-3 border-b border-slate-200 pb-3">
              {TEAM_MEMBERS.map(({ id, available }) => (
                <li key={id}>
                  <LocalizedLink to={href(id)} onClick={() => setOpenAt(null)} className={`${sheetLink} gap-3`}>
                    <img src={`/images/illustrations/avatar-${id}.svg`} alt="" width={40} height={40} />
                    {/* The space keeps the name and the status two words for a screen reader. */}
                    {t(`nav.team.${id}`)}{' '}
                    <span className="ml-auto text-sm text-slate-700">{t(available ? 'nav.available' : 'nav.comingSoon')}</span>
                  </LocalizedLink>
                </li>
              ))}
            </ul>
            <ul>{links(sheetLink, NAV_ITEMS.slice(1))}</ul>
          </div>
          <div className="border-t border-slate-200 p-4">
            <SignupButton className="flex min-h-12 w-full items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-center text-lg font-semibold text-white hover:bg-brand-700">
              {t('nav.getEmployee')}
            </SignupButton>
          </div>
        </div>
      )}
    </header>
  );
}
