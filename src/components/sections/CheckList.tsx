import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';
import { pageIcons } from '@/components/ui/page-icons';

/** A list with check marks (benefits, features, reassurances). */
export function CheckList({ items, columns = 1, className }: { items: readonly string[]; columns?: 1 | 2; className?: string }) {
  return (
    <ul className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-slate-700">
          <Icon path={pageIcons.check} className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
