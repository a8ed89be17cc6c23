import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Each route change jumps to the top at once; a link with a hash scrolls to its anchor instead.
 * `behavior: 'instant'` overrides the root's `scroll-behavior: smooth` (kept for in-page anchors),
 * which would otherwise show the new page gliding up from the old scroll position (issue 20).
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // Before paint: a navigation that needs no download commits at once, and its first frame must
  // already show the top of the new page.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
