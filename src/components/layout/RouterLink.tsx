import { useEffect, useRef, type SyntheticEvent } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { prefetchLink, prefetchNearViewport } from '@/lib/prefetch';

/** An absolute path in this app: what `href()` and `localizePath` return. */
type RouterLinkProps = Omit<LinkProps, 'to'> & { to: string };

/**
 * react-router's `<Link>`: a real `<a href>` whose plain left clicks navigate in the app, replacing
 * the history entry when it leads to the page shown; modified clicks and other targets are left to
 * the browser. What we add, as framework links do (D34): its page's chunk and copy load when it
 * comes within 200 px of the viewport or is hovered, focused or touched, so the click needs no
 * request. `discover="none"`: route discovery is for react-router's framework mode, and its
 * `data-discover` attribute would add bytes to every prerendered link.
 */
export function RouterLink({ to, onMouseEnter, onFocus, onTouchStart, ...props }: RouterLinkProps) {
  const own = useRef<HTMLAnchorElement>(null);
  useEffect(() => (own.current ? prefetchNearViewport(own.current, to) : undefined), [to]);
  const withIntent =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      prefetchLink(to);
      handler?.(event);
    };
  return (
    <Link
      ref={own}
      to={to}
      discover="none"
      {...props}
      onMouseEnter={withIntent(onMouseEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
    />
  );
}
