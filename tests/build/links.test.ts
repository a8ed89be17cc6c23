/**
 * Issue 17, typed links: every `<a href>` of every prerendered page (both languages, aliases, both
 * 404 pages) that stays on the site leads to a file of the build, and every `#fragment` to an
 * element with that id on the target page. What a crawler or a no-JS visitor follows is the
 * prerendered HTML, so that is what is checked, not the route table.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { ROUTES } from '../../src/config/routes';
import { LANGUAGES, localizePath } from '../../src/i18n/language';
import { NOT_FOUND_URL, outputFile } from '../../scripts/prerender';
import { buildOnce, readDist } from './build-once';
import { LOCAL_CHECKOUT_PATH } from '../../supabase/functions/_shared/local-checkout';

const ORIGIN = new URL(site.url).origin;

interface Page {
  /** The URL path the page is served at ("/", "/cs/terms"). */
  url: string;
  document: Document;
}

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/** "cs/terms/index.html" -> "/cs/terms"; "cs/404.html" -> "/cs/__not-found__" (the URL it was rendered at). */
function servedAt(file: string): string {
  const dir = path.dirname(file).split(path.sep).join('/');
  const prefix = dir === '.' ? '' : `/${dir}`;
  if (path.basename(file) === '404.html') return `${prefix}${NOT_FOUND_URL}`;
  return prefix || '/';
}

/** The file of the build a path is served from: a prerendered page, else a static file. */
function fileFor(distDir: string, pathname: string): string | undefined {
  const page = outputFile(distDir, pathname);
  if (existsSync(page)) return page;
  const file = path.join(distDir, decodeURIComponent(pathname));
  return file.startsWith(distDir + path.sep) && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** Every internal link of the pages that leads nowhere, as "page -> href: why". */
function brokenLinks(distDir: string, pages: Page[]): { checked: number; broken: string[] } {
  const byFile = new Map(pages.map((page) => [fileFor(distDir, page.url) ?? page.url, page]));
  const broken: string[] = [];
  let checked = 0;
  for (const page of pages) {
    for (const anchor of page.document.querySelectorAll('a[href]')) {
      const raw = anchor.getAttribute('href') ?? '';
      const target = new URL(raw, `${ORIGIN}${page.url}`);
      if (target.origin !== ORIGIN) continue;
      // The local checkout stand-in is the embedded backend's answer, not a file (a deploy build never links it).
      if (target.pathname.startsWith(`${LOCAL_CHECKOUT_PATH}/`)) continue;
      checked += 1;
      const sameDocument = raw.startsWith('#');
      const file = sameDocument ? undefined : fileFor(distDir, target.pathname);
      const targetPage = sameDocument ? page : file ? byFile.get(file) : undefined;
      if (!sameDocument && !file) {
        broken.push(`${page.url} -> ${raw}: no file in the build`);
        continue;
      }
      const id = decodeURIComponent(target.hash.slice(1));
      if (!id) continue;
      if (!targetPage) broken.push(`${page.url} -> ${raw}: #${id} points into a file that is not a page`);
      else if (!targetPage.document.getElementById(id))
        broken.push(`${page.url} -> ${raw}: no element with id "${id}" on ${targetPage.url}`);
    }
  }
  return { checked, broken };
}

const parse = (html: string) => new JSDOM(html).window.document;

let distDir: string;
let pages: Page[] = [];

beforeAll(async () => {
  distDir = await buildOnce();
  const files = htmlFiles(distDir).sort();
  pages = await Promise.all(files.map(async (file) => ({ url: servedAt(file), document: parse(await readDist(distDir, file)) })));
}, 120_000);

describe('internal links in the prerendered pages', () => {
  it('reads every page, both 404 pages among them', () => {
    expect(pages.map((page) => page.url)).toEqual(
      expect.arrayContaining(['/', '/cs', '/terms-and-conditions', '/cs/privacy-policy', NOT_FOUND_URL, `/cs${NOT_FOUND_URL}`]),
    );
  });

  it('every <a href> on the site leads to a file of the build, every #fragment to an element on its page', () => {
    const { checked, broken } = brokenLinks(distDir, pages);
    // Header, footer and page links on each of the pages: a parser that found none would pass.
    expect(checked).toBeGreaterThan(pages.length * 10);
    expect(broken).toEqual([]);
  });

  // The industry pages were linked only from their own language switch: no crawler weighs them, no visitor finds them.
  it('every indexable page is linked from another page, not only from its own language switch', () => {
    const linked = new Set<string>();
    for (const page of pages) {
      for (const anchor of page.document.querySelectorAll('a[href]:not([hreflang])')) {
        const target = new URL(anchor.getAttribute('href') ?? '', `${ORIGIN}${page.url}`);
        if (target.origin === ORIGIN && target.pathname !== page.url) linked.add(target.pathname);
      }
    }
    const indexable = ROUTES.filter((route) => route.indexable).flatMap((route) =>
      LANGUAGES.map((language) => localizePath(route.path, language)),
    );
    expect(indexable.filter((url) => !linked.has(url))).toEqual([]);
  });

  it('reports a missing page, a missing anchor and a missing in-page anchor (the check can fail)', () => {
    const fake: Page = {
      url: '/fake',
      document: parse(
        '<a href="/no-such-route">x</a><a href="/#no-such-section">y</a><a href="#nowhere">z</a><a href="/andrea#pricing">ok</a>',
      ),
    };
    expect(brokenLinks(distDir, [...pages, fake]).broken.filter((line) => line.startsWith('/fake'))).toEqual([
      '/fake -> /no-such-route: no file in the build',
      '/fake -> /#no-such-section: no element with id "no-such-section" on /',
      '/fake -> #nowhere: no element with id "nowhere" on /fake',
    ]);
  });
});
