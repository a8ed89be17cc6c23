import { TabList as BaseTabList } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';

/** The demo's tab lists: the employees (`md`, with their role as a hint) and Andrea's demos (`sm`, pills). */
export function TabList<T extends string>({
  idBase,
  label,
  items,
  value,
  onChange,
  size = 'md',
}: {
  idBase: string;
  label: string;
  items: readonly { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
  size?: 'md' | 'sm';
}) {
  return (
    <BaseTabList
      idBase={idBase}
      label={label}
      items={items.map((item) => ({
        value: item.value,
        label: (
          <>
            <span className={size === 'md' ? 'block font-semibold' : undefined}>{item.label}</span>
            {item.hint && <span className="block text-sm text-slate-700">{item.hint}</span>}
          </>
        ),
      }))}
      value={value}
      onChange={onChange}
      panels="one"
      className={cn('flex flex-wrap gap-2', size === 'md' ? 'border-b border-slate-300' : '')}
      tabClassName={(selected) =>
        cn(
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          size === 'md'
            ? cn(
                '-mb-px border-b-2 px-4 py-3 text-left',
                selected ? 'border-brand-600 text-ink' : 'border-transparent text-slate-700 hover:text-ink',
              )
            : cn(
                'rounded-full px-4 py-2 text-sm font-semibold',
                selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink hover:bg-slate-200',
              ),
        )
      }
    />
  );
}
