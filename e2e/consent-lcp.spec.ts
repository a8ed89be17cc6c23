import { ROUTES, type RouteDef } from '../src/config/routes';
import { localizePath } from '../src/i18n/language';
import { expect, test } from './fixtures';
import { LANGUAGES } from '../supabase/functions/_shared/languages';

/**
 * D28: the cookie banner appears only after hydration, so if one of its text blocks were the
 * largest element in the viewport, the browser would report it as the LCP and the page's LCP would
 * wait for the JavaScript. Measured with the browser's own largest-contentful-paint entries on
 * every page, at the narrowest supported width and at Lighthouse's phone width.
 */
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 412, height: 823 },
];

const urls = [...(ROUTES as readonly RouteDef[]).map((route) => route.path), '/no-such-page'].flatMap((path) =>
  LANGUAGES.map((language) => localizePath(path, language)),
);

test.describe('the cookie banner never becomes the largest contentful paint (D28)', () => {
  for (const url of urls) {
    test(`${url}`, async ({ page }) => {
      await page.addInitScript(() => {
        const entries: { size: number; inBanner: boolean; text: string }[] = [];
        (window as unknown as { __lcp: typeof entries }).__lcp = entries;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
            entries.push({
              size: entry.size,
              inBanner: Boolean(entry.element?.closest('[data-testid="cookie-banner"]')),
              text: (entry.element?.textContent ?? '').slice(0, 60),
            });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(url);
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        // Two frames after the banner painted: any LCP entry it causes has been reported by then.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const entries = await page.evaluate(
          () => (window as unknown as { __lcp: { size: number; inBanner: boolean; text: string }[] }).__lcp,
        );
        expect(entries.length, `${url} at ${viewport.width}px reported no LCP`).toBeGreaterThan(0);
        const last = entries[entries.length - 1];
        expect(last.inBanner, `${url} at ${viewport.width}px: LCP is the banner's "${last.text}"`).toBe(false);
      }
    });
  }
});
