import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark' | 'outlineOnDark';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700',
  onDark: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
  outlineOnDark: 'border border-white/70 text-white hover:bg-white/10',
};

/** Class names for a link or button that looks like a button (sections share one look). */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-center text-base font-semibold transition-colors',
    VARIANTS[variant],
    className,
  );
}

/** The page column used by every section. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6';
