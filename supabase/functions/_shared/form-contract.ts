/**
 * The language the forms' contracts are written in (contact-contract.ts, lead-contract.ts,
 * src/features/signup/signup-contract.ts), with no library: a field's kind, limits and required
 * flag decide its error codes and the order they are checked in. The browser runs `fieldError`
 * itself; form-rules.ts wraps the same check in zod for the function; the SQL constraints in
 * supabase/migrations mirror it (tests keep the patterns identical). Lengths count Unicode code
 * points, as PostgreSQL's char_length does, so a row that passes always fits the table.
 */

/** Request bodies above this answer 413 before any parsing. */
export const BODY_MAX_BYTES = 16 * 1024;

/** Same text as the CHECK constraints in the migration (a test keeps the two identical). */
export const EMAIL_PATTERN = "^[A-Za-z0-9_%+'-]+(\\.[A-Za-z0-9_%+'-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}$";

/**
 * Bidirectional-text controls (LRM, RLM, ALM, embeddings, overrides, isolates): invisible, they
 * reorder what follows, so a name holding U+202E reads backwards in a list or a terminal. One-line
 * fields refuse them. The same text works as a JavaScript and a PostgreSQL regular expression
 * (the migration uses it verbatim; a test keeps the two identical).
 */
export const BIDI_CONTROL_PATTERN = '[\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]';

/**
 * What a one-line field refuses as `_invalid` besides the controls of every kind (C0, DEL, C1):
 * the line and paragraph separators (U+2028, U+2029), which break a line as a newline does, and
 * the tag characters (U+E0000-U+E007F), invisible text that no name needs (issue 34). Written for
 * JavaScript's `u` flag; `postgresPattern` gives the migration's spelling (a test keeps them equal).
 */
export const LINE_CONTROL_PATTERN = '[\\x01-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u{e0000}-\\u{e007f}]';

/**
 * Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode 15/16): characters
 * that display as nothing. They stay allowed (ZWJ builds emoji, ZWNJ is Persian spelling, a
 * variation selector makes an emoji), but a stored row holding one carries the flag
 * `invisible_characters`, which Studio, its CSV export and `npm run leads` show (issue 34, D50).
 * A test compares it with JavaScript's own `\p{Default_Ignorable_Code_Point}` over every code point.
 */
export const INVISIBLE_PATTERN =
  '[\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u206f\\u3164\\ufe00-\\ufe0f\\ufeff\\uffa0\\ufff0-\\ufff8\\u{1bca0}-\\u{1bca3}\\u{1d173}-\\u{1d17a}\\u{e0000}-\\u{e0fff}]';

/** A pattern of this file as PostgreSQL's regular expressions spell it: `\u{e0000}` is `\U000e0000` there. */
export const postgresPattern = (pattern: string): string =>
  pattern.replace(/\\u\{([0-9a-f]{1,6})\}/g, (_match, hex: string) => `\\U${hex.padStart(8, '0')}`);

/** Lengths count Unicode code points, as PostgreSQL's char_length does. */
export const codePointLength = (value: string): number => [...value].length;

/** Each kind's codes, in the order they are checked: the first that applies is the answer. */
const SUFFIXES = {
  /** One line of plain text (a name): no control or bidi characters. */
  line: ['required', 'invalid', 'bidi_control', 'too_long'],
  email: ['required', 'bidi_control', 'too_long', 'invalid'],
  /** Several lines (a message): newlines and tabs allowed, a minimum length. */
  text: ['required', 'invalid', 'too_short', 'too_long'],
  /** One of a few fixed values. */
  choice: ['invalid'],
} as const;

export type FieldKind = keyof typeof SUFFIXES;
type Suffix = (typeof SUFFIXES)[FieldKind][number];
/** An optional field has no `_required` code: blank is an answer (stored as null). */
type SuffixOf<K extends FieldKind, R extends boolean> = R extends true
  ? (typeof SUFFIXES)[K][number]
  : Exclude<(typeof SUFFIXES)[K][number], 'required'>;

export interface FieldSpec {
  kind: FieldKind;
  required: boolean;
  min?: number;
  max?: number;
  options?: readonly string[];
  /** The column's name where stored rows are printed (`npm run leads`, the notification); default: the field's name. */
  heading?: string;
  /** The browser's autofill token (`name`, `email`, `tel`, `organization`); `email`, `tel` and `url` also set the input's type. */
  autoComplete?: string;
}
export type Fields = Readonly<Record<string, FieldSpec>>;

/** A field, its literal types kept (its kind, required flag and options decide its codes' types). */
export function field<const S extends FieldSpec>(spec: S): S {
  return spec;
}

export type CodeOf<F extends Fields> = { [K in keyof F & string]: `${K}_${SuffixOf<F[K]['kind'], F[K]['required']>}` }[keyof F & string];
type Choice<S extends FieldSpec> = S['options'] extends readonly (infer O)[] ? O : string;
/** A field's value once checked: trimmed text, null for a blank optional field, or one of the choices. */
export type ValueOf<S extends FieldSpec> = S['kind'] extends 'choice' ? Choice<S> : S['required'] extends true ? string : string | null;
type OptionalName<F extends Fields> = { [K in keyof F]: F[K]['required'] extends true ? never : K }[keyof F];
/** A form's checked values; an optional field may be left out (the same as null), so older callers stay valid when one is added. */
export type ValuesOf<F extends Fields> = { -readonly [K in Exclude<keyof F, OptionalName<F>>]: ValueOf<F[K]> } & {
  -readonly [K in OptionalName<F>]?: ValueOf<F[K]>;
};

