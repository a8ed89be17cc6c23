/**
 * A small Tailwind conflict detector for the utilities this codebase uses (D29: cn() no longer runs
 * tailwind-merge, so two classes that set the same CSS property under the same variants would be
 * decided by the stylesheet's order, not by the order in the class list).
 *
 * Two classes conflict when they have the same variant prefix (`sm:`, `hover:`, `sm:hover:` = `hover:sm:`)
 * and the same property group (`max-w-6xl max-w-3xl`, `px-4 px-6`, `text-base text-sm`).
 * Different groups never conflict: `text-sm text-slate-700` (size vs colour), `p-4 pr-10` (Tailwind
 * orders the shorthand before the side, so the side refines it on purpose), `border border-slate-300`.
 * Classes it does not know are ignored.
 */

const TEXT_SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl', 'display']);
const TEXT_ALIGN = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const TEXT_WRAP = new Set(['wrap', 'nowrap', 'balance', 'pretty']);
const FONT_WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const SHADOW_SIZES = new Set(['', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner']);
const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
  'contents',
  'table',
  'flow-root',
  'list-item',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const FLEX_DIRECTION = new Set(['flex-row', 'flex-row-reverse', 'flex-col', 'flex-col-reverse']);
const FLEX_WRAP = new Set(['flex-wrap', 'flex-wrap-reverse', 'flex-nowrap']);
const BORDER_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']);
const OUTLINE_STYLES = new Set(['none', 'hidden', 'solid', 'dashed', 'dotted', 'double']);

/** Splits `sm:hover:px-4` into variants and utility, leaving `[...]` arbitrary parts whole. */
export function splitVariants(className: string): { variants: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of className) {
    if (char === '[' || char === '(') depth += 1;
    if (char === ']' || char === ')') depth -= 1;
    if (char === ':' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  const utility = current.replace(/^!|!$/g, '');
  return { variants: [...parts].sort().join(':'), utility };
}

/** The property groups one utility sets (several for `size-*`); empty when unknown. */
export function propertyGroups(utilityWithSign: string): string[] {
  const utility = utilityWithSign.replace(/^-/, '');
  if (DISPLAY.has(utility)) return ['display'];
  if (POSITION.has(utility)) return ['position'];
  if (FLEX_DIRECTION.has(utility)) return ['flex-direction'];
  if (FLEX_WRAP.has(utility)) return ['flex-wrap'];
  if (utility === 'sr-only' || utility === 'not-sr-only') return ['sr-only'];

  let match: RegExpExecArray | null;
  if ((match = /^(max-w|min-w|max-h|min-h|w|h)-(.+)$/.exec(utility))) return [match[1]];
  if ((match = /^size-(.+)$/.exec(utility))) return ['w', 'h'];
  // Spacing: each exact form is its own group (p, px, py, pt, ...; the same for m; gap, gap-x, gap-y).
  if (
    (match =
      /^(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me|gap-x|gap-y|gap|space-x|space-y|inset-x|inset-y|inset|top|right|bottom|left|z|order|opacity|basis|grow|shrink|scroll-mt|scroll-pt|tracking|leading|line-clamp|columns)-(.+)$/.exec(
        utility,
      ))
  )
    return [match[1]];
  if (/^(grow|shrink)$/.test(utility)) return [utility];
  if ((match = /^(grid-cols|grid-rows|col-span|row-span|col-start|row-start)-(.+)$/.exec(utility))) return [match[1]];
  if ((match = /^(justify-items|justify-self|place-items|place-content|items|justify|self|content)-(.+)$/.exec(utility))) return [match[1]];
  if (
    (match =
      /^(overflow-x|overflow-y|overflow|whitespace|break|cursor|pointer-events|select|object|aspect|list|decoration|underline-offset|animate|transition|duration|ease|delay)-(.+)$/.exec(
        utility,
      ))
  )
    return [match[1]];
  if (utility === 'transition') return ['transition'];
  if (/^(underline|overline|line-through|no-underline)$/.test(utility)) return ['text-decoration-line'];
  if (/^(uppercase|lowercase|capitalize|normal-case)$/.test(utility)) return ['text-transform'];
  if (/^(italic|not-italic)$/.test(utility)) return ['font-style'];
  if (/^(truncate|text-ellipsis|text-clip)$/.test(utility)) return ['text-overflow'];

  if ((match = /^text-(.+)$/.exec(utility))) {
    const value = match[1];
    if (TEXT_SIZES.has(value) || /^\[(\d|length:|clamp|calc)/.test(value)) return ['font-size'];
    if (TEXT_ALIGN.has(value)) return ['text-align'];
    if (TEXT_WRAP.has(value)) return ['text-wrap'];
    return ['color'];
  }
  if ((match = /^font-(.+)$/.exec(utility))) return [FONT_WEIGHTS.has(match[1]) ? 'font-weight' : 'font-family'];
  if ((match = /^bg-(.+)$/.exec(utility))) {
    const value = match[1];
    if (/^(gradient-|linear-|radial|conic|none$)/.test(value)) return ['background-image'];
    if (/^(fixed|local|scroll)$/.test(value)) return ['background-attachment'];
    if (/^(cover|contain|auto)$/.test(value)) return ['background-size'];
    if (/^(center|top|bottom|left|right)/.test(value)) return ['background-position'];
    if (/^(repeat|no-repeat)/.test(value)) return ['background-repeat'];
    if (/^clip-/.test(value)) return ['background-clip'];
    return ['background-color'];
  }
  if ((match = /^(from|via|to)-(.+)$/.exec(utility))) return [`gradient-${match[1]}`];
  if ((match = /^rounded(-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(-(.+))?$/.exec(utility))) return [`rounded${match[1] ?? ''}`];
  if ((match = /^border(-(x|y|t|r|b|l|s|e))?(-(.+))?$/.exec(utility))) {
    const side = match[1] ?? '';
    const value = match[4];
    if (value === undefined || /^\d+$/.test(value) || /^\[\d/.test(value)) return [`border${side}-width`];
    if (!side && BORDER_STYLES.has(value)) return ['border-style'];
    if (!side && /^(collapse|separate|spacing)/.test(value)) return [];
    return [`border${side}-color`];
  }
  if ((match = /^outline(-(.+))?$/.exec(utility))) {
    const value = match[2];
    if (value === undefined || /^\d+$/.test(value) || /^\[\d/.test(value)) return ['outline-width'];
    if (OUTLINE_STYLES.has(value)) return ['outline-style'];
    if (/^offset-/.test(value)) return ['outline-offset'];
    return ['outline-color'];
  }
  if ((match = /^ring(-(.+))?$/.exec(utility))) {
    const value = match[2];
    if (value === undefined || /^\d+$/.test(value) || value === 'inset') return [value === 'inset' ? 'ring-inset' : 'ring-width'];
    if (/^offset-\d+$/.test(value)) return ['ring-offset-width'];
    if (/^offset-/.test(value)) return ['ring-offset-color'];
    return ['ring-color'];
  }
  if ((match = /^shadow(-(.+))?$/.exec(utility))) return [SHADOW_SIZES.has(match[2] ?? '') ? 'box-shadow' : 'shadow-color'];
  if ((match = /^(translate-x|translate-y|scale|rotate)-(.+)$/.exec(utility))) return [match[1]];
  return [];
}

export interface Conflict {
  group: string;
  variants: string;
  classes: [string, string];
}

/** Every pair of classes in one class list that set the same property under the same variants. */
export function findConflicts(classList: string | Iterable<string>): Conflict[] {
  const classes = typeof classList === 'string' ? classList.split(/\s+/).filter(Boolean) : [...classList];
  const seen = new Map<string, string>();
  const conflicts: Conflict[] = [];
  for (const className of new Set(classes)) {
    const { variants, utility } = splitVariants(className);
    for (const group of propertyGroups(utility)) {
      const key = `${variants}|${group}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) conflicts.push({ group, variants, classes: [earlier, className] });
      else seen.set(key, className);
    }
  }
  return conflicts;
}

/** Conflicts of every element under `root` (itself included), described for an assertion message. */
export function conflictsIn(root: Element): string[] {
  const elements = [root, ...root.querySelectorAll('[class]')];
  const found: string[] = [];
  for (const element of elements) {
    const value = element.getAttribute('class');
    if (!value) continue;
    for (const conflict of findConflicts(value)) {
      const where = `<${element.tagName.toLowerCase()} class="${value}">`;
      found.push(`${conflict.classes.join(' vs ')} (${conflict.variants ? `${conflict.variants}: ` : ''}${conflict.group}) in ${where}`);
    }
  }
  return found;
}
