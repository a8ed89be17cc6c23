/**
 * A prerendered page inlines only the CSS rules its own HTML uses (scripts/critical-css.ts); the
 * loader adds the stylesheet of the rest beside the entry module (`app-css`). Whatever React
 * renders after hydration (the cookie banner, dialogs, other pages, error messages) needs it, so
 * hydration waits for it. A stylesheet that fails to load must not hold the page hostage: an
 * error settles it too.
 */
export function appStylesheetLoaded(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
