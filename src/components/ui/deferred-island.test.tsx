import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdDroppedEvents, watchIsland } from './deferred-island';

function island() {
  const node = document.createElement('div');
  node.innerHTML = '<form><input name="name"><button type="submit">Send</button></form><button type="button">Start</button>';
  document.body.append(node);
  return node;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('watchIsland (D29 triggers)', () => {
  it('opens once the island comes near the viewport (rootMargin 300px), not before', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: typeof notify,
          public options: IntersectionObserverInit,
        ) {
          notify = callback;
          expect(options.rootMargin).toBe('300px');
        }
        observe = observe;
        disconnect() {}
      },
    );
    const open = vi.fn();
    watchIsland(island(), open);
    expect(observe).toHaveBeenCalled();
    notify([{ isIntersecting: false }]);
    expect(open).not.toHaveBeenCalled();
    notify([{ isIntersecting: true }]);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens on focus or a press inside the island, not outside it', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const node = island();
    const outside = document.createElement('button');
    document.body.append(outside);
    const open = vi.fn();
    watchIsland(node, open);
    outside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
    node.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
    node.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const open = vi.fn();
    watchIsland(island(), open);
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('holdDroppedEvents (D29: nothing clicked before hydration is lost)', () => {
  it('holds a click made before the island is live, and prevents the bare HTML submit', () => {
    const node = island();
    const held = holdDroppedEvents(node, () => false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    node.querySelector('button[type="submit"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    node.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(held.take()).toMatchObject({ kind: 'click', target: node.querySelector('button[type="submit"]') });
    expect(held.take()).toBeUndefined();
    held.stop();
  });

  it('holds nothing when React hydrated the island to handle the click (live when it arrived)', () => {
    const node = island();
    const held = holdDroppedEvents(node, () => true);
    (node.lastElementChild as HTMLElement).click();
    expect(held.take()).toBeUndefined();
    held.stop();
  });
});
