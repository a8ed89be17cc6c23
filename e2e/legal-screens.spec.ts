import { expect, test } from './fixtures';

const PAGES = [
  ['/terms', 'Terms and Conditions'],
  ['/cs/terms-and-conditions', 'Obchodní podmínky'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/cs/privacy', 'Zásady ochrany osobních údajů'],
  ['/trust', 'Trust & Security'],
  ['/cs/trust', 'Důvěra a bezpečnost'],
  // Issue 33, 58: a visitor back from checkout is thanked, but no page claims a trial it has not checked.
  ['/cs/payment-success', 'Nastavte si Andreu'],
  ['/cs/payment-success?session_id=cs_test_1', 'Děkujeme, teď si nastavte Andreu'],
  ['/payment-success', 'Set up Andrea'],
  ['/payment-success?session_id=cs_test_1', 'Thank you: now set up Andrea'],
  ['/try-andrea', 'Try AI Andrea in your own inbox'],
  ['/cs/real-estate-assistant', 'Odpovězte na každou poptávku za pár minut, ne po večerech'],
  ['/early-access', 'Be among the first to work with Julie and David'],
  ['/cs/exclusive-early-access', 'Zveme vás k exkluzivnímu předběžnému přístupu'],
] as const;

test.describe('legal, trust, payment and landing screens', () => {
  for (const [path, h1] of PAGES) {
    test(`${path} hydrates cleanly with one h1 and no horizontal scroll at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(h1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }

  test('terms table of contents jumps to section 9 (D11) and the alias keeps the primary canonical (D2)', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/terms$/);
    await page
      .getByRole('navigation', { name: 'Table of contents' })
      .getByRole('link', { name: /Free trial, payment and cancellation/ })
      .click();
    await expect(page).toHaveURL(/#payment$/);
    await expect(page.locator('#payment')).toBeInViewport();
  });

  test('unknown Czech path: 404 status, exact h1, back returns to the previous page', async ({ page }) => {
    await page.goto('/cs/trust');
    await page.waitForLoadState('networkidle');
    const response = await page.goto('/cs/tohle-neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Stránka nenalezena');
    await page.getByRole('button', { name: 'Zpět' }).click();
    await expect(page).toHaveURL(/\/cs\/trust$/);
  });

  test('real-estate demo tabs follow the arrow keys after hydration', async ({ page }) => {
    await page.goto('/real-estate-assistant');
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: 'Email drafts' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Calendar management' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Calendar management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Proposed viewings this week');
  });
});
