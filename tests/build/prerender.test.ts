/**
 * Issue 6 build test: the prerendered files themselves (what a crawler and a no-JS visitor get).
 * D1 noindex variants, D2 aliases, D3 Czech 404, D4 redirect script only on /, D6 crawlable copy
 * is the page itself, D7 head tags.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routePaths, type RouteDef } from '../../src/config/routes';
import { site, type Language } from '../../src/config/site';
import { metaValues } from '../../src/features/seo/page-head';
import { LANGUAGES, localizePath } from '../../src/i18n/language';
import { PSEUDO_CODE } from '../pseudo/pseudo-locale';
import { DEFAULT_LANGUAGE, LANGUAGE_TABLE, languageEntry } from '../../supabase/functions/_shared/languages';
import { typeset } from '../../src/i18n/typography';
import { outputFile } from '../../scripts/prerender';
import { buildOnce, localeValue, readDist } from './build-once';

const routes = ROUTES as readonly RouteDef[];
/** Every language of the table but `language`, in the table's order. */
const others = (language: Language) => LANGUAGES.filter((each) => each !== language);
const CURRENCIES = [...new Set(LANGUAGE_TABLE.map((entry) => entry.currency))];
const base = site.url.replace(/\/$/, '');
let distDir: string;
const documents = new Map<string, Document>();

async function page(url: string): Promise<Document> {
  let doc = documents.get(url);
  if (!doc) {
    const file = outputFile(distDir, url);
    doc = new JSDOM(await readDist(distDir, path.relative(distDir, file))).window.document;
    documents.set(url, doc);
  }
  return doc;
}

/** Typeset text as the head carries it: plain hyphens, since a head is not laid out in lines (issue 33). */
const headText = (text: string, language: Language) => typeset(text, language).replace(/\u2011/g, '-');

/** A meta string of the locale files as the head shows it: {{variables}} filled from site.ts (issue 19). */
async function metaText(language: Language, route: RouteDef, field: string): Promise<string> {
  const values: Record<string, unknown> = metaValues(language);
  const text = String(await localeValue(language, route.namespaces[0], `${route.meta}.${field}`));
  return headText(
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name])),
    language,
  );
}

const meta = (doc: Document, name: string) => doc.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const every = routes.flatMap((route) =>
  routePaths(route).flatMap((routePath) =>
    LANGUAGES.map((language) => ({ route, routePath, language, url: localizePath(routePath, language) })),
  ),
);

beforeAll(async () => {
  distDir = await buildOnce();
}, 120_000);

