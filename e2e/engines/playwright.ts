import type { Browser } from '@playwright/test';
import { HYDRATION_ERROR } from '../fixtures';
import type { Driver } from './driver';

/**
 * A fresh visitor in a browser Playwright drives: Chromium (Playwright's or Debian's, launched as the
 * rest of the suite), or Playwright's own Firefox or WebKit. A context of its own.
 */
export async function playwrightDriver(browser: Browser): Promise<Driver> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  return {
    open: async (url) => {
      await page.goto(url);
    },
    // The journeys pass plain JSON arguments, which both libraries hand over unchanged.
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: (selector) => page.locator(selector).first().click(),
    fill: async (selector, text) => {
      await page.locator(selector).first().focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    },
    reportedErrors: () => errors,
    close: () => context.close(),
  };
}