/** What a form sends before the checks: each field as typed; a blank optional field is left out. */
export type InputOf<F extends Fields> = { [K in Exclude<keyof F, OptionalName<F>>]: string } & { [K in OptionalName<F>]?: string };

const suffixesOf = (spec: FieldSpec): readonly Suffix[] =>
  spec.required ? SUFFIXES[spec.kind] : SUFFIXES[spec.kind].filter((suffix) => suffix !== 'required');

/** Every code the fields can answer with, in field order. */
export function codesOf<F extends Fields>(fields: F): CodeOf<F>[] {
  return Object.entries(fields).flatMap(([name, spec]) => suffixesOf(spec).map((suffix) => `${name}_${suffix}`)) as CodeOf<F>[];
}

/** The field a code belongs to (`ai_employee_invalid` -> `ai_employee`), so its message sits under that field. */
export function fieldOfCode<F extends Fields>(fields: F, code: string | undefined): (keyof F & string) | undefined {
  if (!code) return undefined;
  return Object.keys(fields).find(
    (name) => code.startsWith(`${name}_`) && (suffixesOf(fields[name]) as readonly string[]).includes(code.slice(name.length + 1)),
  );
}

/** The `{{min}}` and `{{max}}` a code's sentence may name. */
export function limitsOfCode(fields: Fields, code: string): { min?: number; max?: number } {
  const name = fieldOfCode(fields, code);
  return name ? { min: fields[name].min, max: fields[name].max } : {};
}

// PostgreSQL text cannot hold NUL and UTF-8 cannot hold a lone surrogate: reject both up front.
const UNSTORABLE = /\u0000|\p{Cs}/u;
// Control characters (C0, DEL, C1), line separators and tags have no place in one-line fields such as a name (mail headers).
const CONTROL = new RegExp(LINE_CONTROL_PATTERN, 'u');
const BIDI_CONTROL = new RegExp(BIDI_CONTROL_PATTERN);
const EMAIL_REGEX = new RegExp(EMAIL_PATTERN);

/** Whether a trimmed, non-blank value breaks the rule (`required` is decided before). */
const BREAKS: Record<Exclude<Suffix, 'required'>, (value: string, spec: FieldSpec) => boolean> = {
  invalid: (value, spec) =>
    spec.kind === 'email' ? !EMAIL_REGEX.test(value) : UNSTORABLE.test(value) || (spec.kind === 'line' && CONTROL.test(value)),
  bidi_control: (value) => BIDI_CONTROL.test(value),
  too_short: (value, spec) => codePointLength(value) < (spec.min ?? 0),
  too_long: (value, spec) => codePointLength(value) > (spec.max ?? Infinity),
};

/** The first code a value breaks, or undefined when it passes. Anything not a string is `_invalid`. */
export function fieldError<F extends Fields>(fields: F, name: keyof F & string, value: unknown): CodeOf<F> | undefined {
  const spec = fields[name];
  const code = (suffix: Suffix) => `${name}_${suffix}` as CodeOf<F>;
  if (spec.kind === 'choice') return spec.options?.includes(value as string) ? undefined : code('invalid');
  if (value === undefined || value === null) return spec.required ? code('required') : undefined;
  if (typeof value !== 'string') return code('invalid');
  const trimmed = value.trim();
  if (trimmed === '') return spec.required ? code('required') : undefined;
  const broken = suffixesOf(spec).find((suffix) => suffix !== 'required' && BREAKS[suffix](trimmed, spec));
  return broken ? code(broken) : undefined;
}

/** The value as stored: trimmed, a blank optional field as null. Call after `fieldError` passed. */
export function fieldValue<S extends FieldSpec>(spec: S, value: unknown): ValueOf<S> {
  if (spec.kind === 'choice') return value as ValueOf<S>;
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return (trimmed === '' && !spec.required ? null : trimmed) as ValueOf<S>;
}

/** Every field checked in order: the first broken rule's code, or the values as stored. */
export function checkForm<F extends Fields>(
  fields: F,
  input: Readonly<Record<string, unknown>>,
): { code: CodeOf<F> } | { values: ValuesOf<F> } {
  for (const name of Object.keys(fields)) {
    const code = fieldError(fields, name, input[name]);
    if (code) return { code };
  }
  return { values: Object.fromEntries(Object.keys(fields).map((name) => [name, fieldValue(fields[name], input[name])])) as ValuesOf<F> };
}

/** A form's values as its SQL function takes them, one jsonb argument: every field by name, `null` when left out. */
export function sqlForm<F extends Fields>(fields: F, values: ValuesOf<F>): Record<keyof F & string, unknown> {
  return Object.fromEntries(Object.keys(fields).map((name) => [name, (values as Record<string, unknown>)[name] ?? null])) as Record<
    keyof F & string,
    unknown
  >;
}

/** The name and email fields both forms share, so their codes (and the copy of each) exist once. */
export const NAME_FIELD = field({ kind: 'line', required: true, max: 200, autoComplete: 'name' });

export const EMAIL_FIELD = field({ kind: 'email', required: true, max: 254, autoComplete: 'email' });
