import { startTransition, useEffect, useRef, type AnchorHTMLAttributes, type SyntheticEvent } from 'react';
import { createPath, useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { afterNextPaint } from '@/lib/after-next-paint';
import { linksLoadInFull } from '@/lib/full-load';
import { linkIsReady, prefetchLink, prefetchNearViewport } from '@/lib/prefetch';

/** An absolute path in this app: what `href()` and `localizePath` return. */
type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * A real `<a href>` whose clicks follow react-router's `<Link>` rules through its public
 * `useLinkClickHandler`: a plain left click navigates in the app, replacing the history entry when
 * it leads to the page shown; modified clicks and other targets are left to the browser. `<Link>`
 * itself would also bring its framework-mode prefetching (2.1 KB gzip of every first load, D59).
 * What we add, as framework links do (D34): its page's chunk and copy load when it comes within
 * 200 px of the viewport or is hovered, focused or touched, so the click needs no request.
 * Issue 37: with both here the page renders at once, in the task after the click's own frame
 * (D76: the tap's INP is the handler and that frame); a page that must load first is a
 * transition, which keeps the page shown until the new one can render (D75).
 */
export function RouterLink({ to, target, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: RouterLinkProps) {
  const own = useRef<HTMLAnchorElement>(null);
  useEffect(() => (own.current ? prefetchNearViewport(own.current, to) : undefined), [to]);
  const followInApp = useLinkClickHandler(to, { target });
  const shown = useLocation();
  const withIntent =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      prefetchLink(to);
      handler?.(event);
    };
  return (
    <a
      ref={own}
      href={useHref(to)}
      target={target}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        // D61: once a file of this tab's code or styles failed to load, the browser follows the link
        // (a full page load).
        if (event.defaultPrevented || linksLoadInFull()) return;
        // The clicks react-router follows in the app; the others are the browser's.
        const plain =
          event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
        if (!linkIsReady(to)) {
          // A page loading in a transition already has its address (react-router pushes the entry at
          // once and renders later): a second click on its link meanwhile adds no second entry.
          const address = window.location;
          if (plain && event.currentTarget.href === address.href && createPath(shown) !== address.pathname + address.search + address.hash)
            return event.preventDefault();
          return startTransition(() => followInApp(event));
        }
        // React-router decides after the tap's frame (D76), so the browser's own way must be stopped
        // now, and only for the clicks it follows.
        if (!plain) return;
        event.preventDefault();
        afterNextPaint(() => followInApp(event));
      }}
      onMouseEnter={withIntent(onMouseEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
    />
  );
}
