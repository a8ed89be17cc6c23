/**
 * Writes one static HTML file per route, per alias and per language, plus 404 pages, the sitemap
 * and robots.txt, all from the route table (driven by the server bundle of the app).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../src/entry-server';
import type { RouteDef } from '../src/app/routes';
import type { Language } from '../src/config/site';
import type { LanguageResources } from '../src/i18n/namespaces';

export const NOT_FOUND_URL = '/__not-found__';

export interface PrerenderOptions {
  distDir: string;
  serverEntry: string;
  localesDir: string;
}

async function readResources(localesDir: string, language: Language, route: RouteDef): Promise<LanguageResources> {
  const namespaces = ['common', ...route.namespaces];
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, JSON.parse(await readFile(path.join(localesDir, language, `${ns}.json`), 'utf8'))] as const),
  );
  return Object.fromEntries(entries);
}

/** JSON inside <script type="application/json">: "<" escaped so no text can close the tag. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * The root redirect (D4) runs before first paint: the prerender inlines the pure decision function
 * from src/i18n/language.ts, so the head script and the unit-tested rule are one piece of code.
 */
export function rootRedirectScript(entry: typeof ServerEntry): string {
  const decide = entry.shouldRedirectRootToCzech.toString();
  return (
    `(function(){var s=null;try{s=localStorage.getItem(${JSON.stringify(entry.STORAGE_KEY)})}catch(e){}` +
    `var l=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];` +
    `if((${decide})(location.pathname,s,l))location.replace('/cs'+location.search+location.hash)})()`
  );
}

export function outputFile(distDir: string, urlPath: string): string {
  return path.join(distDir, urlPath === '/' ? '' : urlPath, 'index.html');
}

export async function prerender({ distDir, serverEntry, localesDir }: PrerenderOptions) {
  const entry = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const written: string[] = [];

  const page = async (url: string, route: RouteDef, language: Language, file: string, isNotFound = false) => {
    const resources = await readResources(localesDir, language, route);
    const rendered = await entry.render({ url, route, language, resources, isNotFound });
    const html = template
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace('<!--app-head-->', url === '/' ? `<script>${rootRedirectScript(entry)}</script>\n    ${rendered.head}` : rendered.head)
      .replace('<!--app-html-->', rendered.html)
      .replace('<!--app-state-->', `<script type="application/json" id="app-state">${serializeState(rendered.state)}</script>`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
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
    await page(url, entry.NOT_FOUND_ROUTE, language, path.join(distDir, language === 'en' ? '' : language, '404.html'), true);
  }
  return written;
}
