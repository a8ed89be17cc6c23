import type { TypeOptions } from 'i18next';

/** One namespace per area, so a page loads only what it shows; its type is the English file (src/i18n/i18next.d.ts). */
export type Namespace = keyof TypeOptions['resources'] & string;
