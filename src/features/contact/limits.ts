/**
 * Form limits for code that renders on first paint (the footer contact form is on every page).
 * The one source is supabase/functions/_shared/form-rules.ts, re-exported by contact-schema.ts
 * (D21), but importing it statically pulls zod (~22 KB gzip) into every page's first bundle
 * (D29). These mirror it; tests/unit/interactive/limits.test.ts fails the moment they differ.
 * Once the limits live in a zod-free shared module, import them from there instead.
 */
export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const COMPANY_MAX = 200;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

/** Lengths count Unicode code points, as the shared schema and PostgreSQL do. */
export const codePointLength = (value: string): number => [...value].length;
