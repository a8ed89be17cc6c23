import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The load's content floor: each judged URL's own prerendered HTML, inline CSS, icons and manifest
 * with nothing that runs, served beside the build under a bench-only prefix and loaded at the same
 * moments as the URL. What a URL reads over its copy is what its scripts cost. The icons and the
 * manifest stay because lantern counts their requests into the LCP when they end before the first
 * paint: both sides pay them alike. Written after the build and removed when the bench ends, so no
 * deploy ever carries a copy.
 */
export const STATIC_COPY_PREFIX = '/__bench-static';

/** Where the copy of a URL is served: `/cs/andrea` -> `/__bench-static/cs/andrea`, `/` -> `/__bench-static/`. */
export const staticCopyPath = (url: string) => `${STATIC_COPY_PREFIX}${url}`;

/** Data islands (JSON-LD) stay: they run nothing, and they are part of the page's bytes. */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>\s*/g;
/** A fetch of code ahead of its use is part of what the scripts cost, not of the content. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>\s*|<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>\s*/g;

/** A prerendered page without what runs: its scripts and its script preloads. */
export function staticCopy(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
}

/** The copy of each URL, read from its prerendered page in the build. */
export async function writeStaticCopies(distDir: string, urls: string[]): Promise<void> {
  for (const url of urls) {
    const html = await readFile(path.join(distDir, `.${url}`, 'index.html'), 'utf8');
    const dir = path.join(distDir, `.${staticCopyPath(url)}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), staticCopy(html));
  }
}
