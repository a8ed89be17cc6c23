import { lazy, type ComponentType } from 'react';

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
