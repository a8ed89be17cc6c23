import { describe, expect, it } from 'vitest';
import { htmlClasses, splitCss } from '../../scripts/critical-css';

const criticalCss = (css: string, html: string) => splitCss(css, html).inline;
const restCss = (css: string, html: string) => splitCss(css, html).rest;

const CSS = `
@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before{--tw-border-style:solid}}}
*,:before{box-sizing:border-box}
html{line-height:1.5}
[hidden]{display:none!important}
.flex{display:flex}
.grid{display:grid}
.sm\\:block{display:none}
@media (min-width:40rem){.sm\\:block{display:block}.sm\\:grid{display:grid}}
.hover\\:underline:hover{text-decoration:underline}
.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}
.w-1\\/2{width:50%}
.space-y-2>:not(:last-child){margin-bottom:.5rem}
.group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}
.flex,.unused-sibling{gap:1px}
.border{border-style:var(--tw-border-style);border-width:1px}
.shadow{--tw-shadow:0 1px 2px #0000000d;box-shadow:var(--tw-shadow)}
@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}
@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}
:root{--color-brand:#4f46e5;--color-unused:#000;--spacing:.25rem}
.p-2{padding:calc(var(--spacing)*2)}
`;

const html = (classes: string, extra = '') => `<html><body><div class="${classes}" ${extra}><svg></svg></div></body></html>`;

describe('critical CSS: the rules a page uses, inlined (issue 6)', () => {
  it('reads class attributes, entities decoded', () => {
    expect([...htmlClasses('<a class="flex [&amp;&gt;svg]:size-4"></a><b class=" w-1/2  sm:block"></b>')]).toEqual([
      'flex',
      '[&>svg]:size-4',
      'w-1/2',
      'sm:block',
    ]);
  });

  it('keeps the rules of classes in the HTML, escaped names and media queries included', () => {
    const out = criticalCss(CSS, html('flex sm:block hover:underline [&amp;&gt;svg]:size-4 w-1/2 space-y-2 group group-open:rotate-180'));
    for (const kept of [
      '.flex{',
      '.sm\\:block{display:block}',
      '.hover\\:underline:hover',
      '.\\[\\&\\>svg\\]\\:size-4>svg',
      '.w-1\\/2',
      '.space-y-2>',
      '.group-open\\:rotate-180',
    ]) {
      expect(out).toContain(kept);
    }
    expect(out).toContain('@media');
  });

  it('keeps rules without classes: the reset, elements, attributes', () => {
    const out = criticalCss(CSS, html('flex'));
    expect(out).toContain('box-sizing:border-box');
    expect(out).toContain('html{line-height:1.5}');
    expect(out).toContain('[hidden]{display:none!important}');
  });

  it('drops rules and selectors whose classes the page does not use', () => {
    const out = criticalCss(CSS, html('flex'));
    expect(out).not.toContain('.grid{');
    expect(out).not.toContain('sm\\:grid');
    expect(out).not.toContain('unused-sibling');
    expect(out).toContain('gap:1px');
    // A media query left empty goes with its rules.
    expect(out).not.toContain('@media');
  });

  it("drops Tailwind's `:where(.space-y-1>…)` on a page without `space-y-1`; keeps it, and alternatives or `:not()`, where they may match", () => {
    const css =
      ':where(.space-y-1>:not(:last-child)){margin-block-end:.25rem}:where(.a,.b) .flex{order:1}.flex:not(.unused){order:2}:where(.group):is([open]) .flex{order:3}';
    expect(criticalCss(css, html('flex'))).not.toContain('space-y-1');
    expect(restCss(css, html('flex'))).toContain(':where(.space-y-1>');
    expect(criticalCss(css, html('flex space-y-1'))).toContain(':where(.space-y-1>');
    const out = criticalCss(css, html('flex'));
    expect(out).toContain('order:1');
    expect(out).toContain('order:2');
    expect(out).not.toContain('order:3');
    expect(criticalCss(css, html('flex group'))).toContain('order:3');
  });

  it('leaves `@layer after-paint` to the rest', () => {
    const css = '@layer after-paint{main{container-type:inline-size}}main{display:block}';
    expect(criticalCss(css, html('flex'))).not.toContain('container-type');
    expect(restCss(css, html('flex'))).toContain('container-type:inline-size');
  });

  it("leaves Tailwind's banner comment to the full stylesheet", () => {
    const out = criticalCss(`/*! tailwindcss v4 | MIT License | https://tailwindcss.com */\n${CSS}`, html('flex'));
    expect(out).not.toContain('tailwindcss v4');
    expect(out).toContain('box-sizing:border-box');
  });

  it('leaves hover states to the full stylesheet; other media queries stay', () => {
    const css = `@media (hover:hover){.hover\\:bg-ink:hover{background:#000}}@media (min-width:40rem){.sm\\:flex{display:flex}}`;
    const out = criticalCss(css, html('hover:bg-ink sm:flex'));
    expect(out).not.toContain('hover');
    expect(out).toContain('.sm\\:flex{display:flex}');
    expect(out).toContain('@media');
  });

  it("leaves Tailwind's fallback for browsers without @property to the rest, its layer first as before", () => {
    const out = criticalCss(CSS, html('border'));
    expect(out).not.toContain('--tw-border-style:solid}');
    expect(out.startsWith('@layer properties;')).toBe(true);
  });

  it('keeps the custom properties the full stylesheet reads (the rest cannot register them), drops the others', () => {
    const withBorder = criticalCss(CSS, html('border p-2'));
    expect(withBorder).toContain('@property --tw-border-style');
    expect(withBorder).toContain('@property --tw-shadow');
    expect(withBorder).toContain('--spacing:');
    expect(withBorder).not.toContain('--color-unused');
    expect(withBorder).not.toContain('--color-brand');
    // A registration of our own stays: a library sets that variable at run time.
    expect(criticalCss(`${CSS}@property --app-size{syntax:"<length>";inherits:false;initial-value:0}`, html('flex'))).toContain(
      '@property --app-size',
    );
    // Read from an inline style in the HTML counts as used.
    expect(criticalCss(CSS, html('flex', 'style="color:var(--color-brand)"'))).toContain('--color-brand:');
  });
});

