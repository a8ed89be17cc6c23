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
 * the page's life. It is asked for once more; should that fail too, links load their pages in
 * full from then on (each prerendered page inlines its own rules), and the page hydrates.
 */
export async function appStylesheetLoaded(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!link || (await settled(link, performance.getEntriesByName(link.href).length > 0))) return;
  await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  const again = link.cloneNode() as HTMLLinkElement;
  link.replaceWith(again);
  // Listened to from its insertion: the first attempt's response on record says nothing of it.
  if (!(await settled(again, false))) loadLinksInFull();
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
    link.addEventListener('load', () => resolve(!!link.sheet && hasRules(link.sheet)), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
    setTimeout(() => resolve(!!link.sheet && hasRules(link.sheet)), WAIT_CAP_MS);
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
