import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects), skipping falsy values.
 * It does NOT merge conflicting Tailwind utilities (tailwind-merge cost 8.5 KB gzip on every
 * page): never pass a class meant to beat an earlier one (`max-w-6xl` then `max-w-3xl`), because
 * both would stay and the stylesheet's order would decide. Give the component a prop instead
 * (button `size`, dialog `width`, `pageColumn(width)`); tests/unit/class-conflicts.test.tsx guards it.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
