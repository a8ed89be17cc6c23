/**
 * D35: a tap before hydration is not lost and does not leave the page. The calls to action that
 * open a dialog carry `data-hold-tap`; they stay real links without JavaScript. Start demo and
 * the contact form's Send carry it too (D58; unheld, Send would submit the bare HTML form). With JavaScript,
 * `holdEarlyTaps` runs inline in the page's first bytes (the prerender inlines it with
 * `toString()`, and its CSP hash is taken from the built page), keeps the element of a plain
 * click that lands before React has hydrated, and stops the link from leaving the page. Once the
 * page is hydrated `replayHeldTap` clicks that element again, and React answers.
 */
export interface TapHolder {
  heldTap?: Element;
}

/** Self-contained (it is inlined as text): no imports, no outer names. */
export function holdEarlyTaps(doc: Document, holder: TapHolder): void {
  doc.addEventListener(
    'click',
    (event) => {
      if (doc.documentElement.hasAttribute('data-hydrated')) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target.closest('[data-hold-tap]') : null;
      if (!target) return;
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
