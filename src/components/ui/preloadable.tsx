import { use, type ComponentType } from 'react';

/**
 * A code-split component that renders at once when its code was loaded ahead (`preload`, D34).
 * React.lazy would still suspend on its first render even with the module in memory, and React
 * reveals suspended content on a 300 ms throttle: measured as ~320 ms from a click to a dialog on
 * an unthrottled desktop. Until preloaded it suspends like lazy does.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined; // a failed download may succeed on the next try
        throw error;
      },
    ));
  function Preloadable(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
