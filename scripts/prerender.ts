/**
 * Writes one static HTML file per route, per alias and per language, plus 404 pages, the sitemap
 * and robots.txt, all from the route table (driven by the server bundle of the app).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { archiveTerms } from './terms-archive.ts';
import { termsArchivePath } from '../supabase/functions/_shared/order-reference.ts';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../src/entry-server';
import type { RouteDef } from '../src/config/routes';
import type { Language } from '../src/config/site';
import type { LanguageResources } from '../src/i18n/namespaces';
import { splitCss } from './critical-css';
import { parseLocaleJson } from './i18n-locate';

export const NOT_FOUND_URL = '/__not-found__';

export interface PrerenderOptions {
  distDir: string;
  serverEntry: string;
  localesDir: string;
}

async function readResources(
  entry: typeof ServerEntry,
  localesDir: string,
  language: Language,
  route: RouteDef,
): Promise<LanguageResources> {
  const namespaces = entry.pageNamespaces(route);
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const file = path.join(localesDir, language, `${ns}.json`);
      return [ns, parseLocaleJson(path.relative(process.cwd(), file), await readFile(file, 'utf8'))] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The page's translations, which the browser's first render needs to match the HTML. They are
 * not inlined (about 7 KB gzip on the home page: a second round trip before the first paint on a
 * phone): the loader preloads them beside the entry module, after the page has painted, and
 * main.tsx reads the same URLs (src/i18n/initial-resources.ts).
 */
export function localesMeta(entry: typeof ServerEntry, language: Language, route: RouteDef): string {
  // A Czech page also reads the English fallback (D8), so it comes along instead of after.
  const languages = [...new Set([language, entry.DEFAULT_LANGUAGE])];
  const urls = languages.flatMap((lng) => entry.pageNamespaces(route).map((ns) => entry.localeUrl(lng, ns)));
  return `<meta name="app-locales" content="${urls.join(' ')}">`;
}

/** Vite's build manifest (`.vite/manifest.json`), as far as the prerender reads it. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/**
 * Every module hydration needs beyond the entry script itself, in the order they are needed:
 * the entry's static imports, the page's chunk with its imports, and react-dom's client (which
 * main.tsx imports last). The loader modulepreloads them beside the entry, so they come in one
 * round trip, not one after another as each module names the next (three round trips before
 * hydration on a phone's 150 ms); the same modules load before hydration either way.
 */
export function modulesMeta(manifest: BuildManifest, pageSource: string): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('prerender: no entry in the build manifest');
  const client = manifest[entryKey].dynamicImports?.find((key) => key.includes('react-dom/client'));
  if (!client) throw new Error("prerender: the entry does not import 'react-dom/client'");
  if (!manifest[pageSource]) throw new Error(`prerender: no chunk for ${pageSource} in the build manifest`);
  const listed = new Set<string>([entryKey]);
  const files: string[] = [];
  const follow = (key: string) => {
    if (listed.has(key)) return;
    listed.add(key);
    files.push(`/${manifest[key].file}`);
    manifest[key].imports?.forEach(follow);
  };
  manifest[entryKey].imports?.forEach(follow);
  follow(pageSource);
  follow(client);
  return `<meta name="app-modules" content="${files.join(' ')}">`;
}

/**
 * The root redirect (D4) runs before first paint: the prerender inlines the pure decision function
 * from src/i18n/language.ts with the language table's prefixes, so the head script and the
 * unit-tested rule are one piece of code.
 */
export function rootRedirectScript(entry: typeof ServerEntry): string {
  const decide = entry.rootRedirect.toString();
  const table = `${JSON.stringify(entry.ROOT_REDIRECTS)},${JSON.stringify(entry.DEFAULT_LANGUAGE)}`;
  return (
    `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(entry.STORAGE_KEY)})}catch(e){}` +
    `var l=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];` +
    `var o=document.referrer.indexOf(location.origin+'/')===0;` +
    `var h=(${decide})(location.pathname,s,l,o,${table});if(h)location.replace(h+location.search+location.hash)})()`
  );
}

/**
 * An inline script's source, minified with esbuild rather than Vite's own minifier, which writes
 * every string as a template literal: beside the page's HTML, brotli packs quoted strings smaller
 * (measured on /cs/terms: 46 B). Imported here, not at the top: esbuild refuses to load under
 * jsdom, where tests import this module through scripts/build.ts.
 */
async function inlineScript(source: string): Promise<string> {
  const { transform } = await import('esbuild');
  return (await transform(source, { minify: true, target: 'es2022' })).code.replace(/;\s*$/, '');
}

/**
 * The page's own script, in its first bytes: D35's holder of early taps (src/lib/early-tap.ts),
 * then the loader (src/lib/app-loader.ts: the only way the app's JavaScript enters the page, after
 * its largest paint). Inlined from the server bundle with `toString()` and minified, as it is in
 * every page's first round trip; one script, the same text on every page, so one CSP hash (each
 * hash is 54 B of every response's headers).
 */
export async function pageScript(entry: Pick<typeof ServerEntry, 'holdEarlyTaps' | 'loadAppAfterPaint'>): Promise<string> {
  return inlineScript(`(${entry.holdEarlyTaps.toString()})(document,window);(${entry.loadAppAfterPaint.toString()})(document,window)`);
}

/** Where each page's critical CSS goes in the template. */
const CSS_SLOT = '<!--app-css-->';

/**
 * Turns Vite's shell into the prerender template: the entry `<script src>` and its modulepreloads
 * become `<meta name="app-entry">`, which the page's script reads (`pageScript`). When
 * `inlineCss`, the stylesheet link becomes a slot for the page's critical CSS and the loader's
 * `<meta name="app-css">`, and a `<noscript>` link so a visitor without JavaScript still gets
 * every rule.
 */
