import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

/** A WAI-ARIA tab list (arrow keys, Home/End, roving tabindex) without a dependency. */
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
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={cn('flex flex-wrap gap-2', size === 'md' ? 'border-b border-slate-300' : '')}>
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${item.value}`}
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              size === 'md'
                ? cn('-mb-px border-b-2 px-4 py-3 text-left', selected ? 'border-brand-600 text-ink' : 'border-transparent text-slate-700 hover:text-ink')
                : cn('rounded-full px-4 py-2 text-sm font-semibold', selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink hover:bg-slate-200'),
            )}
          >
            <span className={size === 'md' ? 'block font-semibold' : undefined}>{item.label}</span>
            {item.hint && <span className="block text-sm text-slate-700">{item.hint}</span>}
          </button>
        );
      })}
    </div>
  );
}
