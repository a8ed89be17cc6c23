import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'onDark' | 'outlineOnDark';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'wrap' | 'wrapSm';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600',
  ghost: 'bg-transparent text-ink hover:bg-slate-100 focus-visible:outline-brand-600',
  destructive: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  outline: 'border border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700 focus-visible:outline-brand-600',
  onDark: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  outlineOnDark: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
};

const SIZES: Record<ButtonSize, string> = {
  /** As tall as md (a 44 px tap target), with less padding and smaller text. */
  sm: 'h-11 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-12 px-6 text-lg',
  icon: 'h-11 w-11 p-0',
  /**
   * At least md's height, but grows when a long (Czech) label wraps on a phone. The padding leaves
   * room for a border inside the 44 px, so outlined and filled buttons side by side match.
   */
  wrap: 'min-h-11 px-5 py-2 text-center text-base',
  /** `wrap` with smaller text (a secondary action next to a heading). */
  wrapSm: 'min-h-11 px-5 py-2 text-center text-sm',
};

/**
 * Class names of a button, for links that must look like one. `className` is for layout (margins,
 * width): cn() does not merge, so colours, padding, height and text size come from `variant` and
 * `size` only (tests/unit/class-conflicts.test.tsx).
 */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Working (a form sending): `aria-disabled`, not `disabled`, so the button keeps the focus, which
   * would otherwise fall to <body>; its handler must ignore a second press itself.
   */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', busy, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-disabled={busy || undefined}
      className={buttonClasses({ variant, size, className: cn(busy && 'cursor-progress', className) })}
      {...props}
    />
  );
});
