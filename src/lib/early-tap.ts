/**
 * D35: a tap before hydration is not lost and does not leave the page. The calls to action that
 * open a dialog carry `data-hold-tap`; they stay real links without JavaScript. Start demo and
 * the contact form's Send carry it too (D58; unheld, Send would submit the bare HTML form). With JavaScript,
 * `holdEarlyTaps` runs inline in the page's first bytes (the prerender inlines it with
 * `toString()`, and its CSP hash is taken from the built page), keeps the element of a plain
 * click that lands before React has hydrated, and stops the link from leaving the page. Once the
 * page is hydrated `replayHeldTap` clicks that element again, and React answers.
 *
 * D61: should the app's code not load (its entry script fails, or main.tsx gives up), the page
 * stays prerendered and will not hydrate: from then on links are not held, and a link already
 * held is followed, as it would be without JavaScript. Buttons stay held: they do nothing
 * without the app, and Send would put the message into the address.
 */
export interface TapHolder {
  heldTap?: Element;
  /** Set by `holdEarlyTaps`: the app will not hydrate (see above). */
  releaseTaps?: () => void;
}

/** Self-contained (it is inlined as text): no imports, no outer names. */
export function holdEarlyTaps(doc: Document, holder: TapHolder): void {
  let released = false;
  // `href`: a link (a button has none). Terse: this is in every page's first round trip.
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
      // `button` 0 is the main button; `closest` is undefined should the target be no element.
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

/** main.tsx gave up hydrating (D61, above). */
export function releaseHeldTaps(holder: TapHolder): void {
  holder.releaseTaps?.();
}