export async function shellTemplate(
  distDir: string,
  html: string,
  inlineCss: boolean,
): Promise<{ template: string; css: string; cssHref: string }> {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('prerender: no entry <script type="module" src> in dist/index.html');
  let template = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('</head>', `  <meta name="app-entry" content="${entry[1]}">\n  </head>`);
  let css = '';
  let cssHref = '';
  if (inlineCss) {
    const link = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/.exec(template);
    if (!link) throw new Error('prerender: no stylesheet <link> in dist/index.html');
    cssHref = link[1];
    css = await readFile(path.join(distDir, cssHref), 'utf8');
    template = template.replace(link[0], `${CSS_SLOT}<noscript><link rel="stylesheet" href="${cssHref}"></noscript>`);
  }
  return { template, css, cssHref };
}

/**
 * Puts the rules `html` uses into its CSS slot, and names the stylesheet of the rest for the
 * loader (see scripts/critical-css.ts): a file beside the full stylesheet, named by its content,
 * so pages with the same classes share it.
 */
export function inlineCriticalCss(html: string, css: string, cssHref: string): { html: string; rest?: { href: string; text: string } } {
  if (!css) return { html };
  const { inline, rest } = splitCss(css, html);
  const href = `${path.posix.dirname(cssHref)}/rest-${createHash('sha256').update(rest).digest('base64url').slice(0, 10)}.css`;
  const slot = `<style>${inline.replace(/<\/style/gi, '<\\/style')}</style><meta name="app-css" content="${href}">`;
  return { html: html.replace(CSS_SLOT, () => slot), rest: { href, text: rest } };
}

/** Whether the stylesheet is inlined into every page (bench: see README "Performance"). */
export const INLINE_CSS = process.env.PRERENDER_INLINE_CSS !== '0';

const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every indexable primary URL in both languages with its alternates (D2: no aliases). */
export function sitemapXml(entry: typeof ServerEntry, siteUrl: string): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls = (entry.ROUTES as readonly RouteDef[])
    .filter((route) => route.indexable)
    .flatMap((route) => {
      const alternates = [
        ...entry.LANGUAGES.map((lng) => ({ lang: lng as string, href: base + entry.localizePath(route.path, lng) })),
        { lang: 'x-default', href: base + route.path },
      ];
      const links = alternates
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${xmlEscape(alt.href)}"/>`)
        .join('\n');
      return entry.LANGUAGES.map(
        (lng) => `  <url>\n    <loc>${xmlEscape(base + entry.localizePath(route.path, lng))}</loc>\n${links}\n  </url>`,
      );
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}

export function outputFile(distDir: string, urlPath: string): string {
  return path.join(distDir, urlPath === '/' ? '' : urlPath, 'index.html');
}

export async function prerender({ distDir, serverEntry, localesDir }: PrerenderOptions) {
  const entry = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;
  const { template, css, cssHref } = await shellTemplate(distDir, await readFile(path.join(distDir, 'index.html'), 'utf8'), INLINE_CSS);
  const script = await pageScript(entry);
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const written: string[] = [];

  const page = async (url: string, route: RouteDef, language: Language, file: string, isNotFound = false) => {
    const resources = await readResources(entry, localesDir, language, route);
    const rendered = await entry.render({ url, route, language, resources, isNotFound });
    const modules = modulesMeta(manifest, `src/pages/${await entry.pageComponentName(route)}.tsx`);
    const head = `${rendered.head}\n    ${localesMeta(entry, language, route)}${modules}`;
    const html = template
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(
        '<!--app-head-->',
        `${url === '/' ? `<script>${rootRedirectScript(entry)}</script>\n    ` : ''}<script>${script}</script>\n    ${head}`,
      )
      .replace('<!--app-html-->', rendered.html);
    await mkdir(path.dirname(file), { recursive: true });
    const styled = inlineCriticalCss(html, css, cssHref);
    if (styled.rest) await writeFile(path.join(distDir, styled.rest.href), styled.rest.text);
    await writeFile(file, styled.html);
    written.push(path.relative(distDir, file));
  };

  for (const route of entry.ROUTES as readonly RouteDef[]) {
    for (const routePath of entry.routePaths(route)) {
      for (const language of entry.LANGUAGES) {
        const url = entry.localizePath(routePath, language);
        await page(url, route, language, outputFile(distDir, url));
      }
    }
  }
  for (const language of entry.LANGUAGES) {
    const url = entry.localizePath(NOT_FOUND_URL, language);
    await page(url, entry.NOT_FOUND_ROUTE, language, path.join(distDir, entry.localizePath('/404.html', language)), true);
  }
  // The Terms as this build shows them, kept under a name their content decides; every page names that version.
  const termsPath = entry.routeById('terms').path;
  const terms = await archiveTerms(
    distDir,
    new Map(entry.LANGUAGES.map((language) => [language, outputFile(distDir, entry.localizePath(termsPath, language))])),
    written.filter((file) => file.endsWith('.html')).map((file) => path.join(distDir, file)),
  );
  written.push(...entry.LANGUAGES.map((language) => termsArchivePath(terms, language).slice(1)));
  // The web app manifest of each language (its name and description), with index.html's theme colour.
  const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(template)?.[1];
  if (!themeColor) throw new Error('prerender: no <meta name="theme-color"> in index.html');
  for (const language of entry.LANGUAGES) {
    const resources = await readResources(entry, localesDir, language, entry.routeById('home'));
    const file = path.join(distDir, entry.manifestPath(language));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, entry.manifest({ language, resources, themeColor }));
    written.push(path.relative(distDir, file));
  }
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(entry, entry.site.url));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(entry.site.url));
  written.push('sitemap.xml', 'robots.txt');
  return written;
}
