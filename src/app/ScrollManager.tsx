import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Each route change jumps to the top at once; a link with a hash goes to its anchor instead, at once
 * from another page, smoothly on the same page (issue 33).
 * `behavior: 'instant'` overrides the root's `scroll-behavior: smooth` (kept for in-page anchors),
 * which would otherwise show the new page gliding up from the old scroll position (issue 20).
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  const shownPath = useRef(pathname);
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
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: samePage ? 'smooth' : 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
