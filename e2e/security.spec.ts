/**
 * Issue 7, Security: the Content-Security-Policy (served by `npm start` from the same dist/_headers
 * the deploy recipes publish; every address is checked for violations in landing.spec.ts) really
 * blocks, and hostile text typed into every form never executes (no dangerouslySetInnerHTML with
 * translated or user text; i18next escaping is off because React escapes).
 */
import type { Page } from '@playwright/test';
import { localizePath } from '../src/i18n/language';
import { expect, test } from './fixtures';
import { watchCsp } from './page-checks';
import { LANGUAGES } from '../supabase/functions/_shared/languages';

const XSS = '<img src=x onerror=window.__xss=1>';

// Every address is checked for CSP violations where it is landed on (landing.spec.ts).
test('the CSP really blocks an inline script it does not know (the listener can fail)', async ({ page }) => {
  await watchCsp(page);
  await page.goto('/trust');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 1';
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => window.__cspViolations?.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});

test.describe('hostile input never executes', () => {
  async function expectNothingExecuted(page: Page) {
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  }

  for (const language of LANGUAGES) {
    test(`contact form in the footer (${language})`, async ({ page }) => {
      await watchCsp(page);
      await page.goto(localizePath('/', language));
      const form = page.locator('#contact form');
      const fields = form.locator('input:visible, textarea:visible');
      const count = await fields.count();
      expect(count).toBeGreaterThanOrEqual(3);
      // Every field hostile (the email is then invalid: the page shows its own error text).
      for (let i = 0; i < count; i += 1) await fields.nth(i).fill(`${XSS} ${XSS} ${XSS}`);
      await form.locator('button[type="submit"]').click();
      await expectNothingExecuted(page);
      // A valid submission carrying the payload: stored and answered, still inert.
      await form.locator('input[type="email"]').fill('xss-probe@example.com');
      await form.locator('textarea').fill(`Hello ${XSS} this is a message long enough`);
      await form.locator('button[type="submit"]').click();
      await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
      await expectNothingExecuted(page);
    });
  }

  test('waiting list (Julie)', async ({ page }) => {
    await watchCsp(page);
    await page.goto('/julie');
    await page
      .getByRole('button', { name: /waiting list/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^name/i).fill(XSS);
    await dialog.getByLabel(/^email/i).fill(XSS);
    await dialog.getByLabel(/^company/i).fill(XSS);
    await dialog.locator('button[type="submit"]').click();
    await expectNothingExecuted(page);
    await dialog.getByLabel(/^email/i).fill('xss-waitlist@example.com');
    await dialog.locator('button[type="submit"]').click();
    await page.waitForLoadState('networkidle');
    await expectNothingExecuted(page);
  });

  test('signup email (the plan step greets what was typed)', async ({ page }) => {
    await watchCsp(page);
    await page.goto('/');
    await page
      .getByRole('button', { name: /start your free trial/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/email address/i).fill(XSS);
    await dialog.getByRole('button', { name: /continue/i }).click();
    await expectNothingExecuted(page);
    await dialog.getByLabel(/email address/i).fill(`a@example.com${XSS}`);
    await dialog.getByRole('button', { name: /continue/i }).click();
    await expectNothingExecuted(page);
  });
});
