import { buttonClasses, type ButtonVariant as UiButtonVariant } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark' | 'outlineOnDark';

const UI_VARIANT: Record<ButtonVariant, UiButtonVariant> = {
  primary: 'primary',
  secondary: 'outline',
  onDark: 'onDark',
  outlineOnDark: 'outlineOnDark',
};

/** The sections' button look (a link or button), built on the one button style of components/ui. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return buttonClasses({ variant: UI_VARIANT[variant], size: 'wrap', className: cn(variant === 'primary' && 'shadow-sm', className) });
}

/** The page column used by every section. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6';
