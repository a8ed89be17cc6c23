/**
 * Byte budgets, measured the same way by `npm run bench` and by the test suite (e2e/budgets.spec.ts):
 * what the home page fetches in D29's two phases, and each page's HTML on the wire.
 */
import { request } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export const BUDGETS = {
  /**
   * D29: JavaScript (gzip) that arrives before React has hydrated; 110 until D58 (no islands), 117
   * until D59 (i18next-http-backend used directly, react-router's link click handler), 120 until
   * D59's turn 4 (react-router as the package publishes it, no rewrite of its files), 125 until
   * D61 (error boundaries, the full-load fallback and the plain toasts: +0.95 KB), 126 until the
   * merge of issue 33's forms, tap targets and demo with issues 35-37 (129,669 B measured, D59),
   * 127 until D76 (a tap's own frame first: 130,048 → 130,124 B, every tap's INP 2-3x shorter),
   * 128 until D87 (react-router's data router, D79: 129,983 → 146,479 B), 144 until D86, D88 and
   * D89 (the plan's path to checkout, the reader's place across a language switch, the waiting
   * list's confirmation call, the launch facts: 146,479 → 147,539 B), 145 until D103 (Back and
   * Forward through react-router's scroll restoration, a failed chunk asked for again, the
   * checkout loop, the waiting list's round 5, the visitor's round 6 and the funnel's events: 147,877 →
   * 150,293 B).
   */
  beforeHydrationKb: 147,
  /** D29: JavaScript (gzip) within 10 s with no input: the critical path plus idle prefetch. */
  /**
   * 170 until the merges of issues 32-37 (174,648 B measured, D59); 171 until a form's success
   * came into view below the sticky header (175,103 → 175,166 B, D59); 172 until D87 (the data
   * router: 175,226 → 191,677 B); 188 until D86 (one path from a plan to its checkout, the
   * reader's place across a language switch, the demo's trial: 191,677 → 192,680 B) and D89 (the
   * launch facts and the data processing terms' route: about 0.2 KB more), 189 until D103 (as
   * before hydration, and the funnel's campaign reader at idle with the signup: 192,962 → 196,108 B).
   */
  within10sKb: 192,
  /**
   * A simulated phone gets a document's first 10 TCP segments (10 x 1460 B, headers included) in one
   * round trip; every byte beyond costs another (~150 ms of LCP). D32 second pass.
   */
  documentBytes: 14_600,
  /**
   * The Terms, which must carry the complaints section and the § 1826 information in full (D89):
   * their head and first screen still arrive in the first round trip, the rest one round trip later.
   */
  legalDocumentBytes: 17_000,
};

/**
 * The routes held to `legalDocumentBytes` instead of `documentBytes` (D89): the Terms, and since
 * review 5's breach, consumer-mailbox and mailbox-store texts the Privacy Policy (D104). Their head
 * and first screen still arrive in the first round trip; only the later sections do not.
 */
export const LEGAL_DOCUMENT_URLS: readonly string[] = ['/terms', '/cs/terms', '/privacy', '/cs/privacy'];

/** A page's document budget in bytes with headers: the first round trip, or the legal documents' own (D89, D104). */
export const documentBudget = (url: string) => (LEGAL_DOCUMENT_URLS.includes(url) ? BUDGETS.legalDocumentBytes : BUDGETS.documentBytes);

export const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

export interface HomeScripts {
  /** Requested before `html[data-hydrated]`. */
  beforeHydration: string[];
  /** Requested after hydration and within 10 s of the navigation, with no input. */
  atIdle: string[];
  /** Requested while the page is then scrolled to its end. */
  onScroll: string[];
}

/** A script the page had requested when React marked it hydrated, and when (resource timing's `startTime`). */
export interface HydrationScript {
  file: string;
  start: number;
}

/**
 * From the next navigation on, the page lists the scripts it had requested when React marked it
 * hydrated, from its own resource timing: Node's request events reach us late on a busy machine,
 * and timing them by Node's clock counted critical scripts as idle ones (109.9 KB read as 106.3 KB).
 * Read the list with `scriptsAtHydration` once `html[data-hydrated]` is there.
 */
export async function recordScriptsAtHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      (window as unknown as { hydrationScripts: HydrationScript[] }).hydrationScripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime }));
      observer.disconnect();
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  });
}

export async function scriptsAtHydration(page: Page): Promise<HydrationScript[]> {
  return page.evaluate(() => (window as unknown as { hydrationScripts: HydrationScript[] }).hydrationScripts);
}

/**
 * The home page's scripts by D29 phase, observed in Chromium rather than derived from the build
 * graph, so nothing loaded later (after `load`, at idle, by an effect) escapes the count. The page
 * is opened, left alone for 10 s, then scrolled to the end.
 */
export async function homeScripts(page: Page, pageOrigin: string): Promise<HomeScripts> {
  const seen: { file: string }[] = [];
  await recordScriptsAtHydration(page);
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === pageOrigin && url.pathname.endsWith('.js') && !seen.some((s) => s.file === url.pathname))
      seen.push({ file: url.pathname });
  });
  const start = Date.now();
  await page.goto(`${pageOrigin}/`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  const hydrated = new Set((await scriptsAtHydration(page)).map((script) => script.file));
  await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - start)));
  const untilTen = seen.length;
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState('networkidle');
  return {
    beforeHydration: seen
      .slice(0, untilTen)
      .filter((s) => hydrated.has(s.file))
      .map((s) => s.file),
    atIdle: seen
      .slice(0, untilTen)
      .filter((s) => !hydrated.has(s.file))
      .map((s) => s.file),
    onScroll: seen.slice(untilTen).map((s) => s.file),
  };
}

/**
 * Each file with its gzip size, largest first: what a failed budget prints, so that whoever renamed
 * a file or added an import sees which chunk grew or moved into the phase.
 */
export async function describeFiles(files: string[], distDir: string): Promise<string> {
  const sized = await Promise.all(files.map(async (file) => ({ file, bytes: gzipSize(await readFile(path.join(distDir, file))) })));
  return sized
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ file, bytes }) => `${path.basename(file)} ${(bytes / 1024).toFixed(1)} KB`)
    .join(', ');
}

export async function gzipBytesOf(files: string[], distDir: string): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSize(await readFile(path.join(distDir, file)));
  return total;
}

/**
 * Bytes of one page's response as a browser receives it from the server: status line, headers and
 * the compressed body (Chromium's Accept-Encoding). Fetched raw: Node's fetch would decompress.
 */
export function documentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' } }, (res) => {
      const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${res.rawHeaders.map((v, i) => (i % 2 ? `${v}\r\n` : `${v}: `)).join('')}\r\n`;
      let body = 0;
      res.on('data', (chunk: Buffer) => (body += chunk.length));
      res.on('end', () => resolve(Buffer.byteLength(head) + body));
    });
    req.on('error', reject);
    req.end();
  });
}
