import { forwardRef, type ReactNode } from 'react';
import { Icon, icons } from '@/components/ui/icon';

/**
 * A form's own error, one the fields cannot show (the network, a limit, a refusal): in the form,
 * beside its button, until the visitor edits or sends again (a toast only where the
 * form itself is gone). `role="alert"` reads it out when it appears.
 */
export const FormAlert = forwardRef<HTMLParagraphElement, { title: string; children?: string }>(function FormAlert(
  { title, children },
  ref,
) {
  if (!children) return null;
  return (
    <p ref={ref} role="alert" data-form-alert="" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      <strong className="font-semibold">{title}: </strong>
      {children}
    </p>
  );
});

/**
 * The success takes the focus when it appears, so the focus does not fall to <body> with the form's
 * button. On a page, a tall form's top may be above the screen or under the sticky header when its
 * button is pressed: then the success's title comes into view, below the header (the root's scroll padding).
 * A dialog keeps its content in view itself. A module function, so React attaches it once, not on
 * every render (a re-render must not take the focus back).
 */
function arrive(element: HTMLDivElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  if (element.closest('[role="dialog"]')) return;
  // The root's scroll padding is the sticky header's room (src/styles.css).
  if (element.getBoundingClientRect().top < (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0))
    element.scrollIntoView({ block: 'start' });
}

/** A form's success, in place of the form until the visitor chooses to start again. */
export function FormSuccess({
  title,
  body,
  again,
  onAgain,
  headingLevel = 3,
  minHeight,
  icon,
  note,
  framed = true,
  headingId,
}: {
  title: string;
  /** What happened; inline markup only (an address set in bold). */
  body: ReactNode;
  /** What comes next or what to check, in smaller type under it. */
  note?: string;
  /** Its own border; a page card that holds it as its whole content frames it already. */
  framed?: boolean;
  /** The heading's id, for a section that the success names once it takes the section's place. */
  headingId?: string;
  again?: string;
  onAgain?: () => void;
  headingLevel?: 2 | 3;
  /** The form's height: what follows does not move up when the form goes (no layout shift). */
  minHeight?: number;
  /** A tick beside the text: a compact confirmation that reads as one at a glance. */
  icon?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      role="status"
      tabIndex={-1}
      ref={arrive}
      data-form-success=""
      style={minHeight ? { minHeight } : undefined}
      // An address the visitor typed may be one long word: it wraps rather than widen the page.
      className={
        framed
          ? 'flex gap-3 rounded-xl border border-accent-600 bg-white p-5 wrap-anywhere focus:outline-none'
          : 'flex gap-3 wrap-anywhere focus:outline-none'
      }
    >
      {icon && <Icon path={icons.success} className="size-6 shrink-0 text-accent-600" strokeWidth={2} />}
      <div className="min-w-0">
        <Heading id={headingId} className={headingLevel === 2 ? 'text-2xl font-bold text-balance text-ink' : 'font-semibold text-ink'}>
          {title}
        </Heading>
        <p className="mt-1 text-slate-700">{body}</p>
        {note && <p className="mt-2 text-sm text-slate-700">{note}</p>}
        {again && onAgain && (
          <button type="button" onClick={onAgain} className="mt-2 min-h-11 font-semibold text-brand-700 underline underline-offset-2">
            {again}
          </button>
        )}
      </div>
    </div>
  );
}
