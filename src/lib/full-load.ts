/**
 * What cannot load in this document can in a new one, with the current deploy's code; a
 * marker per address allows one full load until the page hydrates, so there is never a loop.
 */
const MARKER = 'full-load:';
const TAP = 'full-load-tap:';

const here = () => location.pathname + location.search;

/** The same-origin path of `address`: never `//host`, which a browser reads as another site. */
export const samePath = (address: string) => address.replace(/^\/\/+/, (slashes) => slashes[0]);

/** Loads `address` in full, once; false if tried already, storage is off, or offline (the browser's error page would replace the site). */
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

/** Loads the page in full and taps the same call to action there: engines keep a failed module for the document's life. */
export function loadInFullAndTapAgain(): boolean {
  const index = lastTapped ? [...document.querySelectorAll('[data-hold-tap]')].indexOf(lastTapped) : -1;
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

/** A file of this tab's code or styles failed: links load their page in full from now on, as Vite advises. */
export function loadLinksInFull(): void {
  filesUnreachable = true;
}

/** Listens for Vite's `vite:preloadError`, and remembers the calls to action tapped. */
export function watchCodeLoads(): void {
  addEventListener('vite:preloadError', loadLinksInFull);
  addEventListener('click', (event) => (lastTapped = (event.target as Element | null)?.closest?.('[data-hold-tap]') ?? lastTapped), true);
}

/** Not offline: the browser would show its own error page instead. */
export const linksLoadInFull = (): boolean => filesUnreachable && navigator.onLine;
