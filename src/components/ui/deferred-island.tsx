import { memo, Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { createGate, type Gate } from '@/lib/island-gate';
import { prefetchAtIdle } from '@/lib/prefetch';
import { useHydrated } from './use-hydrated';

/**
 * D29: a deferred island. The home page's initial JavaScript is capped, and the demo (home) and
 * the contact form (footer of every page) are below the fold, so their code must not come with
 * the page, yet the prerendered HTML must still hold their full content (crawlable, visible at
 * once). How:
 * - The prerender renders the real component: the server entry awaits `preloadIslands()` like it
 *   awaits the page chunk, and the gate's value is then synchronous.
 * - In the browser the component sits in a `<Suspense>` and suspends on a gate (src/lib/island-gate)
 *   that opens only when the island comes within 300 px of the viewport or is focused, pressed or
 *   touched. Until then React keeps its server HTML as a dehydrated boundary: same pixels, no
 *   request, no hydration error. Once the code is here React hydrates it in place.
 * - React drops a click or a submit aimed at a boundary it cannot hydrate yet (a submit would even
 *   reload the page with the fields in the URL): they are held and replayed once the island has
 *   hydrated. Typed text stays in the DOM; a form reads it back on mount (ContactForm).
 * - Mounted after hydration (client-side navigation) it opens at once and has no boundary of its
 *   own, so it suspends the navigation's transition: the old page stays until the code is here,
 *   never an empty box.
 * - React renders a dehydrated boundary anew as soon as any context above it changes (the consent
 *   provider does right after hydration; every navigation does). The fallback for that case is a
 *   copy of the island's server HTML, so the pixels stay and still no code loads; when the code
 *   comes, what was typed and focused in the copy (kept after React removes it) is carried over
 *   to the live component.
 */

const gates = new Set<Gate<unknown>>();

/** Server entry: load every registered island before rendering (after the page chunk). */
export function preloadIslands(): Promise<unknown> {
  return Promise.all([...gates].map((gate) => gate.open()));
}

/** Opens on proximity (IntersectionObserver) or on any focus, press or touch inside `node`. */
export function watchIsland(node: HTMLElement, open: () => void, rootMargin = '300px'): () => void {
  // Window capture: React stops these events at its root while the island is dehydrated.
  const events = ['focusin', 'pointerdown', 'touchstart'] as const;
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && node.contains(event.target)) fire();
  };
  let observer: IntersectionObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    for (const type of events) window.removeEventListener(type, onEvent, true);
  };
  const fire = () => {
    stop();
    open();
  };
  for (const type of events) window.addEventListener(type, onEvent, { capture: true, passive: true });
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin });
    observer.observe(node);
  } else {
    fire();
  }
  return stop;
}

type Pending = { kind: 'click' | 'submit'; target: HTMLElement; index: number };

/**
 * Holds the last click or submit inside `node` that React could not handle: any that happened
 * before the island was live (`isLive`), since React has no handlers in HTML it has not hydrated.
 * A held submit is prevented, or the browser would submit the bare HTML form.
 */
export function holdDroppedEvents(
  node: HTMLElement,
  isLive: () => boolean = () => false,
): { take: () => Pending | undefined; focused: () => number; stop: () => void } {
  let pending: Pending | undefined;
  let focus = -1;
  const capture = (event: Event) => {
    const target = event.target;
    if (event.type === 'focusin') focus = target instanceof Element && node.contains(target) ? indexIn(node, target) : -1;
    if (!(target instanceof HTMLElement) || !node.contains(target)) return;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      // A click on the submit button is already held, and replaying it submits.
      if (pending?.kind !== 'click' || pending.target.closest('form') !== target)
        pending = { kind: 'submit', target, index: indexIn(node, target) };
    } else if (event.type === 'click') {
      pending = { kind: 'click', target, index: indexIn(node, target) };
    }
  };
  // It reached the island after React hydrated it during this very event (it does so when the
  // code is already here): React handled it, nothing to replay. Never for the inert HTML copy.
  const reached = (event: Event) => {
    if (isLive() && !(event.target instanceof Element && event.target.closest('[data-island-copy]'))) pending = undefined;
  };
  window.addEventListener('focusin', capture, true);
  for (const type of ['click', 'submit']) {
    window.addEventListener(type, capture, true);
    node.addEventListener(type, reached);
  }
  return {
    take: () => {
      const held = pending;
      pending = undefined;
      return held;
    },
    /** The island element focused last (its position), or -1 if focus went elsewhere. */
    focused: () => focus,
    stop: () => {
      window.removeEventListener('focusin', capture, true);
      for (const type of ['click', 'submit']) {
        window.removeEventListener(type, capture, true);
        node.removeEventListener(type, reached);
      }
    },
  };
}

