import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rejectCookiesUpFront } from './helpers';

/**
 * Router links (`RouterLink`: react-router's link click handler with our prefetch, D59) follow the
 * browser's rules for links, except that a plain click stays in the app: following a link to the
 * page shown replaces its history entry, and a modified click opens a new tab and leaves this one
 * as it was.
 */
test.beforeEach(async ({ page }) => {
  await rejectCookiesUpFront(page);
});

const historyLength = (page: Page) => page.evaluate(() => history.length);

test('a plain click navigates in the app; a link to the page shown adds no history entry', async ({ page }) => {
  await page.goto('/terms');
  // A document load would lose this mark.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const start = await historyLength(page);
  const trust = page.locator('footer a[href="/trust"]');
  await trust.click();
  await expect(page).toHaveURL(/\/trust$/);
  expect(await historyLength(page)).toBe(start + 1);
  await trust.click();
  await expect(page).toHaveURL(/\/trust$/);
  expect(await historyLength(page), 'the entry was replaced').toBe(start + 1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('while a page loads, the address and the page shown stay, the link is busy, and a second click adds no history entry (D87)', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/TrustPage-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/terms');
  const terms = (await page.locator('h1').textContent()) ?? '';
  const start = await historyLength(page);
  const trust = page.locator('footer a[href="/trust"]');
  await trust.click();
  // The address changes with the page, when it can render; meanwhile the tapped link says it is busy.
  await expect(trust).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('h1')).toHaveText(terms);
  await trust.click();
  release();
  await expect(page.locator('h1')).not.toHaveText(terms);
  await expect(page).toHaveURL(/\/trust$/);
  expect(await historyLength(page)).toBe(start + 1);
});

test('a modified click opens the link in a new tab and leaves this page as it was', async ({ page, context }) => {
  await page.goto('/terms');
  const title = await page.locator('h1').textContent();
  const opened = context.waitForEvent('page');
  await page.locator('footer a[href="/trust"]').click({ modifiers: ['ControlOrMeta'] });
  await expect(await opened).toHaveURL(/\/trust$/);
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('h1')).toHaveText(title ?? '');
});
