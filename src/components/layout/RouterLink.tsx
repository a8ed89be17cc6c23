import { forwardRef, useCallback, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { prefetchLink, prefetchNearViewport } from '@/lib/prefetch';

/** An absolute path in this app: what `href()` and `localizePath` return. */
type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** A click the browser would follow in this tab (a modified click opens a new tab or window). */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A client-side link: a real `<a href>` whose plain left clicks navigate in the app. react-router's
 * own `<Link>` does the same, but also carries view transitions and framework-mode discovery that
 * this site never uses (D29: 2.2 KB gzip of every first load). Ours navigates with react-router's
 * public `useNavigate` (D48).
 * Like framework links it prefetches what its page needs (D34): near the viewport, on hover, focus
 * or touch, so the click needs no request.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, onClick, target, onMouseEnter, onFocus, onTouchStart, ...props },
  ref,
) {
  const navigate = useNavigate();
  const own = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => (own.current ? prefetchNearViewport(own.current, to) : undefined), [to]);
  const setRef = useCallback(
    (node: HTMLAnchorElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const intent = () => prefetchLink(to);
  return (
    <a
      ref={setRef}
      href={to}
      target={target}
      {...props}
      onMouseEnter={(event) => {
        intent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        intent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent();
        onTouchStart?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        // Following a link to the page already shown replaces its history entry, as <Link> does.
        navigate(to, { replace: window.location.pathname + window.location.search + window.location.hash === to });
      }}
    />
  );
});