const indexIn = (node: HTMLElement, element: Element) => elementsOf(node).indexOf(element);

/** Replays a held click or submit on its element, or on the one in its place if React replaced it. */
function replay(node: HTMLElement, held: Pending | undefined) {
  const target = !held ? undefined : held.target.isConnected ? held.target : samePlace(node, held.index);
  if (!held || !target) return;
  if (held.kind === 'click') target.click();
  else if (target instanceof HTMLFormElement) target.requestSubmit();
}

const FIELDS = 'input, textarea, select';

/** What a visitor did to the island's HTML: field values, focus and a held event, by position. */
interface Carry {
  values: string[];
  focus: number;
}

/** The island's elements in document order, without the copy's own wrapper. */
const elementsOf = (node: HTMLElement) => [...node.querySelectorAll('*')].filter((element) => !element.hasAttribute('data-island-copy'));

function captureCarry(copy: HTMLElement, focus: number): Carry {
  return { values: [...copy.querySelectorAll<HTMLInputElement>(FIELDS)].map((field) => field.value), focus };
}

/** Puts typed values back through the native setter plus an input event, so React sees them. */
function restoreCarry(node: HTMLElement, carry: Carry) {
  const fields = [...node.querySelectorAll<HTMLInputElement>(FIELDS)];
  carry.values.forEach((value, index) => {
    const field = fields[index];
    if (!field || field.value === value) return;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const focus = carry.focus >= 0 ? elementsOf(node)[carry.focus] : undefined;
  const lost = !document.activeElement || document.activeElement === document.body;
  if (focus instanceof HTMLElement && lost) focus.focus({ preventScroll: true });
}

/** The element at the same position in the live island as `held` had in the HTML copy. */
function samePlace(node: HTMLElement, index: number): HTMLElement | undefined {
  const found = elementsOf(node)[index];
  return found instanceof HTMLElement ? found : undefined;
}

export type Island<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function deferredIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  options: { rootMargin?: string; className?: string } = {},
): Island<P> {
  const gate = createGate(load);
  gates.add(gate as Gate<unknown>);

  /**
   * The island: at once when its code is here (prerender, revisits), else it suspends on the gate.
   * Only an instance born after hydration opens the gate itself: one born in hydration waits for
   * its triggers, even when React renders it anew (then the fallback shows).
   */
  function Content({ props, opensItself, onLive }: { props: P; opensItself: boolean; onLive: () => void }) {
    if (opensItself) void gate.open();
    const Component = gate.value();
    return Component ? <Live Component={Component} props={props} onLive={onLive} /> : <Waiting props={props} onLive={onLive} />;
  }

  // Its own component, so a render React replays after the suspension calls use() again (React
  // error #467 otherwise); React tracks the promise's state itself.
  function Waiting({ props, onLive }: { props: P; onLive: () => void }) {
    return <Live Component={use(gate.promise)} props={props} onLive={onLive} />;
  }

  function Live({ Component, props, onLive }: { Component: ComponentType<P>; props: P; onLive: () => void }) {
    useLayoutEffect(onLive, [onLive]);
    return <Component {...props} />;
  }

  // Memoized: a re-render of the parent must not count as an update of the dehydrated boundary
  // (React would then drop the server HTML and render it anew).
  const Boundary = memo(
    function Boundary({
      props,
      snapshot,
      onLive,
      copyRef,
    }: {
      props: P;
      snapshot: string | undefined;
      onLive: () => void;
      copyRef: (node: HTMLDivElement | null) => void;
    }) {
      const content = <Content props={props} opensItself={snapshot === undefined} onLive={onLive} />;
      if (snapshot === undefined) return content;
      // A copy of our own prerendered HTML, read back from the page.
      // eslint-disable-next-line no-restricted-syntax
      const copy = <div ref={copyRef} className="contents" data-island-copy="" dangerouslySetInnerHTML={{ __html: snapshot }} />;
      return <Suspense fallback={copy}>{content}</Suspense>;
    },
    (before, after) =>
      before.snapshot === after.snapshot &&
      before.onLive === after.onLive &&
      before.copyRef === after.copyRef &&
      shallowEqual(before.props, after.props),
  );

  function DeferredIsland(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Fixed per instance. Prerender and hydration: a boundary (its server HTML stays put) whose
    // fallback is a copy of that HTML. A mount after hydration: no boundary, so it suspends the
    // navigation instead of showing an empty box.
    const hydrated = useHydrated();
    const [snapshot] = useState(() => (hydrated ? undefined : serverHtml(name)));
    // A navigation is a transition that changes the router's context, and React hydrates every
    // dehydrated boundary below a changed context before it commits: an island still waiting for
    // its trigger would hold the navigation forever. So any new location opens the gate, here in
    // render (an effect would only run after the commit that is waiting for it); open() is
    // idempotent.
    const { key } = useLocation();
    const [firstKey] = useState(key);
    if (key !== firstKey) void gate.open();
    const [island] = useState(() => ({
      live: false,
      // The HTML copy, if React had to show it; still holds what was typed after it is removed.
      copy: undefined as HTMLDivElement | undefined,
      held: undefined as ReturnType<typeof holdDroppedEvents> | undefined,
      stopWatching: undefined as (() => void) | undefined,
    }));
    const [copyRef] = useState(() => (copy: HTMLDivElement | null) => {
      if (copy) island.copy = copy;
    });
    const [onLive] = useState(() => () => {
      const node = ref.current;
      if (island.live || !node) return;
      island.live = true;
      // For tests and tools, like html[data-hydrated]; React does not own this attribute.
      node.setAttribute('data-island-ready', '');
      island.stopWatching?.();
      if (island.copy && !island.copy.isConnected) restoreCarry(node, captureCarry(island.copy, island.held?.focused() ?? -1));
      // After the event being dispatched now (if any) has finished: if React hydrated the island
      // to handle it, it reached the island and is no longer held.
      setTimeout(() => {
        const held = island.held?.take();
        island.held?.stop();
        island.held = undefined;
        if (held) replay(node, held);
      }, 0);
    });
    useEffect(() => {
      const node = ref.current;
      if (!node || island.live) return;
      // D34: every navigation opens the gate and waits for the code, so it is fetched at idle
      // (only fetched: the island still hydrates on its own triggers).
      prefetchAtIdle(load);
      island.held = holdDroppedEvents(node, () => island.live);
      island.stopWatching = watchIsland(node, () => void gate.open(), options.rootMargin);
      return () => {
        island.stopWatching?.();
        island.held?.stop();
        island.held = undefined;
      };
    }, [island]);
    return (
      <div ref={ref} data-island={name} className={options.className}>
        <Boundary props={props} snapshot={snapshot} onLive={onLive} copyRef={copyRef} />
      </div>
    );
  }
  DeferredIsland.displayName = `DeferredIsland(${name})`;
  return Object.assign(DeferredIsland, { preload: () => gate.open() });
}

/** The island's prerendered HTML, read while hydrating (the server renders none: '' then). */
function serverHtml(name: string): string {
  if (typeof document === 'undefined') return '';
  const html = document.querySelector(`[data-island="${name}"]`)?.innerHTML ?? '';
  return html.replace(/^<!--\$-->/, '').replace(/<!--\/\$-->$/, '');
}

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  return (
    keysA.length === Object.keys(b).length &&
    keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
