import { test as base, expect, type Page } from '@playwright/test';

/** What React (and main.tsx's onRecoverableError) logs when hydration goes wrong. */
export const HYDRATION_ERROR = /hydrat|#418|#423|#425/i;

/**
 * - Every page test fails on an uncaught error (a hydration mismatch arrives as one in production).
 * - `page.goto` and `page.reload` resolve once React has hydrated: the app script loads only
 *   after `load`, and a click before hydration would hit the plain prerendered link instead of
 *   the app.
 */
export const test = base.extend<{ pageErrors: string[]; page: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated();
        return response;
      };
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
