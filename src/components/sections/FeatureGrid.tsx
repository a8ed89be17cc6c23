import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Icon, type IconPath } from '@/components/ui/icon';

export interface FeatureItem {
  key: string;
  title: string;
  body: ReactNode;
  icon?: IconPath;
  /** A call to action at the bottom of the card. */
  action?: ReactNode;
}

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** Cards with an icon, a title (h3 unless told) and text; use inside a `Section`. */
export function FeatureGrid({
  items,
  columns = 3,
  itemHeadingLevel = 3,
}: {
  items: readonly FeatureItem[];
  columns?: keyof typeof COLUMNS;
  itemHeadingLevel?: 3 | 4;
}) {
  const Title = `h${itemHeadingLevel}` as const;
  return (
    <ul className={cn('grid gap-6', COLUMNS[columns])}>
      {items.map((item) => (
        <li key={item.key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {item.icon && (
            <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon path={item.icon} />
            </span>
          )}
          <Title className="text-lg font-semibold text-balance text-ink">{item.title}</Title>
          <div className="mt-2 flex-1 text-slate-700">{item.body}</div>
          {item.action && <div className="mt-5">{item.action}</div>}
        </li>
      ))}
    </ul>
  );
}
