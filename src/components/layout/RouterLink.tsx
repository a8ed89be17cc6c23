import { forwardRef, useCallback, useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { prefetchLink, prefetchNearViewport } from '@/lib/prefetch';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * A client-side link: a real `<a href>` whose plain left clicks navigate in the app. react-router's
 * own `<Link>` does the same through these two hooks, but also carries view transitions and
 * framework-mode discovery that this site never uses (D29: 2.2 KB gzip of every first load).
 * Like framework links it prefetches what its page needs (D34): near the viewport, on hover, focus
 * or touch, so the click needs no request.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, onClick, target, onMouseEnter, onFocus, onTouchStart, ...props },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const own = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => (own.current ? prefetchNearViewport(own.current, href) : undefined), [href]);
  const setRef = useCallback(
    (node: HTMLAnchorElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const intent = () => prefetchLink(href);
  return (
    <a
      ref={setRef}
      href={href}
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
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
});
