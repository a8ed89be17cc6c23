/**
 * Each prerendered page inlines only the CSS its own HTML uses; the rest comes with the app, after
 * the largest paint (the loader adds it beside the entry module, and main.tsx hydrates only once it
 * has loaded, so nothing React renders later can miss a rule).
 *
 * Why: Lighthouse's simulated phone receives the first 14.6 KB of a document in one round trip
 * (TCP's initial window of ten packets) and every further window costs another. The full
 * stylesheet is 7 KB brotli of every page; the longest pages only fit the first window without
 * the rules they never use (issue 6: LCP within 1.15x of a one-heading page). And the rest, unlike
 * the full stylesheet, restyles only the few elements its rules match when it arrives (D77).
 */
import { transform, type CustomAtRules, type Declaration, type MediaQuery, type ReturnedRule, type Rule, type Visitor } from 'lightningcss';

type Selector = { type: string; name?: string; kind?: string; selectors?: Selector[] }[];

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

/** Every class name in the HTML's class attributes, entities decoded (`[&amp;>svg]` -> `[&>svg]`). */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1].replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name]);
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Every element name in the HTML (`<footer`, `<svg`...), lower-cased. */
export function htmlTags(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1].toLowerCase()));
}

/** `type="…"` of every input in the HTML. */
export function htmlInputTypes(html: string): Set<string> {
  return new Set([...html.matchAll(/<input\b[^>]*\stype="([^"]*)"/g)].map((match) => match[1].toLowerCase()));
}

const DATE_TYPES = ['date', 'datetime-local', 'month', 'time', 'week'];

/**
 * The input types a pseudo-element of Tailwind's preflight styles (null: any element may have it).
 * A page without a file, date, number or search input needs none of their rules on its first
 * paint: 170 B brotli of every page's first round trip.
 */
function inputTypesOf(pseudoElement: string): string[] | null {
  if (pseudoElement === 'file-selector-button') return ['file'];
  if (/^-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/.test(pseudoElement)) return DATE_TYPES;
  if (/^-webkit-(inner|outer)-spin-button$/.test(pseudoElement)) return ['number'];
  if (/^-webkit-search-/.test(pseudoElement)) return ['search'];
  return null;
}

/** `(hover: hover)`, the query of Tailwind's hover variants. */
const isHoverQuery = (query: MediaQuery) =>
  query.condition?.type === 'feature' && query.condition.value.type === 'plain' && query.condition.value.name === 'hover';

/** Removes a rule (lightningcss's visitors take an "ignored" rule as a deletion). */
const REMOVED = { type: 'ignored', value: null } as unknown as ReturnedRule;

function run(css: string, visitor: Visitor<CustomAtRules>): string {
  return transform({ filename: 'critical.css', code: Buffer.from(css), minify: true, visitor }).code.toString();
}

/** Around a style rule: its cascade layer, its conditions (`@media`, `@supports`), and whether it is a hover state or Tailwind's `@property` fallbacks. */
type Context = { layer: string; condition: string; hover: boolean; fallbacks: boolean };

/** One style rule's selectors: which go inline, which into the rest (both: see `splitCss`). */
type Placement = { inline: boolean[]; rest: boolean[]; selectors: string };

/** The style rules' placements, in document order. */
type Plan = Placement[];
type Side = 'inline' | 'rest';

/** The parsed rules of `css` (lightningcss's AST, as its visitors see it). */
function parse(css: string): Rule[] {
  let rules: Rule[] = [];
  run(css, { StyleSheet: (sheet) => void (rules = sheet.rules) });
  return rules;
}

type StyleRule = Extract<Rule, { type: 'style' }>;

/** Calls `visit` on every style rule in document order, with the layer and conditions around it. */
function eachStyleRule(rules: Rule[], context: Context, visit: (rule: StyleRule, context: Context) => void) {
  for (const rule of rules) {
    if (rule.type === 'style') {
      if (rule.value.rules?.length) throw new Error('critical-css: nested style rules are not split');
      visit(rule, context);
    } else if (rule.type === 'media') {
      const hover = context.hover || rule.value.query.mediaQueries.every(isHoverQuery);
      eachStyleRule(
        rule.value.rules,
        { ...context, hover, condition: `${context.condition}@media${JSON.stringify(rule.value.query)}` },
        visit,
      );
    } else if (rule.type === 'supports') {
      eachStyleRule(
        rule.value.rules,
        { ...context, condition: `${context.condition}@supports${JSON.stringify(rule.value.condition)}` },
        visit,
      );
    } else if (rule.type === 'layer-block') {
      const name = rule.value.name?.join('.') ?? '(anonymous)';
      const layer = context.layer ? `${context.layer}.${name}` : name;
      // `@layer after-paint`: rules no first screen needs, kept out of the first round trip like hover states.
      const hover = context.hover || name === 'after-paint';
      eachStyleRule(rule.value.rules, { ...context, layer, hover, fallbacks: context.fallbacks || name === 'properties' }, visit);
    } else if ('value' in rule && rule.value && 'rules' in rule.value && Array.isArray(rule.value.rules)) {
      // Any other conditional group (`@container`, `@starting-style`) is a condition of its own.
      const { rules: inner, ...group } = rule.value;
      eachStyleRule(
        inner as Rule[],
        { ...context, condition: `${context.condition}@${rule.type}${JSON.stringify({ ...group, loc: 0 })}` },
        visit,
      );
    }
  }
}

/** A selector's specificity, one number (ids x 1e6 + classes x 1e3 + types). */
function specificity(selector: Selector): number {
  let total = 0;
  for (const part of selector as (Selector[number] & { selectors?: Selector[] })[]) {
    if (part.type === 'id') total += 1e6;
    else if (part.type === 'class' || part.type === 'attribute') total += 1e3;
    else if (part.type === 'type' || part.type === 'pseudo-element') total += 1;
    else if (part.type === 'nesting') throw new Error('critical-css: nested selectors are not split');
    else if (part.type === 'pseudo-class' && part.kind !== 'where') {
      // :is(), :not(), :has() count their most specific argument; other pseudo-classes a class.
      total += part.selectors?.length ? Math.max(...part.selectors.map(specificity)) : 1e3;
    }
  }
  return total;
}

/**
 * What a selector's declarations compete for: its specificity and the pseudo-element it styles.
 * Of two declarations for one property with the same target, the cascade takes the later.
 */
function target(selector: Selector): string {
  const pseudoElement = selector.findLast((part) => part.type === 'pseudo-element');
  return `${specificity(selector)}|${pseudoElement ? `${pseudoElement.kind}${pseudoElement.name ?? ''}` : ''}`;
}

/** Property names (their first word) that set the same longhands as another family. */
const FAMILIES: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  row: 'grid',
  column: 'grid',
  columns: 'grid',
  gap: 'grid',
  place: 'align',
  justify: 'align',
  line: 'font',
  white: 'text',
  inline: 'width',
  block: 'height',
};

