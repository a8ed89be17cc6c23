import { Icon, type IconPath } from '@/components/ui/icon';

export interface PainPoint {
  key: string;
  icon: IconPath;
  title: string;
  body: string;
  /** How the team takes the problem off the reader's desk. */
  answer: string;
}

/** Problem cards, each with the answer underneath; use inside a `Section`. */
export function PainPoints({ items, answerLabel }: { items: readonly PainPoint[]; answerLabel: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-rose-50 text-rose-700">
            <Icon path={item.icon} />
          </span>
          <h3 className="text-lg font-semibold text-balance text-ink">{item.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{item.body}</p>
          <div className="mt-5 rounded-xl bg-emerald-50 p-4">
            <p className="text-sm font-semibold text-accent-700">{answerLabel}</p>
            <p className="mt-1 text-sm text-slate-800">{item.answer}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
