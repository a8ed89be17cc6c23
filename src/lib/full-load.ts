/**
 * D61: when the code or copy of the page the visitor is going to cannot load, the prerendered HTML
 * of that address can: a full page load gets the page with the current deploy's code. A one-time
 * marker per address in sessionStorage guards against a reload loop; the page clears it once it
 * has hydrated. Should the full load fail as well, the visitor gets the browser's own error or our
 * translated message, never a second reload.
 */
const MARKER = 'full-load:';

const here = () => MARKER + location.pathname + location.search;

/**
 * Loads the current address in full, once; false when that was tried already (or storage is off).
 * Offline, never: it could only bring the browser's own error page in place of the site (the
 * translated message's link loads the address once the visitor is back online).
 */
export function loadInFull(): boolean {
  if (!navigator.onLine) return false;
  try {
    if (sessionStorage.getItem(here())) return false;
    sessionStorage.setItem(here(), '1');
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/** The address hydrated: a later failure on it may load it in full again. */
export function clearFullLoad(): void {
  try {
    sessionStorage.removeItem(here());
  } catch {
    // Storage off: nothing was marked.
  }
}

let filesUnreachable = false;

/**
 * A file of this tab's code or styles failed to load (a dropped request, or a deploy that removed
 * it). From then on links load their page in full, as Vite's docs advise for deploys, but when the
 * visitor leaves the page rather than under them; the new page comes with the current deploy's
 * code, copy and styles.
 */
export function loadLinksInFull(): void {
  filesUnreachable = true;
}

/** Vite's `vite:preloadError`: a chunk of this tab's code failed to load (see above). */
export function watchCodeLoads(): void {
  addEventListener('vite:preloadError', loadLinksInFull);
}

/** Offline, no: the browser would show its own error page instead of this one. */
export const linksLoadInFull = (): boolean => filesUnreachable && navigator.onLine;
