import { expect, test } from './fixtures';

test.describe('faults', () => {
  // D30: a switch loads its copy first; when that fails the page commits with the English fallback.
  test('a 4xx locale answer fails at once and the page falls back to English (D8)', async ({ page }) => {
    const requests: string[] = [];
    await page.route('**/locales/cs/**', async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ status: 404, body: 'missing' });
    });
    await page.goto('/trust');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Přepnout do češtiny' }).click();
    await expect(page).toHaveURL(/\/cs\/trust$/);
    await expect(page.locator('h1')).toContainText('Trust & Security');
    await page.waitForTimeout(1500);
    const perFile = new Map<string, number>();
    for (const url of requests) perFile.set(url, (perFile.get(url) ?? 0) + 1);
    // Never retried: at most one request per file per load attempt (the idle prefetch of the other
    // language, D34, the switch and the page each ask once).
    for (const count of perFile.values()) expect(count).toBeLessThanOrEqual(3);
  });

  test('5xx locale answers are retried with back-off, then the page falls back without looping (D8)', async ({ page }) => {
    test.setTimeout(75_000);
    const times: number[] = [];
    await page.route('**/locales/cs/trust.json', async (route) => {
      times.push(Date.now());
      await route.fulfill({ status: 503, body: 'down' });
    });
    await page.goto('/trust');
    await page.waitForLoadState('networkidle');
    // The idle prefetch of the other language (D34) asks once and leaves the failure to the switch.
    await expect.poll(() => times.length).toBe(1);
    await page.waitForTimeout(500);
    expect(times.length).toBe(1);
    times.length = 0;
    await page.getByRole('link', { name: 'Přepnout do češtiny' }).click();
    await expect(page).toHaveURL(/\/cs\/trust$/);
    // One first try plus five retries (maxRetries 5), 350 ms doubling: about 11 s in all.
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs', { timeout: 25_000 });
    expect(times.length).toBeGreaterThanOrEqual(6);
    await expect(page.locator('h1')).toContainText('Trust & Security');
    // Each wait is at least the nominal back-off (350, 700, 1400, 2800, 5600 ms; a loaded machine only adds).
    const gaps = times.slice(1, 6).map((time, index) => time - times[index]);
    gaps.forEach((gap, index) => expect(gap, `wait before retry ${index + 1}`).toBeGreaterThanOrEqual(0.9 * 350 * 2 ** index));
    // Switching retries once more in the background (i18next resets retryable failures), then stops.
    await page.waitForTimeout(13_000);
    expect(times.length, 'no endless retry loop').toBeLessThanOrEqual(12);
  });

  test('with localStorage unavailable the site and the language toggle still work', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'cs-CZ' });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page).toHaveURL(/\/cs$/);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Switch to English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
