import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStylesheetLoaded, RETRY_MS, WAIT_CAP_MS } from '@/app/app-stylesheet';
import { linksLoadInFull } from '@/lib/full-load';

/** Whether the promise has settled once the fake clock has moved on by `ms`. */
const settledAfter = async (promise: Promise<void>, ms = 0) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
};

const appCss = () => document.head.querySelector<HTMLLinkElement>('link[data-app-css]');

/** The loader's `<link>` (jsdom loads no stylesheet: the tests say what the browser reported). */
function addAppCss(): HTMLLinkElement {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/rest-abc.css' });
  link.setAttribute('data-app-css', '');
  document.head.appendChild(link);
  return link;
}

/** The browser parsed it: a sheet with rules. */
const load = (link: HTMLLinkElement) => {
  Object.defineProperty(link, 'sheet', { value: { cssRules: [{}] }, configurable: true });
  link.dispatchEvent(new Event('load'));
};

describe('appStylesheetLoaded (hydration waits for the stylesheet of the rest)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('resolves at once when the page has no loader-added stylesheet (dev server, tests)', async () => {
    expect(await settledAfter(appStylesheetLoaded())).toBe(true);
  });

  it('waits for the stylesheet, and resolves once it has loaded', async () => {
    const link = addAppCss();
    const loaded = appStylesheetLoaded();
    expect(await settledAfter(loaded)).toBe(false);
    load(link);
    expect(await settledAfter(loaded)).toBe(true);
    expect(appCss()).toBe(link);
  });

  it('D61: a stylesheet that failed is asked for once more, and hydration waits for that', async () => {
    const first = addAppCss();
    const loaded = appStylesheetLoaded();
    first.dispatchEvent(new Event('error'));
    expect(await settledAfter(loaded, RETRY_MS)).toBe(false);
    const second = appCss();
    expect(second).not.toBe(first);
    expect(second?.getAttribute('href')).toBe('/assets/rest-abc.css');
    expect(first.isConnected).toBe(false);
    load(second as HTMLLinkElement);
    expect(await settledAfter(loaded)).toBe(true);
    expect(linksLoadInFull()).toBe(false);
  });

  it("D61: Chromium's failed sheet (rules that cannot be read) counts as failed", async () => {
    const link = addAppCss();
    Object.defineProperty(link, 'sheet', {
      value: {
        get cssRules() {
          throw new DOMException('Cannot access rules', 'SecurityError');
        },
      },
    });
    const loaded = appStylesheetLoaded();
    expect(await settledAfter(loaded, RETRY_MS)).toBe(false);
    expect(appCss()).not.toBe(link);
  });

  it('D61: a stylesheet that failed before anyone listened (no sheet, a response on record) is asked for again', async () => {
    const link = addAppCss();
    // The record stays (same URL): the second attempt is judged by its own events, not by it.
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry]);
    const loaded = appStylesheetLoaded();
    expect(await settledAfter(loaded, RETRY_MS)).toBe(false);
    const second = appCss();
    expect(second).not.toBe(link);
    expect(await settledAfter(loaded)).toBe(false);
    load(second as HTMLLinkElement);
    expect(await settledAfter(loaded)).toBe(true);
    expect(linksLoadInFull()).toBe(false);
  });

  it('a stylesheet that loads leaves no timer behind (the cap is cleared)', async () => {
    const link = addAppCss();
    const loaded = appStylesheetLoaded();
    load(link);
    expect(await settledAfter(loaded)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not hold the page hostage: a stylesheet with no sign at all is given up after the cap, then asked for again', async () => {
    const link = addAppCss();
    const loaded = appStylesheetLoaded();
    expect(await settledAfter(loaded, WAIT_CAP_MS - 1)).toBe(false);
    expect(await settledAfter(loaded, 1 + RETRY_MS)).toBe(false);
    expect(appCss()).not.toBe(link);
    expect(await settledAfter(loaded, WAIT_CAP_MS)).toBe(true);
  });

  // Last: from here on, this module's links load in full.
  it('D61: failed twice, the page hydrates without it, links load their pages in full from then on, and the full stylesheet is asked for', async () => {
    // The prerendered page names the full stylesheet for visitors without JavaScript.
    const noscript = document.createElement('noscript');
    noscript.innerHTML = '<link rel="stylesheet" href="/assets/index-full.css">';
    document.head.appendChild(noscript);
    const first = addAppCss();
    const loaded = appStylesheetLoaded();
    first.dispatchEvent(new Event('error'));
    await settledAfter(loaded, RETRY_MS);
    expect(document.head.querySelector('link[href="/assets/index-full.css"]')).toBeNull();
    appCss()?.dispatchEvent(new Event('error'));
    expect(await settledAfter(loaded)).toBe(true);
    expect(linksLoadInFull()).toBe(true);
    // Not awaited: hydration does not wait for a third stylesheet.
    const full = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.closest('noscript'));
    expect(full.map((link) => link.getAttribute('href'))).toEqual(['/assets/rest-abc.css', '/assets/index-full.css']);
    noscript.remove();
  });
});
