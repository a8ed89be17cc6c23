import { use, useEffect, useRef, type AnchorHTMLAttributes, type SyntheticEvent } from 'react';
import { createPath, useHref, useLocation, useNavigate, useNavigation, useResolvedPath } from 'react-router-dom';
import { afterNextPaint } from '@/lib/after-next-paint';
import { linksLoadInFull } from '@/lib/full-load';
import { prefetchNearViewport } from '@/components/loading/prefetch';
import { LinkPrefetchContext } from '@/components/loading/link-prefetch';

/** An absolute path in this app: what `href()` and `localizePath` return. */
type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  /** The navigation's state, read at the tap. */
  state?: () => unknown;
};

/**
 * A real `<a href>` whose plain left clicks navigate through the router (`<Link>` would add 2.1 KB
 * to the first load). It prefetches its page near the viewport, navigates after the tap's own
 * frame, and is `aria-busy` while its page loads.
 */
export function RouterLink({ to, state, target, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: RouterLinkProps) {
  const own = useRef<HTMLAnchorElement>(null);
  const prefetch = use(LinkPrefetchContext);
  useEffect(() => (own.current ? prefetchNearViewport(own.current, () => prefetch(to)) : undefined), [prefetch, to]);
  const navigate = useNavigate();
  const shown = createPath(useLocation());
  const path = createPath(useResolvedPath(to));
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && createPath(navigation.location) === path;
  const withIntent =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      prefetch(to);
      handler?.(event);
    };
  return (
    <a
      ref={own}
      href={useHref(to)}
      target={target}
      aria-busy={pending || undefined}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        // Once a file of this tab's code failed to load, the browser follows the link in full.
        if (event.defaultPrevented || linksLoadInFull()) return;
        const plain =
          event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
        if (!plain) return;
        event.preventDefault();
        // A second tap while its page loads adds nothing (and does not start the wait over).
        if (pending) return;
        // Its own page again replaces the history entry, as react-router's <Link> does. Where the new
        // page starts (top, section, reading place) is the ScrollManager's; Back and Forward the router's.
        const navigationState = state?.();
        afterNextPaint(() => void navigate(to, { replace: shown === path, state: navigationState, preventScrollReset: true }));
      }}
      onMouseEnter={withIntent(onMouseEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
    />
  );
}
