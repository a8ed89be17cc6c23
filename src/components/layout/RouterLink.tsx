import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * A client-side link: a real `<a href>` whose plain left clicks navigate in the app. react-router's
 * own `<Link>` does the same through these two hooks, but also carries prefetching, view transitions
 * and framework-mode discovery that this site never uses (D29: 2.2 KB gzip of every first load).
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ to, onClick, target, ...props }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
});
