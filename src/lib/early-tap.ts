/**
 * A tap before hydration is not lost: an inline script holds the click on a `data-hold-tap`
 * element and React answers it once hydrated. Should the app never hydrate, held links are
 * followed as without JavaScript; buttons stay held, as they do nothing without the app.
 */
export interface TapHolder {
  heldTap?: Element;
  /** Set by `holdEarlyTaps`: called when the app will not hydrate. */
  releaseTaps?: () => void;
}

/** Self-contained (it is inlined as text): no imports, no outer names. */
export function holdEarlyTaps(doc: Document, holder: TapHolder): void {
  let released = false;
  // Terse: this is in every page's first round trip. Only a link (it has an `href`) is followed.
  const release = () => {
    released = true;
    const held = holder.heldTap as HTMLAnchorElement | undefined;
    if (held?.href) held.click();
  };
  holder.releaseTaps = release;
  // The entry module failed to load, or a module it imports did: `error` at its script element.
  doc.addEventListener('error', (event) => (event.target as HTMLScriptElement).type === 'module' && release(), true);
  doc.addEventListener(
    'click',
    (event) => {
      if (doc.documentElement.dataset.hydrated || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = (event.target as Element | null)?.closest?.('[data-hold-tap]');
      if (!target || (released && (target as HTMLAnchorElement).href)) return;
      event.preventDefault();
      holder.heldTap = target;
    },
    true,
  );
}

/** After hydration: answers the tap that was held, if its element is still on the page. */
export function replayHeldTap(holder: TapHolder): void {
  const held = holder.heldTap;
  holder.heldTap = undefined;
  if (held instanceof HTMLElement && held.isConnected) held.click();
}

/** main.tsx gave up hydrating. */
export function releaseHeldTaps(holder: TapHolder): void {
  holder.releaseTaps?.();
}
