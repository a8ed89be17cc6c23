import { loadLinksInFull } from '@/lib/full-load';

/** A failed stylesheet is asked for once more, after this wait (a dropped request). */
export const RETRY_MS = 300;
/** Beyond this, hydration stops waiting for a stylesheet that gave no sign (see `settled`). */
export const WAIT_CAP_MS = 3000;

/**
 * Hydration waits for the rest of the CSS, which whatever React renders later needs (a page inlines
 * only its own HTML's rules). A failed sheet is asked for once more; then the page hydrates anyway,
 * links load their pages in full, and the full stylesheet is added for what opens here.
 */
export async function appStylesheetLoaded(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!link || (await settled(link, performance.getEntriesByName(link.href).length > 0))) return;
  await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  const again = link.cloneNode() as HTMLLinkElement;
  link.replaceWith(again);
  if (await settled(again, false)) return;
  loadLinksInFull();
  addFullStylesheet(doc);
}

/** The full stylesheet, named by the `<noscript>` link; after the inlined rules it styles as they do. */
function addFullStylesheet(doc: Document) {
  const href = /href="([^"]+)"/.exec(doc.querySelector('noscript')?.textContent ?? '')?.[1];
  if (href) doc.head.append(Object.assign(doc.createElement('link'), { rel: 'stylesheet', href }));
}

/**
 * True once the sheet has its rules, false once it failed or the cap passed. `answered` (its
 * response is on record) without a sheet is a failure whose `error` event has already fired.
 */
function settled(link: HTMLLinkElement, answered: boolean): Promise<boolean> {
  if (link.sheet) return Promise.resolve(hasRules(link.sheet));
  if (answered) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(cap);
      resolve(ok);
    };
    const loaded = () => !!link.sheet && hasRules(link.sheet);
    const cap = setTimeout(() => done(loaded()), WAIT_CAP_MS);
    link.addEventListener('load', () => done(loaded()), { once: true });
    link.addEventListener('error', () => done(false), { once: true });
  });
}

/** Chromium gives a failed stylesheet a `sheet` whose rules cannot be read. */
function hasRules(sheet: CSSStyleSheet): boolean {
  try {
    return sheet.cssRules.length > 0;
  } catch {
    return false;
  }
}
