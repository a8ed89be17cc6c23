import { useDeferredValue, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * Issue 37 (D34, turn 5): a page opened by a tap paints its first screen before the rest of it
 * renders. Wrap what lies below a page's first screen in it. On a navigation after hydration (a
 * link, or the language toggle, which changes the path) that part first renders as a screen-high
 * space and follows in a render of its own right after the first frame (React's `useDeferredValue`
 * with an initial value). While the prerendered page hydrates, and on a link to a section (the
 * section must be there to land on), everything renders at once.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const hydrated = useHydrated();
  // Keyed by the path: the language toggle keeps the page mounted, and renders its rest anew too.
  return (
    <Deferred key={pathname} deferred={hydrated && !hash}>
      {children}
    </Deferred>
  );
}

function Deferred({ deferred, children }: { deferred: boolean; children: ReactNode }) {
  const shown = useDeferredValue(true, !deferred);
  return shown ? children : <div className="min-h-screen" />;
}
