/**
 * D34: what an action needs is in memory before the tap. Two ways in, both framework-free:
 * - `runAtIdle(load)`: Helmet's code, the other language's copy; run once the main thread is idle
 *   (components call it in effects, so never before hydration, D29's first phase). The dialogs
 *   load at idle through `useIdle` (components/ui/preloadable.tsx).
 * - `prefetchLink(href)`: a link's page chunk and copy, when the link nears the viewport or is
 *   hovered, focused or touched. The app installs what that means (`setLinkLoader`), so the
 *   link primitive knows nothing of routes.
 */
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

/** What following an internal link needs, as the app knows it: loading it, and whether it is here. */
export interface LinkLoader {
  prefetch(href: string): void;
  isReady(href: string): boolean;
}

let linkLoader: LinkLoader | undefined;
const linksDone = new Set<string>();

export function setLinkLoader(loader: LinkLoader): void {
  linkLoader = loader;
}

/** Prefetches what following an internal link needs; once per URL. */
export function prefetchLink(href: string): void {
  if (!linkLoader || linksDone.has(href)) return;
  linksDone.add(href);
  linkLoader.prefetch(href);
}

/** Whether everything following an internal link needs is in memory, so its page renders at once. */
export function linkIsReady(href: string): boolean {
  return linkLoader?.isReady(href) ?? false;
}

let observer: IntersectionObserver | undefined;
const hrefOf = new WeakMap<Element, string>();

/** Prefetches `href` at idle once `element` comes within 200 px of the viewport. */
export function prefetchNearViewport(element: Element, href: string): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const target = hrefOf.get(entry.target);
        if (target) whenIdle(() => prefetchLink(target));
      }
    },
    { rootMargin: '200px' },
  );
  hrefOf.set(element, href);
  observer.observe(element);
  return () => observer?.unobserve(element);
}
