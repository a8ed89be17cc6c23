import { loadLinksInFull } from '@/lib/full-load';

/** A failed stylesheet is asked for once more, after this wait (a dropped request, D61). */
export const RETRY_MS = 300;
/** Beyond this, hydration stops waiting for a stylesheet that gave no sign (see `settled`). */
export const WAIT_CAP_MS = 3000;

/**
 * A prerendered page inlines only the CSS rules its own HTML uses (scripts/critical-css.ts); the
 * loader adds the stylesheet of the rest beside the entry module (`app-css`). Whatever React
 * renders after hydration (the cookie banner, dialogs, other pages, error messages) needs it, so
 * hydration waits for it.
 *
 * D61: a stylesheet that fails must not hold the page hostage, nor leave the rest unstyled for
 * the page's life. It is asked for once more; should that fail too, the page hydrates, links load
 * their pages in full from then on (each prerendered page inlines its own rules), and the full
 * stylesheet is asked for in the background for what opens on this page (a dialog, the banner).
 */
export async function appStylesheetLoaded(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!link || (await settled(link, performance.getEntriesByName(link.href).length > 0))) return;
  await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  const again = link.cloneNode() as HTMLLinkElement;
  link.replaceWith(again);
  // Listened to from its insertion: the first attempt's response on record says nothing of it.
  if (await settled(again, false)) return;
  loadLinksInFull();
  addFullStylesheet(doc);
}

/**
 * The full stylesheet, named by the `<noscript>` link (scripts/prerender.ts). Added after the
 * inlined rules it styles everything as they do (e2e/css-rest.spec.ts) plus all the rest.
 */
function addFullStylesheet(doc: Document) {
  const href = /href="([^"]+)"/.exec(doc.querySelector('noscript')?.textContent ?? '')?.[1];
  if (href) doc.head.append(Object.assign(doc.createElement('link'), { rel: 'stylesheet', href }));
}

/**
 * True once the sheet has its rules; false once it failed (or gave no sign within the cap).
 * `answered`: its response is on record (resource timing). HTML gives a failed stylesheet no
 * `sheet` (Chromium gives one, see `hasRules`), and its `error` may have come before main.tsx
 * got here: answered without a sheet is a failure.
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
