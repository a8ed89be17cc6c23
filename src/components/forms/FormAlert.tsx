import { forwardRef } from 'react';

/**
 * A form's own error, one the fields cannot show (the network, a limit, a refusal): in the form,
 * beside its button, until the visitor edits or sends again (issue 33, D63: a toast only where the
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
 * A form's success, in place of the form until the visitor chooses to start again (issue 33, D63).
 * It takes the focus when it appears, so the focus does not fall to <body> with the form's button.
 */
export function FormSuccess({
  title,
  body,
  again,
  onAgain,
  headingLevel = 3,
  minHeight,
}: {
  title: string;
  body: string;
  again?: string;
  onAgain?: () => void;
  headingLevel?: 2 | 3;
  /** The form's height: what follows does not move up when the form goes (no layout shift). */
  minHeight?: number;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      role="status"
      tabIndex={-1}
      ref={(element) => element?.focus({ preventScroll: true })}
      data-form-success=""
      style={minHeight ? { minHeight } : undefined}
      className="rounded-xl border border-accent-600 bg-white p-5 focus:outline-none"
    >
      <Heading className="font-semibold text-ink">{title}</Heading>
      <p className="mt-1 text-slate-700">{body}</p>
      {again && onAgain && (
        <button type="button" onClick={onAgain} className="mt-4 min-h-11 font-semibold text-brand-700 underline underline-offset-2">
          {again}
        </button>
      )}
    </div>
  );
}
