import { lazy, Suspense, useState, type ComponentType } from 'react';
import { usePrefetchAtIdle } from './use-prefetch';

/**
 * A code-split component that renders at once when its code was loaded ahead (`preload`, D34).
 * React.lazy alone would still suspend on its first render even with the module in memory, and
 * React reveals suspended content on a 300 ms throttle: measured as ~320 ms from a click to a
 * dialog on an unthrottled desktop. So once preloaded the component itself is rendered; before
 * that, React.lazy loads it on demand as before.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const OnDemand = lazy(load);
  const preload = () => load().then((module) => (loaded = module.default));
  function Preloadable(props: P) {
    const Component = loaded ?? OnDemand;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

/**
 * A code-split dialog: always rendered by its owner, its code is prefetched at idle while the owner
 * is on the page (D34). It mounts the first time `requested` is true (usually: its open state) and
 * stays mounted, so it keeps its state and closes with its animation.
 */
export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Dialog = preloadable(load);
  return function LazyDialog({ requested, ...props }: P & { requested: boolean }) {
    const [mounted, setMounted] = useState(requested);
    usePrefetchAtIdle(Dialog.preload);
    if (requested && !mounted) setMounted(true);
    return (
      (mounted || requested) && (
        <Suspense fallback={null}>
          <Dialog {...(props as P)} />
        </Suspense>
      )
    );
  };
}
