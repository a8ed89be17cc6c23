import type { Page } from '@playwright/test';
import { NOT_FOUND_ROUTE, ROUTES, routePaths, type RouteDef } from '../src/config/routes';
import { localizePath } from '../src/i18n/language';
import { expect, test } from './fixtures';
import { englishOnlyTexts, metaTitle } from './locales';
import { expectNoAxeViolations, watchCsp } from './page-checks';
import { LANGUAGES, type Language } from '../supabase/functions/_shared/languages';

/**
 * Every address in both languages, landed on as a visitor lands: what every page owes, checked on
 * one load of it. Served with its Content-Security-Policy (issue 7, D3); its `lang`, a single
 * `h1` and its title, still its own once the head is managed after hydration; no English copy on
 * a Czech page; no CSP violation from the first byte until the network has settled; and an axe
 * scan (WCAG 2.1 AA) with nothing to report. One load rather than one per concern: three suites
 * each loading every address and waiting for its network were about two minutes of a 2-core CI run.
 */
async function land(page: Page, url: string, status: number): Promise<() => Promise<void>> {
  const consoleReports = await watchCsp(page);
  const response = await page.goto(url);
  expect(response?.status()).toBe(status);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  return async () => {
    expect(await page.evaluate(() => window.__cspViolations), 'CSP violations').toEqual([]);
    expect(consoleReports, 'CSP reports in the console').toEqual([]);
  };
}

async function expectOwnHead(page: Page, route: RouteDef, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page).toHaveTitle(metaTitle(route, language));
}

test.describe('every address in both languages', () => {
  for (const route of ROUTES as readonly RouteDef[]) {
    for (const path of routePaths(route)) {
      for (const language of LANGUAGES) {
        const url = localizePath(path, language);
        test(url, async ({ page }) => {
          const noCspViolations = await land(page, url, 200);
          await expectOwnHead(page, route, language);
          const h1 = page.locator('h1');
          await expect(h1).toHaveCount(1);
          expect((await h1.innerText()).trim().length).toBeGreaterThan(2);
          await page.waitForLoadState('networkidle');
          await expectOwnHead(page, route, language);
          if (language === 'cs') {
            const body = await page.locator('body').innerText();
            const leaks = englishOnlyTexts(['common', ...route.namespaces]).filter((text) => body.includes(text));
            expect(leaks, 'English copy on a Czech page').toEqual([]);
          }
          await noCspViolations();
          // An alias serves the same page as its route's own path: scanned there.
          if (path === route.path) await expectNoAxeViolations(page, url);
        });
      }
    }
  }

  for (const language of LANGUAGES) {
    const url = localizePath(language === 'cs' ? '/tohle-neexistuje' : '/no-such-page', language);
    test(`${url}: the 404 page, with a way on`, async ({ page }) => {
      const noCspViolations = await land(page, url, 404);
      await expectOwnHead(page, NOT_FOUND_ROUTE, language);
      await expect(page.locator('main a[href="' + localizePath('/', language) + '"]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noCspViolations();
      await expectNoAxeViolations(page, url);
    });
  }
});
