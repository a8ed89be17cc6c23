import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useHydrated } from '@/components/ui/use-hydrated';
import { afterNextPaint } from '@/lib/after-next-paint';
import { usePathLanguage } from '@/i18n/use-language';
import { placeIn, restorePlace } from '@/lib/reading-place';

/**
 * A link jumps to the top of its page at once; a link with a hash goes to its anchor instead, at
 * once from another page, smoothly on the same page; a language switch keeps the reader's section.
 * `behavior: 'instant'` overrides the root's `scroll-behavior: smooth` (kept for in-page anchors),
 * which would otherwise show the new page gliding up from the old scroll position. Back and Forward
 * are react-router's `<ScrollRestoration>`, rendered after this: it puts the page where the reader
 * left it, and this makes that a jump, not a glide, for that one commit.
 *
 * The focus follows (WCAG 2.4.3): to the section a link named, or to the new page's `<main>`, so the
 * next Tab and a screen reader start there rather than at the link left behind in the header or
 * footer. A language switch keeps it on its toggle, which stays where it was; a polite live region
 * then says the new page's heading in its language, as a screen reader would otherwise hear nothing.
 * The region exists from hydration on (one filled in as it appears may go unheard), not in the HTML.
 */
/** A hash's element id; one that does not decode (`#%`) is taken as written, never thrown. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function ScrollManager() {
  const { pathname, hash, state } = useLocation();
  const navigationType = useNavigationType();
  // The page's language is its path's: `<html lang>` follows a moment later, with the head.
  const language = usePathLanguage();
  const first = useRef(true);
  const shownPath = useRef(pathname);
  const focusTarget = useRef<HTMLElement | null>(null);
  const switched = useRef(false);
  const [heading, setHeading] = useState<{ text: string; lang: string }>();
  // Before paint: a navigation that needs no download commits at once, and its first frame must
  // already show the top of the new page.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Another page: straight to its section, not a glide from where the old page was scrolled to
    // (a glide over a page still laying out its images ends elsewhere); the same page: smooth.
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    const target = hash ? document.getElementById(decodeHash(hash)) : null;
    const place = placeIn(state);
    if (navigationType === 'POP') document.documentElement.style.scrollBehavior = 'auto';
    else if (target) target.scrollIntoView({ behavior: samePage ? 'smooth' : 'instant' });
    else if (!place || !restorePlace(place)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    switched.current = !!document.activeElement?.closest('a[hreflang]');
    focusTarget.current = switched.current ? null : (target ?? document.getElementById('main'));
  }, [pathname, hash, state, navigationType]);

  // After the new page's first frame, off the tap's (a passive effect may still run before the
  // paint); without scrolling, which the effect above did.
  useEffect(() => {
    // The router's restoring scroll ran in the layout effects: in-page anchors glide again.
    document.documentElement.style.removeProperty('scroll-behavior');
    const target = focusTarget.current;
    focusTarget.current = null;
    if (switched.current) {
      switched.current = false;
      afterNextPaint(() => setHeading({ text: document.querySelector('h1')?.textContent ?? '', lang: language }));
    }
    if (!target) return;
    afterNextPaint(() => {
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
        // A section becomes focusable for this, with no outline around all of it (as <main> has none).
        target.setAttribute('tabindex', '-1');
        target.classList.add('focus:outline-none');
      }
      target.focus({ preventScroll: true });
    });
  }, [pathname, hash, language]);
  return useHydrated() ? (
    <p aria-live="polite" className="sr-only" lang={heading?.lang}>
      {heading?.text}
    </p>
  ) : null;
}
