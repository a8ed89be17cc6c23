import { memo, Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { createGate, type Gate } from '@/lib/island-gate';
import { prefetchAtIdle } from '@/lib/prefetch';
import { useHydrated } from './use-hydrated';

/**
 * D29: a deferred island. The home page's initial JavaScript is capped, and the demo, the plans
 * and FAQ (home) and the contact form (footer of every page) are below the fold, so their code
 * must not come with the page, yet the prerendered HTML must still hold their full content.
 * - The prerender renders the real component: the server entry awaits `preloadIslands()`.
 * - In the browser the component sits in a `<Suspense>` and suspends on a gate (src/lib/island-gate)
 *   that opens when the island comes within 300 px of the viewport or is focused, pressed or
 *   touched. Until then React keeps its server HTML as a dehydrated boundary (React's selective
 *   hydration); once the code is here React hydrates it in place.
 * - React drops a click or a submit aimed at a boundary it cannot hydrate yet: they are held and
 *   replayed once the island has hydrated. Typed text stays in the DOM; a form reads it back on mount.
 * - A navigation is a transition that changes the router's context: React hydrates a dehydrated
 *   boundary below it before it commits, so any new location opens the gate.
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
): { take: () => Pending | undefined; stop: () => void } {
  let pending: Pending | undefined;
  const capture = (event: Event) => {
    const target = event.target;
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
  // code is already here): React handled it, nothing to replay.
  const reached = () => {
    if (isLive()) pending = undefined;
  };
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
    stop: () => {
      for (const type of ['click', 'submit']) {
        window.removeEventListener(type, capture, true);
        node.removeEventListener(type, reached);
      }
    },
  };
}

const indexIn = (node: HTMLElement, element: Element) => [...node.querySelectorAll('*')].indexOf(element);

/** Replays a held click or submit on its element, or on the one in its place if React replaced it. */
function replay(node: HTMLElement, held: Pending | undefined) {
  const found = held && (held.target.isConnected ? held.target : node.querySelectorAll('*')[held.index]);
  if (!held || !(found instanceof HTMLElement)) return;
  if (held.kind === 'click') found.click();
  else if (found instanceof HTMLFormElement) found.requestSubmit();
}

export type Island<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function deferredIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  options: { rootMargin?: string; className?: string } = {},
): Island<P> {
  const gate = createGate(load);
  gates.add(gate as Gate<unknown>);

  /** Waits for the gate: while it is closed, React keeps the island's server HTML. */
  function Waiting({ props, onLive }: { props: P; onLive: () => void }) {
    const Component = use(gate.promise);
    return <Live Component={Component} props={props} onLive={onLive} />;
  }

  function Live({ Component, props, onLive }: { Component: ComponentType<P>; props: P; onLive: () => void }) {
    useLayoutEffect(onLive, [onLive]);
    return <Component {...props} />;
  }

  // Memoized: a re-render of the parent must not count as an update of the dehydrated boundary
  // (React would then drop the server HTML and render it anew).
  const Boundary = memo(
    function Boundary({ props, onLive, opensItself }: { props: P; onLive: () => void; opensItself: boolean }) {
      const Component = gate.value();
      const content = Component ? <Live Component={Component} props={props} onLive={onLive} /> : <Waiting props={props} onLive={onLive} />;
      // Born after hydration: it opens the gate itself and has no boundary of its own, so it
      // suspends the navigation's transition (the old page stays until the code is here, never an
      // empty box). Prerendered and hydrated: a boundary, which keeps the server HTML until its triggers.
      if (opensItself) void gate.open();
      return opensItself ? content : <Suspense>{content}</Suspense>;
    },
    (before, after) =>
      before.onLive === after.onLive && before.opensItself === after.opensItself && shallowEqual(before.props, after.props),
  );

  function DeferredIsland(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [opensItself] = useState(useHydrated());
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
      held: undefined as ReturnType<typeof holdDroppedEvents> | undefined,
      stopWatching: undefined as (() => void) | undefined,
    }));
    const [onLive] = useState(() => () => {
      const node = ref.current;
      if (island.live || !node) return;
      island.live = true;
      // For tests and tools, like html[data-hydrated]; React does not own this attribute.
      node.setAttribute('data-island-ready', '');
      island.stopWatching?.();
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
        <Boundary props={props} onLive={onLive} opensItself={opensItself} />
      </div>
    );
  }
  DeferredIsland.displayName = `DeferredIsland(${name})`;
  return Object.assign(DeferredIsland, { preload: () => gate.open() });
}

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  return (
    keysA.length === Object.keys(b).length &&
    keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
