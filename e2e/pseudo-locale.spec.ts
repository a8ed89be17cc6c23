/**
 * D51: a pseudo-locale proves that languages are data. A test build adds it as a third row of the
 * language table (tests/pseudo/), and every page in it must come out pseudo-localised (no text,
 * title, description, alt or aria-label that skipped the locale files) and fit a 360 px phone:
 * nothing clipped, nothing wider than its box, no sideways scrolling. The toggle, hreflang and the
 * sitemap list three languages. tests/build/pseudo-absent.test.ts proves the real build has none of it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { ROUTES } from '../src/config/routes';
import { TOAST_HOTKEY } from '../src/lib/toast-store';
import { site } from '../src/config/site';
import { LANGUAGE_TABLE, LANGUAGES } from '../supabase/functions/_shared/languages';
import { AI_EMPLOYEES } from '../supabase/functions/_shared/lead-contract';
import { headersFor, parseHeadersFile } from '../scripts/security-headers';
import { createStaticHandler } from '../scripts/static-server';
import { buildPseudo } from '../tests/pseudo/build-pseudo';
import { PSEUDO_CODE } from '../tests/pseudo/pseudo-locale';
import { expect, test } from './fixtures';

const distDir = path.resolve(`.data/pseudo-dist-${process.env.E2E_PORT ?? 4310}`);
let server: Server;
let origin = '';

/** Data, not copy: the operator's identity and mailboxes from site.ts appear verbatim in every language. */
const DATA = [
  site.name,
  site.company.legalName,
  site.company.address,
  site.company.ico,
  site.company.dic,
  ...Object.values(site.company.register),
  ...Object.values(site.emails),
  new URL(site.url).host,
  // The waiting list's choice is the name the database stores (lead-contract.ts), the same in every language.
  ...AI_EMPLOYEES,
  // The toast region's name carries its hotkey, a key name.
  TOAST_HOTKEY,
]
  .filter((value): value is string => Boolean(value))
  // As the page's text is compared: no-break spaces (site.ts binds the address's numbers) as spaces.
  .map((value) => value.replace(/\u00a0/g, ' '))
  // Longest first: the brand inside the legal name, the company ID inside the VAT ID.
  .sort((a, b) => b.length - a.length);

const pseudoPath = (routePath: string) => `/${PSEUDO_CODE}${routePath === '/' ? '' : routePath}`;
const PAGES = [...ROUTES.map((route) => pseudoPath(route.path)), pseudoPath('/no-such-page')];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildPseudo(distDir);
  const rules = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
  const handle = createStaticHandler(
    distDir,
    (urlPath) => headersFor(rules, urlPath),
    [...LANGUAGE_TABLE.map((entry) => entry.prefix), PSEUDO_CODE].filter(Boolean),
  );
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Text of the page that is in the page's language but has an ASCII letter left: it skipped the locale. */
function untranslated(data: readonly string[]): string[] {
  const found: string[] = [];
  const lang = document.documentElement.lang;
  const strip = (text: string) => data.reduce((rest, value) => rest.split(value).join(' '), text.replace(/\u00a0/g, ' '));
  const check = (where: string, text: string | null | undefined) => {
    if (text && /[A-Za-z]/.test(strip(text))) found.push(`${where}: ${text.trim().slice(0, 80)}`);
  };
  // Another language's text says so with `lang` (the toggle's EN and CZ): not ours to translate.
  const ours = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? lang) === lang;
  check('title', document.title);
  check('meta description', document.querySelector('meta[name="description"]')?.getAttribute('content'));
  for (const property of ['og:title', 'og:description', 'og:site_name']) {
    check(`meta ${property}`, document.querySelector(`meta[property="${property}"]`)?.getAttribute('content'));
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template') || !ours(parent)) continue;
    // A value split by <wbr> (an address that may break after its @) is one text in two nodes: read it whole.
    check(`<${parent.tagName.toLowerCase()}>`, parent.querySelector(':scope > wbr') ? parent.textContent : node.textContent);
  }
  for (const element of document.body.querySelectorAll('[alt], [aria-label], [placeholder], [title]')) {
    if (!ours(element)) continue;
    for (const attribute of ['alt', 'aria-label', 'placeholder', 'title']) check(`${attribute}=`, element.getAttribute(attribute));
  }
  return found;
}

