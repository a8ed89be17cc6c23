import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rejectCookiesUpFront } from './helpers';
import { typeset } from '../src/i18n/typography';

/**
 * Issue 33, D63 (UX review 4): what a visitor meets. The cookie banner comes first and treats
 * accept and reject alike; a form shows one state at a time; signup remembers the plan and the
 * email; the demo's result comes into view on a phone. The screenshots compare the changed parts
 * in Chromium (baselines in visitor-meets.spec.ts-snapshots/, `--update-snapshots` after a wanted change).
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

/**
 * A dialog's picture without the page behind it: its rounded corners show what lies under the
 * overlay, so an edit of that page's copy failed the picture (9a74388). A style tag, removed after:
 * toHaveScreenshot's own `style` option was not applied here (a red dialog still passed).
 */
async function expectDialogScreenshot(page: Page, dialog: Locator, name: string) {
  const hidePage = await page.addStyleTag({ content: '#root { visibility: hidden !important; }' });
  await expect(dialog).toHaveScreenshot(name);
  await hidePage.evaluate((tag) => (tag as HTMLStyleElement).remove());
}

/** Inside the viewport, top to bottom (what the visitor sees without scrolling). */
async function inViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

test.describe('cookie banner', () => {
  for (const [prefix, reject, accept] of [
    ['', 'Reject all', 'Accept all'],
    ['/cs', 'Odmítnout vše', 'Přijmout vše'],
  ] as const) {
    test(`${prefix || '/'}: first in the tab order, reject as prominent as accept, the focus kept after "${reject}"`, async ({ page }) => {
      await page.goto(prefix || '/');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      await page.keyboard.press('Tab');
      expect(await banner.evaluate((element) => element.contains(document.activeElement)), 'the first Tab lands in the banner').toBe(true);

      const look = (name: string) =>
        banner.getByRole('button', { name, exact: true }).evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, color: style.color, border: style.borderTopColor, weight: style.fontWeight };
        });
      expect(await look(reject)).toEqual(await look(accept));

      await banner.getByRole('button', { name: reject, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      const focused = await page.evaluate(() =>
        document.activeElement === document.body ? 'body' : (document.activeElement?.id ?? 'other'),
      );
      expect(focused).toBe('main');
    });
  }

  test('cookie settings: reject as prominent as accept and first, save below both, all in view on a phone (D63)', async ({ page }) => {
    await page.setViewportSize(PHONE.viewport);
    await page.goto('/');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Settings', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const button = (name: string) => dialog.getByRole('button', { name, exact: true });
    // The pointer that tapped Settings rests where the dialog's pinned buttons now are: away, so no hover shows.
    await page.mouse.move(1, 1);
    const look = (name: string) =>
      button(name).evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, color: style.color, border: style.borderTopColor, weight: style.fontWeight };
      });
    expect(await look('Reject all')).toEqual(await look('Accept all'));
    expect(await look('Save settings')).not.toEqual(await look('Accept all'));
    const box = async (name: string) => (await button(name).boundingBox())!;
    const [reject, accept, save] = [await box('Reject all'), await box('Accept all'), await box('Save settings')];
    // Pinned in view under the categories: reject first (before accept in its row, or above it), save below both.
    expect(reject.y).toBeLessThanOrEqual(accept.y);
    if (Math.abs(reject.y - accept.y) < 1) expect(reject.x).toBeLessThan(accept.x);
    expect(accept.y + accept.height).toBeLessThanOrEqual(save.y);
    expect(save.y + save.height).toBeLessThanOrEqual(PHONE.viewport.height);
  });

  test('on a phone, screenshot', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const banner = page.getByTestId('cookie-banner');
    // The two choices span the banner, centred: the close button's room is kept beside the text only.
    const width = PHONE.viewport.width;
    const reject = (await banner.getByRole('button', { name: 'Reject all', exact: true }).boundingBox())!;
    const accept = (await banner.getByRole('button', { name: 'Accept all', exact: true }).boundingBox())!;
    expect(Math.abs(reject.x - (width - accept.x - accept.width)), 'margin left of Reject all vs right of Accept all').toBeLessThanOrEqual(
      1,
    );
    expect(reject.width).toBeCloseTo(accept.width, 0);
    await expect(banner).toHaveScreenshot('cookie-banner-phone-en.png');
    await context.close();
  });
});

