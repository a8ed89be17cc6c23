import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One offer: its button with its own note directly under it, so a note is never read as belonging
 * to a button beside it. Two of them sit side by side from `sm` (a hero's or a closing band's actions).
 */
export function ActionWithNote({
  action,
  note,
  tone = 'light',
  children,
}: {
  action: ReactNode;
  note: ReactNode;
  /** `dark` on a closing band (CallToAction). */
  tone?: 'light' | 'dark';
  /** More for this offer under its note (an address to copy). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5 pb-3 sm:max-w-xs">
      {action}
      <p className={cn('text-sm', tone === 'dark' ? 'text-brand-100' : 'text-slate-700')}>{note}</p>
      {children}
    </div>
  );
}