describe('critical CSS: element rules', () => {
  const RESET =
    'abbr:where([title]){text-decoration:underline dotted}table{border-collapse:collapse}svg,img{display:block}ol,ul,menu{list-style:none}';

  it('keeps the reset rules of elements on the page and drops the others', () => {
    const out = criticalCss(RESET, '<html><body><ul><li class="x">a</li></ul><svg></svg></body></html>');
    expect(out).toContain('svg{display:block}');
    expect(out).toContain('ul{list-style:none}');
    expect(out).not.toContain('abbr');
    expect(out).not.toContain('table');
    expect(out).not.toContain('menu');
  });
});

describe('critical CSS: input pseudo-elements', () => {
  const PREFLIGHT =
    '::file-selector-button{margin:0}::-webkit-datetime-edit-year-field{padding:0}::-webkit-calendar-picker-indicator{line-height:1}' +
    '::-webkit-inner-spin-button{height:auto}::-webkit-search-decoration{appearance:none}::placeholder{opacity:1}input::placeholder{color:gray}';

  it('keeps those of input types on the page and drops the others; ::placeholder stays', () => {
    const page = criticalCss(PREFLIGHT, '<html><body><input type="email"><input type="date"></body></html>');
    expect(page).toContain('::-webkit-datetime-edit-year-field');
    expect(page).toContain('::-webkit-calendar-picker-indicator');
    expect(page).not.toContain('file-selector-button');
    expect(page).not.toContain('spin-button');
    expect(page).not.toContain('search-decoration');
    expect(page).toContain('::placeholder{opacity:1}');
    expect(page).toContain('input::placeholder');
  });

  it('keeps each for its own input type', () => {
    const page = criticalCss(PREFLIGHT, '<html><body><input type="file"><input id="n" type="number"><input type="search"></body></html>');
    for (const kept of ['::file-selector-button', '::-webkit-inner-spin-button', '::-webkit-search-decoration'])
      expect(page).toContain(kept);
    expect(page).not.toContain('datetime-edit');
  });
});