/**
 * The property a declaration sets, as a family that holds its shorthands and longhands
 * (`padding-left` and `padding`, `inset` and `top`): two declarations of one family may overwrite
 * each other. Coarse on purpose: a family too wide only copies a rule more into the rest.
 */
function family(declaration: Declaration): string {
  if (declaration.property === 'custom') return declaration.value.name;
  const name = declaration.property === 'unparsed' ? declaration.value.propertyId.property : declaration.property;
  const head = name.replace(/^-(webkit|moz|ms|o)-/, '').split('-')[0];
  if (head === 'all') throw new Error('critical-css: `all` is not split');
  return FAMILIES[head] ?? head;
}

/**
 * Where each selector goes. Inline: those whose own classes and element names all occur in the
 * HTML, and those of a `:where()` or `:is()` of one selector (those among alternatives, or inside
 * `:not()`, are context that never removes a rule), and whose input pseudo-elements (`::file-selector-button`) have their input
 * type in the HTML; rules with none of these (`*`, `[hidden]`, `::placeholder`) always stay. Hover
 * states go into the rest (a finger never hovers, and a mouse meets them a moment later: 100 B
 * brotli of the home page's first round trip), so does `@layer after-paint`, and so do Tailwind's custom-property defaults for
 * browsers without `@property` (Safari < 16.4, Firefox < 128, outside Tailwind v4's supported
 * browsers: 170 B brotli of every page's first round trip).
 *
 * The rest holds every other selector, plus a copy of each inline one that must still win over
 * a rule of the rest before it: the rest's sheet comes after the inline one, so a rule there beats
 * an inline rule of the same layer and specificity for the same property, whatever the order of the
 * two in the full stylesheet (`flex sm:hidden` on a dialog, where the page has `sm:hidden` but not
 * `flex`). Copying the later rule restores the order; a copied rule may need the next one copied
 * too (one pass, in document order, is enough: only earlier rules matter). Only pairs under
 * different conditions (media queries) are ordered so: two utilities for one property under the
 * same condition on one element (`p-2 p-4`) are a conflict we do not write, as Tailwind advises;
 * copying those too would put most of the page's rules into the rest. e2e/css-rest.spec.ts checks
 * every page rendered in the app, and the dialogs, against the full stylesheet.
 */
