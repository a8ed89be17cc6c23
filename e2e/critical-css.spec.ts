import type { Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '../src/config/routes';
import { localizePath } from '../src/i18n/language';
import { expect, test } from './fixtures';
import { LANGUAGES } from '../supabase/functions/_shared/languages';

/**
 * Issue 6: each prerendered page inlines only the CSS rules its HTML uses (scripts/critical-css.ts)
 * and the full stylesheet comes later. Proof that nothing the first paint needs was dropped: with
 * JavaScript off, the page rendered from the inline rules alone (the full stylesheet blocked) is
 * pixel for pixel the page rendered with every rule (the `<noscript>` stylesheet allowed).
 */
test.use({ javaScriptEnabled: false });

async function screenshot(page: Page, url: string, fullStylesheet: boolean): Promise<Buffer> {
  await page.unrouteAll();
  if (!fullStylesheet) await page.route(/\/assets\/[\w-]+\.css$/, (route) => route.abort());
  await page.goto(url);
  // Lazy images would load while the full-page screenshot grows the viewport, racing the capture:
  // they all load at once here, the same way in both variants.
  await page.evaluate(() => {
    return Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    );
  });
  // Nothing else is fetched after that: no script runs, the CSS has no url(), the fonts are the
  // system's (a wait for the network to idle cost half a second per capture).
  return page.screenshot({ fullPage: true, animations: 'disabled' });
}

/**
 * A rule missing from the inline CSS changes the page every time. Chromium's raster, seldom, draws
 * a few edge pixels of one full-page capture differently (3 pixels of a border's corner, seen in
 * 1 of ~90 comparisons), so a difference must repeat in a second pair of captures to count.
 */
async function rendersTheSame(page: Page, url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const inlineOnly = await screenshot(page, url, false);
    if (inlineOnly.equals(await screenshot(page, url, true))) return true;
  }
  return false;
}

const pages = [...(ROUTES as readonly RouteDef[]).map((route) => route.path), '/no-such-page'];
for (const language of LANGUAGES) {
  for (const path of pages) {
    const url = localizePath(path, language);
    test(`${url}: the inline CSS alone renders the page exactly as the full stylesheet does`, async ({ page }) => {
      for (const width of language === 'en' ? [360, 1280] : [390]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await rendersTheSame(page, url), `${url} at ${width} px differs without the full stylesheet`).toBe(true);
      }
    });
  }
}

test("the full stylesheet is in no page's first request wave: the loader adds it after the largest paint", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  const order: string[] = [];
  page.on('request', (request) => order.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForSelector('html[data-hydrated]');
  const css = order.findIndex((path) => /\/assets\/[\w-]+\.css$/.test(path));
  const entry = order.findIndex((path) => /\/assets\/index-[\w-]+\.js$/.test(path));
  expect(css).toBeGreaterThan(0);
  expect(css).toBeLessThan(entry);
  expect(await page.locator('link[data-app-css]').evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
  await context.close();
});