/** What does not fit at this width: sideways scrolling, a box wider than the screen, clipped or spilling text. */
function misfits(): string[] {
  const found: string[] = [];
  const width = document.documentElement.clientWidth;
  // Inside a box clipped to nothing, as Tailwind's sr-only clips it (by class or by @apply).
  // Defined in here: page.evaluate sends this function's own source alone.
  const visuallyHidden = (element: Element) => {
    for (let up: Element | null = element; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
    }
    return false;
  };
  if (document.documentElement.scrollWidth > width) found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
    // Visually hidden text is for screen readers (sr-only, also the phone's folded contact form): it
    // is clipped to nothing by design. A form's trap field is parked far off screen on purpose.
    if (visuallyHidden(element) || rect.right <= 0) continue;
    // A row that scrolls sideways by design (the demo's chips, the real-estate tabs, issue 33) keeps
    // what it holds reachable: inside it, leaving the screen is scrolling, not a misfit. The row itself
    // must still fit.
    const inScrollRow = (() => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return up.getBoundingClientRect().right <= width + 1;
      }
      return false;
    })();
    if (inScrollRow) continue;
    if (rect.right > width + 1 || rect.left < -1)
      found.push(`${name(element)} leaves the screen (${Math.round(rect.left)}..${Math.round(rect.right)})`);
    const ownText = [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '');
    if (!ownText || style.display === 'inline') continue;
    const clips = /hidden|clip/.test(style.overflowX + style.overflowY) || style.textOverflow === 'ellipsis';
    const wider = element.scrollWidth > element.clientWidth + 1;
    const taller = element.scrollHeight > element.clientHeight + 1;
    if (clips && (wider || taller)) found.push(`${name(element)} is clipped`);
    else if (wider) found.push(`${name(element)} is wider than its box (${element.scrollWidth} > ${element.clientWidth})`);
  }
  return found;
}

test('every page in the pseudo-locale: all text from the locale files, and it fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const url of PAGES) {
    await page.goto(origin + url);
    expect.soft(await page.evaluate(untranslated, DATA), `${url}: text that is not pseudo-localised`).toEqual([]);
    expect.soft(await page.evaluate(misfits), `${url}: at 360 px`).toEqual([]);
  }
  // The phone's contact form waits folded (sr-only) until a field takes the focus: open, it fits too.
  await page.goto(origin + pseudoPath('/'));
  await page.locator('footer form input:not([tabindex="-1"])').first().focus();
  await expect.poll(async () => (await page.locator('footer form textarea').boundingBox())?.height ?? 0).toBeGreaterThan(40);
  expect(await page.evaluate(misfits), 'the footer contact form, open, at 360 px').toEqual([]);
});

test('with three languages, the toggle pressed keeps the focus as the link back to the language it left', async ({ page }) => {
  await page.goto(`${origin}/andrea`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('hreflang'));
  await page.locator(`header a[hreflang="${PSEUDO_CODE}"]`).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_CODE);
  expect(await focused(), 'from English to the pseudo-locale').toBe(LANGUAGES[0]);
  await page.locator('header a[hreflang="cs"]').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  expect(await focused(), 'from the pseudo-locale to Czech').toBe(PSEUDO_CODE);
});

test('the toggle, hreflang and the sitemap list the three languages', async ({ page, request }) => {
  const three = [...LANGUAGES, PSEUDO_CODE];
  for (const language of three) {
    const url = language === PSEUDO_CODE ? pseudoPath('/andrea') : language === LANGUAGES[0] ? '/andrea' : `/${language}/andrea`;
    await page.goto(origin + url);
    const toggle = await page.locator('header a[hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect([...new Set(toggle)].sort(), `${url}: the toggle`).toEqual(three.filter((other) => other !== language).sort());
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates, `${url}: hreflang`).toEqual([...three, 'x-default']);
  }
  await page.getByRole('link', { name: /^EN/ }).click();
  await expect(page).toHaveURL(`${origin}/andrea`);
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  const indexable = ROUTES.filter((route) => route.indexable).length;
  expect(sitemap.match(/<url>/g)).toHaveLength(indexable * three.length);
  expect(sitemap).toContain(`hreflang="${PSEUDO_CODE}" href="${site.url}${pseudoPath('/andrea')}"`);
});
