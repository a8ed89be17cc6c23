import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as native disclosures (`<details>`): keyboard and screen-reader friendly, open without
 * JavaScript, and every answer is in the prerendered HTML. Use inside a `Section`.
 */
export function Faq({ items, footer }: { items: readonly FaqItem[]; footer?: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {/* Keyed by position: the list is fixed, and a text key would rebuild every item (and close it) when the language switches. */}
        {items.map((item, index) => (
          <details key={index} className="group px-5 sm:px-6">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-5 text-left font-semibold text-ink marker:content-none hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-0.5 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              >
                <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <p className="-mt-1 pb-5 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
      {footer && <div className="mt-6 text-center text-slate-700">{footer}</div>}
    </div>
  );
}
