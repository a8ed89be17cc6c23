/**
 * Before paid traffic (UX review 5): one path from a plan to its checkout, a page that reflows at
 * 200 % text, a cookie banner under a quarter of a phone's screen, and a language switch that keeps
 * the reader's section.
 */
import type { Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { localizePath } from '../src/i18n/language';
import { expectSwitchKeepsSection, rejectCookiesUpFront } from './helpers';
import { localeText } from './locales';
import { expect, test } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
const LAPTOP = { viewport: { width: 1280, height: 800 } } as const;
const LANGUAGES = ['en', 'cs'] as const;

/** The plan step's dialog: its height against the room the dialog has (it scrolls when taller). */
async function planStepFits(page: Page) {
  await page.locator('[data-step="plan"]').waitFor();
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-step="plan"]')?.closest('[role="dialog"]');
    return dialog ? { scrollHeight: dialog.scrollHeight, clientHeight: dialog.clientHeight } : null;
  });
}

async function toPlanStep(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="email"]').fill('jana@firma.cz');
  await dialog.locator('button[type="submit"]').click();
}

test.describe('one path from a plan to its checkout', () => {
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  for (const language of LANGUAGES) {
    test(`${language}: a home plan button leads to the plans on /andrea and opens the signup with that plan`, async ({ page }) => {
      await page.goto(localizePath('/', language));
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.locator('#pricing [data-plan="draft"] a').click();
      await expect(page).toHaveURL(new RegExp(`${localizePath('/andrea', language)}#pricing$`));
      await expect(page.getByRole('dialog').locator('[data-step="email"]')).toBeVisible();
      await toPlanStep(page);
      const step = page.locator('[data-step="plan"]');
      await expect(step).toHaveAttribute('data-offered', 'draft');
      await expect(step.locator('[data-plan="draft"] input[type="radio"]')).toBeChecked();
      // The other plan is one tap away, and the checkout follows the choice.
      await step.locator('[data-plan="full"]').click();
      await expect(step.locator('[data-plan-checkout]')).toHaveAttribute('data-plan-checkout', 'full');
      // Closed, the dialog does not open again on Back and Forward.
      await page.keyboard.press('Escape');
      await page.goBack();
      await page.goForward();
      await page.waitForTimeout(500);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  for (const [name, device] of [
    ['390x844 phone', PHONE],
    ['1280x800 laptop', LAPTOP],
  ] as const) {
    test.describe(name, () => {
      test.use(device);
      for (const language of LANGUAGES) {
        test(`${language}: the plan step fits without scrolling, opened with a plan and without`, async ({ page }) => {
          await page.goto(localizePath('/andrea', language));
          await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
          for (const opener of ['main a[data-hold-tap]', '#pricing [data-plan="full"] a[role="button"]']) {
            await page.locator(opener).first().click();
            await toPlanStep(page);
            const size = await planStepFits(page);
            expect(size, opener).not.toBeNull();
            expect(size!.scrollHeight, `${opener}: ${JSON.stringify(size)}`).toBeLessThanOrEqual(size!.clientHeight);
            await page.keyboard.press('Escape');
            await expect(page.getByRole('dialog')).toHaveCount(0);
          }
        });
      }
    });
  }

  test('after the checkout opens, the next step is a full-width button to it', async ({ page }) => {
    await page.setViewportSize(PHONE.viewport);
    await page.goto('/andrea');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.locator('#pricing [data-plan="full"] a[role="button"]').click();
    await toPlanStep(page);
    const checkout = page.locator('[data-plan-checkout="full"]');
    const href = await checkout.getAttribute('href');
    await page.context().route('https://checkout.example.test/**', (route) => route.fulfill({ body: 'checkout' }));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), checkout.click()]);
    await tab.close();
    const next = page.getByRole('link', { name: new RegExp(localeText('en', 'common', 'signup.success.toCheckout')) });
    await expect(next).toHaveAttribute('href', href!);
    const [box, dialog] = await Promise.all([next.boundingBox(), page.locator('[data-step="success"]').boundingBox()]);
    expect(box!.width).toBeGreaterThan(dialog!.width * 0.9);
  });

  test('a finished demo in the modal ends on the trial button, which opens the signup', async ({ page }) => {
    await page.goto('/andrea');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.locator('#what-she-does button[aria-haspopup="dialog"]').first().click();
    const trial = page.getByRole('dialog').getByRole('button', { name: localeText('en', 'demo', 'section.cta') });
    await expect(trial).toBeVisible({ timeout: 15_000 });
    await trial.click();
    await expect(page.getByRole('dialog').locator('[data-step="email"]')).toBeVisible();
  });
});

test.describe('a lighter frame on a phone', () => {
  test.use(PHONE);
  for (const language of LANGUAGES) {
    test(`${language}: the first-visit cookie banner takes at most a quarter of the screen`, async ({ page }) => {
      await page.goto(localizePath('/', language));
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      const box = await banner.boundingBox();
      expect(box!.height, `${box!.height} px of 844`).toBeLessThanOrEqual(844 * 0.25);
    });
  }
});

test.describe('the reader keeps their place across a language switch', () => {
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  for (const [from, section] of [
    ['/julie', 'sample-dashboard'],
    ['/cs/andrea', 'pricing'],
  ] as const) {
    test(`${from}: scrolled to #${section}, the other language opens at the same section`, async ({ page }) => {
      await expectSwitchKeepsSection(page, from, section, 150);
    });
  }

  test('a link to another page still opens it at its top', async ({ page }) => {
    await page.goto('/andrea');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer a[href="/trust"]').first().click();
    await expect(page).toHaveURL(/\/trust$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** Every route of the table, and the not-found page, in both languages. */
const PATHS = [...ROUTES.map((route) => route.path), '/no-such-page'].flatMap((path) =>
  LANGUAGES.map((language) => localizePath(path, language)),
);

test.describe('reflow (WCAG 1.4.4, 1.4.10): no page scrolls sideways', () => {
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  for (const [name, viewport, rootSize] of [
    ['text at 200 % in a 640 px window', { width: 640, height: 800 }, '200%'],
    ['a 320 px window', { width: 320, height: 700 }, ''],
  ] as const) {
    test(name, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const wide: string[] = [];
      for (const path of PATHS) {
        await page.goto(path);
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        // The root font size at 200 %, as the review set it: media queries do not see it, so only
        // layouts sized by their text (the header's container queries, wrapping words) pass.
        if (rootSize) await page.addStyleTag({ content: `html { font-size: ${rootSize} !important }` });
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} px wide in ${clientWidth}`);
      }
      expect(wide).toEqual([]);
    });
  }
});

test('the focused skip link sits over the header and moves nothing', async ({ page }) => {
  await rejectCookiesUpFront(page);
  await page.goto('/');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const headerTop = () => page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().top);
  const before = await headerTop();
  await page.keyboard.press('Tab');
  await expect(page.locator('a[href="#main"]')).toBeFocused();
  expect(await headerTop()).toBe(before);
});

test('five steps stand in one row on a desktop (/try-andrea)', async ({ page }) => {
  await rejectCookiesUpFront(page);
  await page.goto('/try-andrea');
  const tops = await page.locator('main ol > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(tops.length).toBe(5);
  expect(new Set(tops).size).toBe(1);
});
