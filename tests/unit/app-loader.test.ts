// @vitest-environment node
// (esbuild, which minifies the inlined text, refuses to run under the jsdom environment: the pages come from JSDOM here.)
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageScript } from '../../scripts/prerender';
import type * as ServerEntry from '@/entry-server';
import { loadAppAfterPaint } from '@/lib/app-loader';
import { holdEarlyTaps } from '@/lib/early-tap';

const FRAME_MS = 16;
/** Long enough for the loader's later tasks: a 0 ms timer is 1 ms on Vitest's fake clock, as in Node. */
const STEPS_MS = 10;
const LOCALES = ['/locales/cs/common.json?v=1', '/locales/en/common.json?v=1'];
const MODULES = ['/assets/vendor-abc.js', '/assets/HomePage-abc.js', '/assets/client-abc.js'];

/** A prerendered page's head: the loader reads its URLs from these tags. */
function page(readyState: DocumentReadyState = 'complete'): Document {
  const doc = new JSDOM('<!doctype html><title></title>').window.document;
  doc.head.innerHTML =
    '<meta name="app-entry" content="/assets/index-abc.js">' +
    `<meta name="app-locales" content="${LOCALES.join(' ')}">` +
    '<meta name="app-css" content="/assets/index-abc.css">' +
    `<meta name="app-modules" content="${MODULES.join(' ')}">`;
  Object.defineProperty(doc, 'readyState', { value: readyState });
  return doc;
}

/** Frames and timers on Vitest's fake clock; largest-paint entries on demand. */
function browser({ lcp = false, frames = true } = {}) {
  const paints: (() => void)[] = [];
  const loads: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: () => void) {
      paints.push(callback);
    }
    observe() {}
  }
  const win = {
    PerformanceObserver: lcp ? FakeObserver : undefined,
    requestAnimationFrame: (callback: () => void) => (frames ? setTimeout(callback, FRAME_MS) : 0),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    addEventListener: (type: string, callback: () => void) => type === 'load' && loads.push(callback),
  } as unknown as Window & typeof globalThis;
  return { win, paint: () => paints.forEach((callback) => callback()), load: () => loads.forEach((callback) => callback()) };
}

/** What the loader added to the head, in order. */
const added = (doc: Document) =>
  [...doc.head.querySelectorAll('link, script')].map((element) => [...element.attributes].map((a) => `${a.name}=${a.value}`).join(' '));

const EVERYTHING = [
  'rel=stylesheet href=/assets/index-abc.css data-app-css=',
  'type=module src=/assets/index-abc.js',
  ...MODULES.map((url) => `rel=modulepreload href=${url}`),
  ...LOCALES.map((url) => `rel=preload as=fetch crossorigin=anonymous href=${url}`),
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadAppAfterPaint (the inline loader)', () => {
  it('after load and three frames adds the stylesheet, the entry module, the modules hydration needs and the translation preloads, once', () => {
    const doc = page();
    loadAppAfterPaint(doc, browser().win);
    vi.advanceTimersByTime(FRAME_MS * 2);
    expect(added(doc)).toEqual([]);
    vi.advanceTimersByTime(FRAME_MS + 1);
    vi.advanceTimersByTime(STEPS_MS);
    expect(added(doc)).toEqual(EVERYTHING);
    vi.advanceTimersByTime(3000);
    expect(added(doc)).toEqual(EVERYTHING);
  });

  it('adds each request in a task of its own: the stylesheet, the entry, the modules, then the translations', () => {
    const doc = page();
    const { win } = browser();
    const tasks: (() => void)[] = [];
    const zeroDelayTimersQueued = {
      ...win,
      setTimeout: (callback: () => void, ms: number) => (ms === 0 ? tasks.push(callback) : win.setTimeout(callback, ms)),
    } as unknown as typeof win;
    loadAppAfterPaint(doc, zeroDelayTimersQueued);
    vi.advanceTimersByTime(FRAME_MS * 3 + 1);
    tasks.shift()!();
    expect(added(doc), 'the task that starts the app').toEqual([]);
    expect(tasks).toHaveLength(EVERYTHING.length);
    for (let count = 1; count <= EVERYTHING.length; count++) {
      tasks.shift()!();
      expect(added(doc)).toEqual(EVERYTHING.slice(0, count));
    }
  });

  it('waits for three frames without a new largest-contentful-paint entry', () => {
    const doc = page();
    const { win, paint } = browser({ lcp: true });
    loadAppAfterPaint(doc, win);
    vi.advanceTimersByTime(FRAME_MS * 5);
    expect(added(doc), 'no largest paint yet').toEqual([]);
    paint();
    vi.advanceTimersByTime(FRAME_MS * 2);
    paint();
    vi.advanceTimersByTime(FRAME_MS * 2);
    expect(added(doc), 'a new largest paint starts the count again').toEqual([]);
    vi.advanceTimersByTime(FRAME_MS + 1);
    vi.advanceTimersByTime(STEPS_MS);
    expect(added(doc)).toEqual(EVERYTHING);
  });

  it('waits for the load event', () => {
    const doc = page('interactive');
    const { win, load } = browser();
    loadAppAfterPaint(doc, win);
    vi.advanceTimersByTime(5000);
    expect(added(doc)).toEqual([]);
    load();
    vi.advanceTimersByTime(FRAME_MS * 3 + 1);
    vi.advanceTimersByTime(STEPS_MS);
    expect(added(doc)).toEqual(EVERYTHING);
  });

  it('a timer starts the app where frames do not run (a background tab)', () => {
    const doc = page();
    loadAppAfterPaint(doc, browser({ lcp: true, frames: false }).win);
    vi.advanceTimersByTime(1499);
    expect(added(doc)).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(STEPS_MS);
    expect(added(doc)).toEqual(EVERYTHING);
  });

  it('the minified text the prerender inlines does the same, in fewer bytes than the hand-written string it replaced', async () => {
    const script = await pageScript({ loadAppAfterPaint, holdEarlyTaps } as typeof ServerEntry);
    // The loader alone was 1,079 characters at most; the holder of early taps (D35, D61) comes first.
    expect(script.length).toBeLessThanOrEqual(1079 + 470);
    const doc = page();
    const { win } = browser();
    new Function('document', 'window', script)(doc, win);
    vi.advanceTimersByTime(FRAME_MS * 3 + 1);
    vi.advanceTimersByTime(STEPS_MS);
    expect(added(doc)).toEqual(EVERYTHING);
    expect(typeof (win as { releaseTaps?: unknown }).releaseTaps, 'the holder of early taps ran too').toBe('function');
  });
});