describe('the rest: what the loader adds after the first paint', () => {
  it('holds the rules the page does not use, not those it uses', () => {
    const rest = restCss(CSS, html('flex'));
    expect(rest).toContain('.grid{display:grid}');
    expect(rest).toContain('.unused-sibling{gap:1px}');
    expect(rest).not.toContain('.flex');
    expect(rest).not.toContain('box-sizing');
    expect(rest).not.toContain('html{');
  });

  it('holds hover states and the fallbacks for browsers without @property', () => {
    const rest = restCss(`${CSS}@media (hover:hover){.hover\\:bg-ink:hover{background:#000}}`, html('flex hover:bg-ink'));
    expect(rest).toContain('.hover\\:bg-ink:hover');
    expect(rest).toContain('@layer properties');
  });

  it('registers no custom property and defines no keyframes: the inline CSS does', () => {
    const css = `${CSS}@keyframes spin{to{rotate:360deg}}.animate-spin{animation:spin 1s infinite}`;
    const { inline, rest } = splitCss(css, html('flex'));
    expect(rest).toContain('.shadow');
    expect(rest).not.toContain('@property');
    expect(rest).not.toContain('@keyframes');
    expect(inline).toContain('@property --tw-shadow');
    expect(inline).toContain('@keyframes spin');
  });

  it("copies an inline rule the cascade must rank after one of the rest's (same layer, target and property, another condition)", () => {
    const css =
      '@layer utilities{.p-2{padding:2px}.flex{display:flex}.block{display:block}@media (min-width:40rem){.sm\\:p-4{padding:4px}.sm\\:grid{display:grid}}}';
    const rest = restCss(css, html('sm:p-4 block'));
    expect(rest).toContain('.p-2{');
    expect(rest).toContain('.sm\\:p-4{padding:4px}');
    // Same condition: the page's own order decides, as in the full stylesheet.
    expect(rest).not.toContain('.block');
    expect(rest).toContain('.flex');
  });

  it('copies the next rule too when a copy would otherwise overtake it', () => {
    const css = '.p-1{padding:1px}@media (min-width:40rem){.sm\\:p-2{padding:2px}}@media (min-width:48rem){.md\\:p-3{padding:3px}}';
    const rest = restCss(css, html('sm:p-2 md:p-3'));
    expect(rest).toContain('.sm\\:p-2');
    expect(rest).toContain('.md\\:p-3');
  });

  it('copies nothing for another layer, a more specific selector or another property', () => {
    const css =
      '@layer base{.p-1{padding:1px}}@layer utilities{.p-1x:hover{padding:1px}.m-1{margin:1px}@media (min-width:40rem){.sm\\:p-2{padding:2px}}}';
    expect(restCss(css, html('sm:p-2'))).not.toContain('sm\\:p-2');
  });

  it('treats a shorthand and its longhands as one property', () => {
    const css =
      '.inset-0{inset:0}@media (min-width:40rem){.sm\\:top-2{top:2px}}.gap-1{gap:1px}@media (min-width:40rem){.sm\\:row-gap-2{row-gap:2px}}';
    const rest = restCss(css, html('sm:top-2 sm:row-gap-2'));
    expect(rest).toContain('.sm\\:top-2');
    expect(rest).toContain('.sm\\:row-gap-2');
  });
});

describe('a rule lightningcss cannot reprint', () => {
  it('is named when it must be split, instead of "failed to deserialize" alone', () => {
    // Tailwind's ring utilities hold an empty var() fallback, which lightningcss parses but cannot take back.
    const css = '.ring,.ring-1{--tw-ring-shadow:var(--tw-ring-inset, ) 0 0 0 1px red}';
    expect(() => splitCss(css, html('ring-1'))).toThrow(/could not reprint.*ring-1.*comment saying "ring"/s);
  });
});
