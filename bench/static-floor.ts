import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The load's content floor, printed beside the one-heading reference and never judged: the home
 * page's own prerendered HTML and inline CSS with no JavaScript, and no icons or manifest (the
 * reference links none). What a URL reads over it is what its scripts cost; what it reads over the
 * reference is what the page's content costs before any script runs.
 */
export const STATIC_FLOOR_PATH = '/__bench-static-home';

/** Data islands (JSON-LD) stay: they run nothing, and they are part of the page's bytes. */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
const ICON_OR_MANIFEST = /<link\b[^>]*\brel="(?:icon|apple-touch-icon|manifest)"[^>]*>\s*/g;

/** A prerendered page without what runs or what lantern may add to its LCP: scripts, icons, manifest. */
export function staticCopy(html: string): string {
  const copy = html.replace(EXECUTABLE_SCRIPT, '').replace(ICON_OR_MANIFEST, '');
  // As the reference does, so the browser does not ask for /favicon.ico either.
  return copy.replace('</head>', '<link rel="icon" href="data:,">\n</head>');
}

export async function writeStaticFloor(distDir: string): Promise<void> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  await mkdir(path.join(distDir, STATIC_FLOOR_PATH), { recursive: true });
  await writeFile(path.join(distDir, STATIC_FLOOR_PATH, 'index.html'), staticCopy(html));
}
