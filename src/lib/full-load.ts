/**
 * D61: when the code or copy of the page the visitor is going to cannot load, the prerendered HTML
 * of that address can: a full page load gets the page with the current deploy's code. A one-time
 * marker per address in sessionStorage guards against a reload loop; the page clears it once it
 * has hydrated. Should the full load fail as well, the visitor gets the browser's own error or our
 * translated message, never a second reload.
 */
const MARKER = 'full-load:';
const TAP = 'full-load-tap:';

const here = () => location.pathname + location.search;

/** The same-origin path of `address`: never `//host`, which a browser reads as another site. */
export const samePath = (address: string) => address.replace(/^\/\/+/, (slashes) => slashes[0]);

/**
 * Loads `address` (the current one by default) in full, once; false when that was tried already
 * (or storage is off). Offline, never: it could only bring the browser's own error page in place
 * of the site (the translated message's link loads the address once the visitor is back online).
 */
export function loadInFull(address = here()): boolean {
  if (!navigator.onLine) return false;
  const path = samePath(address);
  try {
    if (sessionStorage.getItem(MARKER + path)) return false;
    sessionStorage.setItem(MARKER + path, '1');
  } catch {
    return false;
  }
  if (path === here()) location.reload();
  else location.assign(path);
  return true;
}

/** The address hydrated: a later failure on it may load it in full again. */
export function clearFullLoad(): void {
  try {
    sessionStorage.removeItem(MARKER + here());
  } catch {
    // Storage off: nothing was marked.
  }
}

let lastTapped: Element | undefined;

/**
 * Loads the page in full and taps the call to action just tapped again once it has hydrated: a
 * dialog whose code failed to load cannot load again in this document (every engine keeps a
 * failed module), so the visitor would otherwise have to load the page and tap again by hand.
 */
export function loadInFullAndTapAgain(): boolean {
  const openers = [...document.querySelectorAll('[data-hold-tap]')];
  const index = lastTapped ? openers.indexOf(lastTapped) : -1;
  try {
    if (index >= 0) sessionStorage.setItem(TAP + here(), String(index));
  } catch {
    return false;
  }
  return loadInFull();
}

/** After hydration: the call to action to tap again after `loadInFullAndTapAgain`, if any. */
export function tapAfterFullLoad(): Element | undefined {
  try {
    const index = sessionStorage.getItem(TAP + here());
    sessionStorage.removeItem(TAP + here());
    return index === null ? undefined : document.querySelectorAll('[data-hold-tap]')[Number(index)];
  } catch {
    return undefined;
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

/**
 * Vite's `vite:preloadError`: a chunk of this tab's code failed to load (see above). The calls to
 * action tapped are remembered for `loadInFullAndTapAgain`.
 */
export function watchCodeLoads(): void {
  addEventListener('vite:preloadError', loadLinksInFull);
  addEventListener('click', (event) => (lastTapped = (event.target as Element | null)?.closest?.('[data-hold-tap]') ?? lastTapped), true);
}

/** Offline, no: the browser would show its own error page instead of this one. */
export const linksLoadInFull = (): boolean => filesUnreachable && navigator.onLine;
