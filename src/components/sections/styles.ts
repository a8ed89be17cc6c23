import { buttonClasses, type ButtonVariant as UiButtonVariant } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark' | 'outlineOnDark';
/** `md` (16 px text, the default) or `sm` (14 px): both keep the 44 px touch height and wrap. */
export type SectionButtonSize = 'md' | 'sm';

const UI_VARIANT: Record<ButtonVariant, UiButtonVariant> = {
  primary: 'primary',
  secondary: 'outline',
  onDark: 'onDark',
  outlineOnDark: 'outlineOnDark',
};

/**
 * The sections' button look (a link or button), built on the one button style of components/ui.
 * `className` is for layout only (margins, `w-full`): cn() does not merge, so change the text size
 * with `size`, not with a `text-*` class.
 */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  options?: string | { className?: string; size?: SectionButtonSize },
): string {
  const { className, size = 'md' } = typeof options === 'string' || options === undefined ? { className: options } : options;
  return buttonClasses({
    variant: UI_VARIANT[variant],
    size: size === 'sm' ? 'wrapSm' : 'wrap',
    className: cn(variant === 'primary' && 'shadow-sm', className),
  });
}

const COLUMN_WIDTH = {
  /** The page width (sections, header, footer). */
  '6xl': 'max-w-6xl',
  /** A reading column (payment success). */
  '3xl': 'max-w-3xl',
} as const;

/**
 * The page column: centred, padded, at most `width` wide. Pick the width here instead of adding a
 * second `max-w-*` to `container` (cn() does not merge).
 */
export function pageColumn(width: keyof typeof COLUMN_WIDTH = '6xl'): string {
  return `mx-auto w-full ${COLUMN_WIDTH[width]} px-4 sm:px-6`;
}

/** The page column used by every section. */
export const container = pageColumn();