describe('every route and alias, in both languages', () => {
  it.each(every.map((c) => [c.url, c] as const))('%s: file, h1, title, lang, description', async (_url, { route, language, url }) => {
    expect(existsSync(outputFile(distDir, url)), `${url} has no HTML file`).toBe(true);
    const doc = await page(url);
    expect(doc.documentElement.lang).toBe(language);
    const titles = doc.querySelectorAll('title');
    expect(titles).toHaveLength(1);
    expect(titles[0].textContent).toBe(await metaText(language, route, 'title'));
    expect(meta(doc, 'description')).toBe(await metaText(language, route, 'description'));
    expect(meta(doc, 'description')).not.toMatch(/\{\{|\}\}/);
    // What a search result shows before it cuts the text short (copy.md); the pseudo-locale of the
    // recipe run lengthens every text on purpose (D51).
    if ((language as string) !== PSEUDO_CODE) {
      expect([...(titles[0].textContent ?? '')].length, 'title').toBeLessThanOrEqual(60);
      expect([...(meta(doc, 'description') ?? '')].length, 'description').toBeLessThanOrEqual(160);
    }
    const h1 = doc.querySelectorAll('#root h1');
    expect(h1).toHaveLength(1);
    expect(h1[0].textContent?.trim().length).toBeGreaterThan(2);
  });

  it.each(every.map((c) => [c.url, c] as const))('%s: canonical and reciprocal hreflang (D2, D7)', async (_url, { route, language }) => {
    const doc = await page(localizePath(routePaths(route)[0], language));
    const canonical = doc.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    // Aliases render the primary page and point to it; primaries point to themselves.
    const aliasDoc = await page(localizePath(_url, language));
    expect(aliasDoc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(base + localizePath(route.path, language));
    const alternates = [...aliasDoc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(Object.fromEntries(alternates)).toEqual({
      ...Object.fromEntries(LANGUAGES.map((each) => [each, base + localizePath(route.path, each)])),
      'x-default': base + localizePath(route.path, DEFAULT_LANGUAGE),
    });
    // Reciprocal: every other language's page lists this page's URL under this language.
    for (const otherLanguage of others(language)) {
      const other = await page(localizePath(route.path, otherLanguage));
      expect(other.head.querySelector(`link[rel="alternate"][hreflang="${language}"]`)?.getAttribute('href')).toBe(
        base + localizePath(route.path, language),
      );
    }
    const ogLocale = aliasDoc.head.querySelector('meta[property="og:locale"]')?.getAttribute('content');
    expect(ogLocale).toBe(languageEntry(language).ogLocale);
    const ogAlternates = [...aliasDoc.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content'));
    expect(ogAlternates).toEqual(others(language).map((other) => languageEntry(other).ogLocale));
    // The share card in the page's language, and the file is in the build (scripts/share-images.ts).
    const ogImage = aliasDoc.head.querySelector('meta[property="og:image"]')?.getAttribute('content');
    expect(ogImage).toBe(`${base}/images/share-${language}.png`);
    expect(existsSync(path.join(distDir, new URL(ogImage ?? '').pathname))).toBe(true);
    expect(meta(aliasDoc, 'twitter:card')).toBe('summary_large_image');
    // X falls back to og:title, og:description and og:image: the same text twice would only cost bytes.
    expect(aliasDoc.head.querySelectorAll('meta[name^="twitter:"]')).toHaveLength(1);
  });

  it.each(every.map((c) => [c.url, c] as const))('%s: robots rules (D1)', async (_url, { route }) => {
    const doc = await page(_url);
    if (route.indexable) {
      expect(meta(doc, 'robots')).toBeUndefined();
      expect(meta(doc, 'googlebot')).toBeUndefined();
    } else {
      expect(meta(doc, 'robots')).toContain('noindex');
      if (route.id === 'exclusiveEarlyAccess') expect(meta(doc, 'googlebot')).toContain('noindex');
    }
  });

  it.each(every.map((c) => [c.url, c] as const))('%s: D6 the no-JS HTML holds headed sections', async (_url, { route }) => {
    const doc = await page(_url);
    const main = doc.querySelector('#root main');
    expect(main?.querySelector('h1')).not.toBeNull();
    // The confirmation link's page is one answer under one heading (UX-REVIEW-6 N5), never indexed.
    if (route.id !== 'waitlistConfirm') expect(main?.querySelectorAll('h2').length, 'no h2 section heading in <main>').toBeGreaterThan(0);
    for (const heading of main?.querySelectorAll('h1, h2') ?? []) expect(heading.textContent?.trim()).not.toBe('');
    // No hidden duplicate copy (D6): a single h1, no noscript copy of the page.
    expect(doc.querySelectorAll('noscript h1')).toHaveLength(0);
    // Without JavaScript the browser sends a form itself: a GET would put a name, an address and a
    // message into the URL, the history and the server's log.
    for (const form of doc.querySelectorAll('form')) expect(form.getAttribute('method'), form.outerHTML.slice(0, 80)).toBe('post');
  });

  it.each(every.map((c) => [c.url, c] as const))(
    '%s: interpolated copy reads cleanly; the footer carries the build year',
    async (_url, { language }) => {
      const text = (await page(_url)).querySelector('#root')?.textContent ?? '';
      // A value ending in a period ("s.r.o.") followed by the copy's own full stop; an ellipsis is fine.
      expect(text.match(/.{0,30}[^.]\.\.(?!\.).{0,10}/g), 'doubled full stop').toBeNull();
      expect(text).not.toMatch(/\{\{|\}\}|undefined|NaN/);
      expect(text).toContain(typeset(`© ${new Date().getFullYear()} ${site.company.legalName}`, language));
    },
  );
});

describe('scripts in the HTML (D4, performance recipe)', () => {
  it('no page fetches a script before paint: no <script src>, no modulepreload; one loader; redirect only on /', async () => {
    for (const { url } of every) {
      const html = await readDist(distDir, path.relative(distDir, outputFile(distDir, url)));
      expect(html, url).not.toMatch(/<script[^>]+\ssrc=/);
      expect(html, url).not.toContain('rel="modulepreload"');
      expect(html.match(/<meta name="app-entry" content="\/assets\/[^"]+\.js">/g), url).toHaveLength(1);
      expect(html.includes('function rootRedirect('), url).toBe(url === '/');
    }
  });

  it("every page names the modules its hydration needs for the loader: built files, each once, the page's own chunk among them", async () => {
    for (const { route, url } of every) {
      const doc = await page(url);
      const modules = meta(doc, 'app-modules')?.split(' ') ?? [];
      expect(new Set(modules).size, url).toBe(modules.length);
      expect(modules, url).not.toContain(meta(doc, 'app-entry'));
      for (const file of modules) expect(existsSync(path.join(distDir, file)), `${url}: ${file}`).toBe(true);
      expect(
        modules.some((file) => /\/vendor-[\w-]+\.js$/.test(file)),
        url,
      ).toBe(true);
      expect(
        modules.some((file) => /\/client-[\w-]+\.js$/.test(file)),
        url,
      ).toBe(true);
      expect(
        modules.filter((file) => /Page-[\w-]+\.js$/.test(file)),
        `${url} (${route.id})`,
      ).toHaveLength(1);
    }
  });
});

describe('CSS (issue 6: the page inlines only the rules it uses)', () => {
  it("every page inlines a subset of the full stylesheet, names its rest's stylesheet for the loader, and links the full one for no-JS visitors", async () => {
    const rests = new Set<string>();
    for (const { url } of every) {
      const doc = await page(url);
      const href = meta(doc, 'app-css') ?? '';
      expect(href, url).toMatch(/^\/assets\/rest-[\w-]+\.css$/);
      rests.add(href);
      const fullHref = /href="([^"]+)"/.exec(doc.head.querySelector('noscript')?.innerHTML ?? '')?.[1] ?? '';
      expect(fullHref, url).toMatch(/^\/assets\/index-[\w-]+\.css$/);
      const full = await readDist(distDir, fullHref.slice(1));
      const rest = await readDist(distDir, href.slice(1));
      const inline = doc.head.querySelectorAll('style');
      expect(inline, url).toHaveLength(1);
      expect(inline[0].textContent!.length, url).toBeGreaterThan(1000);
      expect(inline[0].textContent!.length, url).toBeLessThan(full.length * 0.8);
      expect(rest.length, url).toBeLessThan(full.length * 0.8);
      // A new registration or a rule for every element would restyle the whole page on arrival.
      expect(rest, url).not.toMatch(/@property|@keyframes|(^|[},])\*[,{]/);
      expect(doc.head.querySelector('link[rel="stylesheet"]:not(noscript *)'), url).toBeNull();
    }
    // Pages with the same classes share one file.
    expect(rests.size).toBeLessThan(every.length / 2);
  });
});

describe('translations the first render needs (issue 6, D32: preloaded after paint, not inlined)', () => {
  it('every page lists its own namespaces in its language (and the English fallback on Czech pages), each served from dist/', async () => {
    for (const { route, language, url } of every) {
      const html = await readDist(distDir, path.relative(distDir, outputFile(distDir, url)));
      expect(html, url).not.toContain('id="app-state"');
      const urls = (await page(url)).head.querySelector('meta[name="app-locales"]')?.getAttribute('content')?.split(' ') ?? [];
      const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
      expect(urls, url).toEqual(languages.flatMap((lng) => ['common', ...route.namespaces].map((ns) => `/locales/${lng}/${ns}.json`)));
      for (const file of urls) expect(existsSync(path.join(distDir, file)), `${url}: ${file}`).toBe(true);
    }
  });
});

/** What a reader sees of a page: the body's text without scripts and styles, the title and the description. */
function visibleTexts(doc: Document): string[] {
  const body = doc.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll('script, style, template').forEach((node) => node.remove());
  return [body.textContent ?? '', doc.title, meta(doc, 'description') ?? ''];
}

describe('typography (issue 18)', () => {
  // A one-letter Czech preposition or conjunction followed by an ordinary space (so it may end a line).
  const HANGING = /(?<=^|[\s\u00a0(„"'>])[kKsSvVzZoOuUaAiI] +(?=\S)/;

  it('no Czech page leaves a one-letter word or a number before an ordinary space; no page writes "..."', async () => {
    for (const { url, language } of every) {
      const doc = await page(url);
      for (const text of visibleTexts(doc)) {
        expect(text, url).not.toContain('...');
        if (language !== 'cs') continue;
        expect(text.match(HANGING)?.[0], url).toBeUndefined();
        expect(text.match(/\d (?=\d{3}(?!\d)|%|Kč)/)?.[0], url).toBeUndefined();
      }
    }
  });

  it('English pages keep their ordinary spaces: the Czech rules never run on them', async () => {
    for (const { url, language } of every) {
      if (language !== 'en') continue;
      for (const text of visibleTexts(await page(url))) expect(text.match(/(?<=\s)[aIA]\u00a0/)?.[0], url).toBeUndefined();
    }
  });
});

describe('structured data', () => {
  const blocks = async (url: string) =>
    [...(await page(url)).querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    );
  const types = async (url: string) => (await blocks(url)).map((b) => b['@type']);

  it.each(LANGUAGES.map((l) => [l]))(
    'home (%s): Organization, WebSite, Product with an offer per currency of the table; no FAQPage (D73)',
    async (language) => {
      const url = localizePath('/', language);
      expect(await types(url)).toEqual(['Organization', 'WebSite', 'Product']);
      const all = await blocks(url);
      const org = all[0];
      expect(org.legalName).toBe(site.company.legalName);
      expect(JSON.stringify(org)).toContain(site.company.ico);
      expect(org.vatID).toBe(site.company.dic);
      // Each language's WebSite is its own entity: the same @id on / and /cs named two URLs and languages.
      expect(all[1]).toMatchObject({ '@id': `${base}${url}#website`, url: `${base}${url}`, inLanguage: language });
      const offers = (all[2].offers as { price: string; priceCurrency: string }[]).map((o) => `${o.price} ${o.priceCurrency}`).sort();
      const expected = site.plans.flatMap((plan) => CURRENCIES.map((currency) => `${plan.monthlyPrice[currency]} ${currency}`)).sort();
      expect(offers).toEqual(expected);
    },
  );

  it('/andrea has the Product alone; other pages none (Organization and WebSite belong to the home page)', async () => {
    expect(await types('/cs/andrea')).toEqual(['Product']);
    expect(await types('/trust')).toEqual([]);
    expect(await types('/cs/terms')).toEqual([]);
  });
});

describe('sitemap, robots, 404 pages', () => {
  it('sitemap.xml parses as XML and lists exactly the indexable primaries in both languages, with alternates (D2)', async () => {
    const xml = await readDist(distDir, 'sitemap.xml');
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    expect(doc.querySelector('parsererror')).toBeNull();
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    const expected = routes.filter((r) => r.indexable).flatMap((r) => LANGUAGES.map((l) => base + localizePath(r.path, l)));
    expect(locs.sort()).toEqual(expected.sort());
    for (const route of routes.filter((r) => !r.indexable)) expect(xml).not.toContain(`${base}${route.path}<`);
    for (const alias of routes.flatMap((r) => r.aliases ?? [])) expect(xml).not.toContain(alias);
    const firstUrl = doc.getElementsByTagName('url')[0];
    // One alternate per language, plus x-default.
    expect(firstUrl.getElementsByTagName('xhtml:link')).toHaveLength(LANGUAGES.length + 1);
  });

  it('robots.txt points to the sitemap', async () => {
    expect(await readDist(distDir, 'robots.txt')).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('each language has its 404 page under its prefix (404.html, cs/404.html), noindex (D3)', async () => {
    for (const { code: lang, prefix } of LANGUAGE_TABLE) {
      const file = prefix ? `${prefix}/404.html` : '404.html';
      const doc = new JSDOM(await readDist(distDir, file)).window.document;
      expect(doc.documentElement.lang).toBe(lang);
      expect(meta(doc, 'robots')).toContain('noindex');
      expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
      // The file is served for every unknown path, so its language switch cannot name the path:
      // it leads to the other language's home, not to the build's own placeholder path.
      const others = LANGUAGE_TABLE.filter((entry) => entry.code !== lang).map((entry) => localizePath('/', entry.code));
      expect([...doc.querySelectorAll('a[hreflang]')].map((link) => link.getAttribute('href'))).toEqual(others);
    }
  });
});