test.describe('forms', () => {
  test.use(PHONE);
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  test('waiting list: an empty submit, then a valid one, leaves only the success (no toast, no alert); screenshot', async ({ page }) => {
    await page.goto('/julie');
    await page.locator('a[data-employee="Julie"]').first().click();
    const dialog = page.getByRole('dialog', { name: "Join Julie's waiting list" });
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(dialog.getByText('Please enter your name.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Jana Nováková');
    await dialog.getByLabel('Email').fill('screenshot@firma.cz');
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    const success = page.getByRole('dialog', { name: 'Confirm from your inbox' });
    await expect(success).toBeVisible();
    await page.waitForTimeout(600);
    await expect(page.locator('[data-variant]')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectDialogScreenshot(page, success, 'waitlist-success-phone-en.png');
  });

  test('contact: the sent state stays in the form\'s place until "Write another message"; screenshot', async ({ page }) => {
    await page.goto('/cs#contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Jméno').fill('Jana Nováková');
    await form.getByLabel(typeset('E-mail', 'cs')).fill('screenshot@firma.cz');
    await form.getByLabel('Zpráva').fill('Dobrý den, zajímá mě Andrea pro náš tým.');
    // The button just below the sticky header, as after reading down the form: the form's top is
    // above the screen, and so is the place where the sent state appears.
    const send = form.getByRole('button', { name: 'Odeslat zprávu' });
    await send.evaluate((button) => window.scrollBy({ top: button.getBoundingClientRect().top - 120, behavior: 'instant' }));
    await send.click();
    const sent = page.locator('[data-form-success]');
    await expect(sent).toContainText('Zpráva odeslána!');
    await expect(form).toHaveCount(0);
    await expect(page.locator('[data-variant]')).toHaveCount(0);
    // Its title comes into view below the header.
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    await expect
      .poll(() => sent.getByRole('heading').evaluate((heading) => heading.getBoundingClientRect().top), { message: "the title's top" })
      .toBeGreaterThanOrEqual(headerBottom);
    await expect(sent).toHaveScreenshot('contact-sent-phone-cs.png');
    // Still there after the 5 s a toast used to last.
    await page.waitForTimeout(5500);
    await expect(sent).toBeVisible();
    await sent.getByRole('button', { name: 'Napsat další zprávu' }).click();
    await expect(page.getByTestId('contact-form').getByLabel('Zpráva')).toHaveValue('');
  });
});

test.describe('signup remembers', () => {
  test.use(PHONE);
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  test("a plan's button opens the dialog with that plan, visible without scrolling on a phone; the email stays after closing; screenshot", async ({
    page,
  }) => {
    await page.goto('/andrea');
    await page.locator('#pricing [data-plan="full"] a[role="button"]').click();
    const dialog = page.getByRole('dialog', { name: 'Get started with Andrea' });
    await dialog.getByLabel('Email address').fill('jana@firma.cz');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const plan = page.getByRole('dialog', { name: 'Your plan' });
    await expect(plan.getByRole('radio', { name: /Full Assistant/ })).toBeChecked();
    expect(await inViewport(page, '[role="dialog"] [data-plan="full"]'), "the plan's name").toBe(true);
    expect(await inViewport(page, '[role="dialog"] [data-plan-checkout="full"]'), "the plan's checkout").toBe(true);
    await expectDialogScreenshot(page, plan, 'signup-plan-phone-en.png');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('main a[data-hold-tap]').first().click();
    await expect(page.getByRole('dialog', { name: 'Get started with Andrea' }).getByLabel('Email address')).toHaveValue('jana@firma.cz');
  });
});

test.describe('demo on a phone', () => {
  test.use(PHONE);
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  test('the result is scrolled into view when the run ends', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Start demo' }).first().click();
    const result = page.getByTestId('demo-result');
    await expect(result).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => inViewport(page, '[data-testid="demo-result"]'), { timeout: 3000 }).toBe(true);
  });
});
