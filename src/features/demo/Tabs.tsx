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
            {item.hint && <span className="mt-0.5 block text-xs text-slate-700 sm:text-sm">{item.hint}</span>}
          </>
        ),
      }))}
      value={value}
      onChange={onChange}
      panels="one"
      // Tabs read as tabs at every width: the employees side by side in equal columns on a phone,
      // wrapping to a second row rather than splitting a name when the reader's text is large;
      // the demos' chips wrap, so none hides past the edge of a phone.
      className={cn(
        size === 'md' ? 'grid grid-cols-fit-24 border-b border-slate-300 sm:flex sm:flex-wrap sm:gap-x-2' : 'flex flex-wrap gap-2 py-1',
      )}
      tabClassName={(selected) =>
        cn(
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          size === 'md'
            ? cn(
                '-mb-px flex min-h-11 flex-col items-center justify-start border-b-2 px-2 py-3 text-center sm:items-start sm:px-4 sm:text-left',
                selected ? 'border-brand-600 text-ink' : 'border-transparent text-slate-700 hover:text-ink',
              )
            : cn(
                'min-h-11 shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold',
                selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink hover:bg-slate-200',
              ),
        )
      }
    />
  );
}
