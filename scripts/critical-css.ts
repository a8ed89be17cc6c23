/**
 * Each prerendered page inlines only the CSS its own HTML uses; the full stylesheet comes with the
 * app, after the largest paint (the loader adds it beside the entry module, and main.tsx hydrates
 * only once it has loaded, so nothing React renders later can miss a rule).
 *
 * Why: Lighthouse's simulated phone receives the first 14.6 KB of a document in one round trip
 * (TCP's initial window of ten packets) and every further window costs another. The full
 * stylesheet is 7 KB brotli of every page; the longest pages only fit the first window without
 * the rules they never use (issue 6: LCP within 1.15x of a one-heading page).
 */
import { transform, type CustomAtRules, type MediaQuery, type ReturnedRule, type Visitor } from 'lightningcss';

type Selector = { type: string; name?: string; kind?: string }[];

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

/**
 * Keeps a style rule's selectors whose own classes and element names all occur in the HTML
 * (those inside `:is()`, `:where()` or `:not()` are context, not the element's own, so they never
 * remove a rule), and whose input pseudo-elements (`::file-selector-button`) have their input
 * type in the HTML; rules with none of these (`*`, `[hidden]`, `::placeholder`) always stay. Then drops
 * the custom properties (`@property --tw-*` and plain `--x:` declarations) nothing kept still reads,
 * and the banner comments.
 */
export function criticalCss(css: string, html: string): string {
  const classes = htmlClasses(html);
  const tags = htmlTags(html);
  const inputTypes = htmlInputTypes(html);
  const present = (part: Selector[number]) => {
    if (part.type === 'class') return classes.has(part.name ?? '');
    if (part.type === 'type') return tags.has((part.name ?? '').toLowerCase());
    if (part.type !== 'pseudo-element') return true;
    const types = inputTypesOf(part.kind === 'custom' ? (part.name ?? '') : (part.kind ?? ''));
    return !types || types.some((type) => inputTypes.has(type));
  };
  const used = (selector: Selector) => selector.every(present);
  const rules = run(css, {
    Rule: {
      // Hover states (Tailwind's `hover:` variants, each in `@media (hover: hover)`) wait for the
      // full stylesheet: a finger never hovers, and a mouse meets them a moment later. 100 B
      // brotli of the home page's first round trip.
      media(rule) {
        return rule.value.query.mediaQueries.every(isHoverQuery) ? REMOVED : undefined;
      },
      // Tailwind's custom-property defaults for browsers without `@property` (Safari < 16.4,
      // Firefox < 128), outside Tailwind v4's supported browsers; they get them from the full
      // stylesheet a moment later. 170 bytes brotli of every page's first round trip.
      'layer-block'(rule) {
        return rule.value.name?.join('.') === 'properties' ? REMOVED : undefined;
      },
      style(rule) {
        const selectors = rule.value.selectors as unknown as Selector[];
        const kept = selectors.filter(used);
        if (kept.length === selectors.length) return undefined;
        if (kept.length === 0) return REMOVED;
        rule.value.selectors = kept as unknown as typeof rule.value.selectors;
        return rule;
      },
    },
  });
  // The minifier keeps `/*! ... */` comments (Tailwind's banner, 50 B brotli of every page's first
  // round trip); the full stylesheet keeps it.
  return pruneCustomProperties(rules, html).replace(/\/\*![\s\S]*?\*\/\s*/g, '');
}

/** Custom properties read by `var(--name)` anywhere in `text`. */
const readVariables = (text: string) => new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));

function pruneCustomProperties(css: string, html: string): string {
  // Uses only (`var(--x`), never definitions (`--x:`); the HTML's inline styles count too. A chain
  // (`--a: var(--b)`) keeps --b even when --a goes: conservative, one pass.
  const read = readVariables(css + html);
  return run(css, {
    Rule: {
      property(rule) {
        return read.has(rule.value.name) ? undefined : REMOVED;
      },
    },
    Declaration: {
      custom(declaration) {
        return declaration.name.startsWith('--') && !read.has(declaration.name) ? [] : undefined;
      },
    },
  });
}