function plan(rules: Rule[], html: string): Plan {
  const classes = htmlClasses(html);
  const tags = htmlTags(html);
  const inputTypes = htmlInputTypes(html);
  const present = (part: Selector[number]): boolean => {
    if (part.type === 'class') return classes.has(part.name ?? '');
    if (part.type === 'type') return tags.has((part.name ?? '').toLowerCase());
    // A `:where()` or `:is()` of one selector (Tailwind's `space-y-*` and `divide-*`) needs its
    // classes as much as the element needs its own: a page without `space-y-1` inlined it anyway.
    if ((part.kind === 'where' || part.kind === 'is') && part.selectors?.length === 1) return part.selectors[0].every(present);
    if (part.type !== 'pseudo-element') return true;
    const types = inputTypesOf(part.kind === 'custom' ? (part.name ?? '') : (part.kind ?? ''));
    return !types || types.some((type) => inputTypes.has(type));
  };
  const placements: Plan = [];
  // What the rest holds so far: for each layer, target and property, the conditions of its rules.
  const inRest = new Map<string, Set<string>>();
  const overridesRest = (key: string, condition: string) => [...(inRest.get(key) ?? [])].some((other) => other !== condition);
  eachStyleRule(rules, { layer: '', condition: '', hover: false, fallbacks: false }, (rule, context) => {
    const selectors = rule.value.selectors as Selector[];
    const { declarations: normal = [], importantDeclarations: important = [] } = rule.value.declarations ?? {};
    const declarations = [...normal.map((d) => `${family(d)}|`), ...important.map((d) => `${family(d)}|!`)];
    const keys = (selector: Selector) => declarations.map((declaration) => `${context.layer}|${target(selector)}|${declaration}`);
    const inline = selectors.map((selector) => !context.hover && !context.fallbacks && selector.every(present));
    const rest = selectors.map((selector, index) => !inline[index] || keys(selector).some((key) => overridesRest(key, context.condition)));
    for (const [index, selector] of selectors.entries()) {
      if (!rest[index]) continue;
      for (const key of keys(selector)) inRest.set(key, (inRest.get(key) ?? new Set()).add(context.condition));
    }
    placements.push({ inline, rest, selectors: JSON.stringify(selectors) });
  });
  return placements;
}

/**
 * `css` with only the selectors `placements` puts on `side`; `atRules` false drops the at-rules
 * that are not containers (`@property`, keyframes). Rules are edited one by one through
 * lightningcss's visitor, which reprints only those it changes (it cannot print every value it
 * parses).
 */
function pick(css: string, placements: Plan, side: Side, atRules: boolean): string {
  let index = 0;
  const split: string[] = [];
  try {
    return reprint(css, placements, side, atRules, () => index++, split);
  } catch (error) {
    // lightningcss cannot take back some values it parsed (Tailwind's `var(--tw-ring-inset, )`), and
    // says only "failed to deserialize". Name the rule it was taking back: the last one split.
    throw new Error(
      `critical-css: lightningcss could not reprint a rule split between the page and the rest (${(error as Error).message}). ` +
        `The rule: ${split.at(-1)}. A word in src/ that Tailwind reads as a class (a comment saying "ring") can group such a rule with a used one.`,
    );
  }
}

function reprint(css: string, placements: Plan, side: Side, atRules: boolean, next: () => number, split: string[]): string {
  return run(css, {
    Rule: {
      style(rule) {
        const placement = placements[next()];
        // The visitor meets the style rules in the order `plan` did; a mismatch would misplace every rule after it.
        if (placement?.selectors !== JSON.stringify(rule.value.selectors)) throw new Error('critical-css: style rules out of order');
        const placed = placement[side];
        if (placed.every(Boolean)) return undefined;
        if (!placed.some(Boolean)) return REMOVED;
        rule.value.selectors = rule.value.selectors.filter((_, i) => placed[i]);
        split.push(JSON.stringify(rule.value.selectors));
        return rule;
      },
      ...(atRules ? {} : { property: () => REMOVED, keyframes: () => REMOVED, 'font-face': () => REMOVED }),
    },
  });
}

/**
 * A page's CSS in two: `inline`, the rules its own HTML uses, for its `<style>` (every
 * `@property`, keyframes and theme variable the full stylesheet reads included), and `rest`, what
 * the loader adds once the page has painted. Together they style anything React renders later as
 * the full stylesheet would. The rest holds no `@property`, no universal selector and no rule for
 * an element already on the page, bar the copies the cascade's order needs: Chrome then restyles
 * only the elements its rules match when it arrives, not the whole document (a new `@property`
 * or a rule for `*` restyles every element: 6-20 ms at 1x on a page of 400 elements).
 */
export function splitCss(css: string, html: string): { inline: string; rest: string } {
  const placements = plan(parse(css), html);
  const inline = pick(css, placements, 'inline', true);
  const rest = pick(css, placements, 'rest', false);
  // The minifier keeps `/*! ... */` comments (Tailwind's banner, 50 B brotli of every page's first
  // round trip); the full stylesheet keeps it.
  return { inline: pruneCustomProperties(inline, css + html).replace(/\/\*![\s\S]*?\*\/\s*/g, ''), rest };
}

/** Custom properties read by `var(--name)` anywhere in `text`. */
const readVariables = (text: string) => new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));

/** Drops Tailwind's custom properties nothing in `readers` reads (the full stylesheet and the HTML). */
function pruneCustomProperties(css: string, readers: string): string {
  // Uses only (`var(--x`), never definitions (`--x:`); the HTML's inline styles count too. A chain
  // (`--a: var(--b)`) keeps --b even when --a goes: conservative, one pass.
  const read = readVariables(readers);
  return run(css, {
    Rule: {
      // Tailwind's own registrations go with its unread variables; ours stay (src/styles.css
      // registers a variable a library sets at run time, so that it does not inherit).
      property(rule) {
        return read.has(rule.value.name) || !rule.value.name.startsWith('--tw-') ? undefined : REMOVED;
      },
    },
    Declaration: {
      custom(declaration) {
        return declaration.name.startsWith('--') && !read.has(declaration.name) ? [] : undefined;
      },
    },
  });
}
