/** What a tap needs is in memory before it: loaded at idle, or when a link nears the viewport. */
type Load = () => Promise<unknown>;

/** Runs `run` at the next idle moment (a timer where the browser has no idle callback); returns a cancel. */
export const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/** Runs `load` at the next idle moment; a failure is left to the action itself. */
export function runAtIdle(load: Load): void {
  whenIdle(() => void load().catch(() => undefined));
}

let observer: IntersectionObserver | undefined;
const prefetchOf = new WeakMap<Element, () => void>();

/** Calls `prefetch` at idle once `element` comes within 200 px of the viewport. */
export function prefetchNearViewport(element: Element, prefetch: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const prefetch = prefetchOf.get(entry.target);
        if (prefetch) whenIdle(prefetch);
      }
    },
    { rootMargin: '200px' },
  );
  prefetchOf.set(element, prefetch);
  observer.observe(element);
  return () => observer?.unobserve(element);
}
