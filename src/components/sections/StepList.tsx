import type { ReactNode } from 'react';

export interface Step {
  key: string;
  title: string;
  body: ReactNode;
}

/** One row on a desktop for three to five steps, so none sits alone on a second row. */
const ROW: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' };

/** Numbered steps in a row (a column on phones); use inside a `Section`. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={`grid gap-6 md:grid-cols-2 ${ROW[steps.length] ?? 'lg:grid-cols-4'}`}>
      {steps.map((step, index) => (
        <li key={step.key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-balance text-ink">{step.title}</h3>
          <div className="mt-2 text-slate-700">{step.body}</div>
        </li>
      ))}
    </ol>
  );
}
