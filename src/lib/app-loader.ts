/**
 * The only way the app's JavaScript enters the page: after `load`, once three frames have passed
 * without a new largest paint, because a script requested earlier is counted into Lighthouse's LCP.
 * It then adds the rest of the CSS, the entry module, a modulepreload of every module hydration
 * needs and the page's translation files, all named by `<meta>` tags so the script, and its CSP
 * hash, is the same on every page. Self-contained: the prerender inlines its source.
 */
export function loadAppAfterPaint(doc: Document, win: Window & typeof globalThis): void {
  let started = false;
  let painted = false;
  let quietFrames = 0;
  const meta = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  // Each request in a task of its own: together they made one task that a slow phone feels.
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
