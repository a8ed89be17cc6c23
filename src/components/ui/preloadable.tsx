import { lazy, Suspense, type ComponentType } from 'react';
import { useIdle } from './use-idle';

/**
 * A code-split dialog (D34, D48). Its owner always renders it; at the first idle moment after
 * hydration its code loads and React renders it closed, hidden by ui/dialog's `<Activity>`, so a
 * tap only reveals it. A tap before that moment renders it as soon as its code is here.
 */
export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Dialog = lazy(load);
  return function LazyDialog({ requested, ...props }: P & { requested: boolean }) {
    const idle = useIdle();
    return (
      (idle || requested) && (
        <Suspense fallback={null}>
          <Dialog {...(props as P)} />
        </Suspense>
      )
    );
  };
}
