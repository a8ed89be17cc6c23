/**
 * The loader: the only way the app's JavaScript enters the page. Nothing is fetched before the
 * page has painted its largest element: no `<script src>`, no modulepreload, and the entry module
 * (with the page's translation files, preloaded beside it) is added only after `load` and once
 * three frames have passed without a new largest-contentful-paint entry. A script requested
 * before the largest paint is counted into Lighthouse's LCP, and on a small page `load` can come
 * before that paint; waiting two frames was measured not to be enough in headless Chromium.
 * Browsers without LCP entries wait for frames only; a timer covers background tabs, where frames
 * do not run. The stylesheet of the rest comes at the same moment (the page inlines only the rules
 * its HTML uses; main.tsx hydrates once the stylesheet has loaded), and so does every other module
 * hydration needs (`app-modules`: the entry's imports, the page's chunks, react-dom's client), as
 * modulepreloads: requested with the entry rather than one round trip after another as each
 * module finds the next. URLs come from `<meta>` tags, so the script is the same on every page
 * and so is its CSP hash.
 *
 * Self-contained: the prerender inlines its minified source (scripts/prerender.ts), so it uses no
 * imports and no outer names.
 */
export function loadAppAfterPaint(doc: Document, win: Window & typeof globalThis): void {
  let started = false;
  let painted = false;
  let quietFrames = 0;
  const meta = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  // Each request in a task of its own: a page's 16-25 took 4-32 ms of a desktop's main thread in
  // one task, which a phone 12x slower feels and Lighthouse counts as blocking (issue 37). Timers
  // of the same delay set in one task run in order, each a task, unclamped (they are not nested).
  const add = (tag: string, attributes: Record<string, string>) =>
    win.setTimeout(() => {
      const element = doc.createElement(tag);
      for (const name in attributes) element.setAttribute(name, attributes[name]);
      doc.head.appendChild(element);
    }, 0);
  const start = () => {
    if (started) return;
    started = true;
    const css = meta('app-css');
    const entry = meta('app-entry');
    if (css) add('link', { rel: 'stylesheet', href: css, 'data-app-css': '' });
    if (entry) add('script', { type: 'module', src: entry });
    for (const url of meta('app-modules')?.split(' ') ?? []) add('link', { rel: 'modulepreload', href: url });
    // The translations are read once the modules have run.
    for (const url of meta('app-locales')?.split(' ') ?? [])
      add('link', { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: url });
  };
  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new Observer(() => {
      painted = true;
      quietFrames = 0;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    painted = true;
  }
  const tick = () => {
    if (started) return;
    if (painted && ++quietFrames > 2) win.setTimeout(start, 0);
    else win.requestAnimationFrame(tick);
  };
  const afterLoad = () => {
    win.requestAnimationFrame(tick);
    win.setTimeout(start, 1500);
  };
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad);
}
