/**
 * Issue 7, Security: no page violates its Content-Security-Policy (served by `npm start` from the
 * same dist/_headers the deploy recipes publish), and hostile text typed into every form never
 * executes (no dangerouslySetInnerHTML with translated or user text; i18next escaping is off
 * because React escapes).
 */
import type { Page } from '@playwright/test';
import { NOT_FOUND_ROUTE, ROUTES, routePaths, type RouteDef } from '../src/config/routes';
import { localizePath } from '../src/i18n/language';
import { expect, test } from './fixtures';
import { LANGUAGES } from '../supabase/functions/_shared/languages';

const XSS = '<img src=x onerror=window.__xss=1>';

declare global {
  interface Window {
    __cspViolations?: string[];
    __xss?: unknown;
  }
}

/** Records every CSP violation the document reports, from before the first script runs. */
async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return console;
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });

test.describe('CSP: zero violations on every route in both languages', () => {
  const urls = [
    ...(ROUTES as readonly RouteDef[]).flatMap((route) => routePaths(route)).flatMap((path) => [path, localizePath(path, 'cs')]),
    '/no-such-page',
    localizePath('/no-such-page', 'cs'),
  ];
  for (const url of urls) {
    test(`${url}`, async ({ page }) => {
      const consoleViolations = await watchCsp(page);
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
      expect(consoleViolations).toEqual([]);
    });
  }

  test('the CSP really blocks an inline script it does not know (the listener can fail)', async ({ page }) => {
    await watchCsp(page);
    await page.goto('/trust');
    await hydrated(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = 1';
      document.body.append(script);
    });
    await expect.poll(() => page.evaluate(() => window.__cspViolations?.length)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  });

  test('the 404 pages keep the headers (D3)', async ({ page }) => {
    const response = await page.goto(localizePath('/no-such-page', 'cs'));
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    void NOT_FOUND_ROUTE;
  });
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
      await hydrated(page);
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
    await hydrated(page);
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
    await hydrated(page);
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
