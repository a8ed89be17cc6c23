import puppeteer, { type Browser } from 'puppeteer-core';
import { HYDRATION_ERROR } from '../fixtures';
import { DEBIAN_BROWSERS } from './browsers';
import type { Driver } from './driver';

export const DEBIAN_FIREFOX = DEBIAN_BROWSERS.firefox;
const WINDOW = { width: 1280, height: 800 };

/**
 * Debian's Firefox ESR over WebDriver BiDi (puppeteer-core talks to Firefox's own remote agent: no
 * geckodriver). The window size is set at launch: puppeteer cannot set this Firefox's viewport.
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: DEBIAN_FIREFOX,
    headless: true,
    defaultViewport: null,
    args: [`--width=${WINDOW.width}`, `--height=${WINDOW.height}`],
  });
}

/** A fresh visitor: a browser context of its own (Firefox's user context) with one tab. */
export async function firefoxDriver(browser: Browser): Promise<Driver> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  return {
    open: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: (selector) => page.click(selector),
    fill: async (selector, text) => {
      await page.focus(selector);
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.type(text);
    },
    reportedErrors: () => errors,
    close: () => context.close(),
  };
}
