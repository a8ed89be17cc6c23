import { NOT_FOUND_ROUTE, ROUTES, routePaths, type RouteDef } from '../src/config/routes';
import { localizePath } from '../src/i18n/language';
import { expect, test } from './fixtures';
import { englishOnlyTexts, metaTitle } from './locales';
import { LANGUAGES } from '../supabase/functions/_shared/languages';

test.describe('every route in both languages', () => {
  for (const route of ROUTES as readonly RouteDef[]) {
    for (const path of routePaths(route)) {
      for (const language of LANGUAGES) {
        const url = localizePath(path, language);
        test(`${url} has its h1, title and lang`, async ({ page }) => {
          const response = await page.goto(url);
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page).toHaveTitle(metaTitle(route, language));
          const h1 = page.locator('h1');
          await expect(h1).toHaveCount(1);
          expect((await h1.innerText()).trim().length).toBeGreaterThan(2);
          await page.waitForLoadState('networkidle');
          await expect(page).toHaveTitle(metaTitle(route, language));
          if (language === 'cs') {
            const body = await page.locator('body').innerText();
            const leaks = englishOnlyTexts(['common', ...route.namespaces]).filter((text) => body.includes(text));
            expect(leaks, 'English copy on a Czech page').toEqual([]);
          }
        });
      }
    }
  }

  test('the 404 page offers a way on in Czech', async ({ page }) => {
    await page.goto('/cs/tohle-neexistuje');
    await expect(page).toHaveTitle(metaTitle(NOT_FOUND_ROUTE, 'cs'));
    await expect(page.locator('main a[href="/cs"]').first()).toBeVisible();
  });
});
