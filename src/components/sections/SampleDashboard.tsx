import { useId } from 'react';

export interface DashboardStat {
  key: string;
  label: string;
  /** Already formatted for the page's language ("23%", "23 %"). */
  value: string;
  hint?: string;
}

export interface DashboardRow {
  key: string;
  primary: string;
  secondary: string;
  /** Right-hand figure or tag, already formatted. */
  tag: string;
  tone?: 'good' | 'warn' | 'alert' | 'neutral';
}

const TAG_TONES = {
  good: 'bg-emerald-50 text-accent-700',
  warn: 'bg-amber-50 text-amber-800',
  alert: 'bg-rose-50 text-rose-700',
  neutral: 'bg-slate-100 text-slate-800',
} as const;

/**
 * A static, illustrative dashboard (hard-coded example figures, spec section 9). It is a figure,
 * not an app: the caption says the numbers are sample data.
 */
export function SampleDashboard({
  title,
  sampleLabel,
  caption,
  stats,
  listTitle,
  rows,
}: {
  title: string;
  sampleLabel: string;
  caption: string;
  stats: readonly DashboardStat[];
  listTitle: string;
  rows: readonly DashboardRow[];
}) {
  const listId = useId();
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-5 py-3">
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-rose-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-emerald-400" />
          </span>
          <p className="font-semibold text-ink">{title}</p>
        </div>
        <p className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-800">
          {sampleLabel}
        </p>
      </div>
      <div className="p-5">
        {/* As many columns as figures on a desktop (two fill the row, four share it); two a row on a phone. */}
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
          {stats.map((stat) => (
            <div key={stat.key} className="flex flex-col rounded-xl border border-slate-200 p-3 sm:p-4">
              <dt className="text-sm text-slate-700">{stat.label}</dt>
              {/* At the tile's foot: figures in one row stay level when a label wraps. */}
              <dd className="mt-auto pt-1 text-3xl font-bold whitespace-nowrap text-ink">{stat.value}</dd>
              {stat.hint && <dd className="mt-1 text-xs text-slate-700">{stat.hint}</dd>}
            </div>
          ))}
        </dl>
        <p id={listId} className="mt-6 text-sm font-semibold text-ink">
          {listTitle}
        </p>
        <ul aria-labelledby={listId} className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {rows.map((row) => (
            <li key={row.key} className="flex items-start justify-between gap-3 px-4 py-3 sm:items-center">
              <div className="min-w-0">
                <p className="font-medium text-ink">{row.primary}</p>
                <p className="text-sm text-slate-700">{row.secondary}</p>
              </div>
              <span className={`shrink-0 rounded-full px-2.5 py-1 text-sm font-semibold ${TAG_TONES[row.tone ?? 'neutral']}`}>
                {row.tag}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="border-t border-slate-200 bg-slate-50 px-5 py-3 text-sm text-slate-700">{caption}</figcaption>
    </figure>
  );
}
