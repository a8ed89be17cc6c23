/**
 * UX review 6's "could" rows, as a visitor meets them: the demo modal ends on its next step, the
 * language switch keeps the reader's place on every page, the phone's first screen shows the trial
 * button beside the cookie banner, the signup names the plan it was opened with, the plan step is
 * one Tab stop, the phone menu lists the team, and cookie settings close on Back.
 */
import type { Page } from '@playwright/test';
import { ROUTES } from '../src/config/routes';
import { localizePath } from '../src/i18n/language';
import { expectSwitchKeepsSection, rejectCookiesUpFront } from './helpers';
import { localeText } from './locales';
import { expectNoAxeViolations } from './page-checks';
import { expect, test } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const SMALL_PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;
const LAPTOP = { viewport: { width: 1280, height: 800 } } as const;
const LANGUAGES = ['en', 'cs'] as const;

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });

test.describe('the demo modal ends on its next step (C1)', () => {
  for (const [language, device] of [
    ['en', LAPTOP],
    ['cs', PHONE],
    ['en', PHONE],
    ['cs', LAPTOP],
  ] as const) {
    test(`${language}, ${device.viewport.width} px: a finished run shows "Start your free trial" and "Close"`, async ({ browser }) => {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      await rejectCookiesUpFront(page);
      await page.goto(localizePath('/andrea', language));
      await hydrated(page);
      const card = page.locator('#what-she-does button[aria-haspopup="dialog"]').first();
      await card.scrollIntoViewIfNeeded();
      await card.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('demo-result')).toBeVisible({ timeout: 10_000 });
      // In view inside the dialog's own scrolling box, not only in the page's.
      await expect(dialog.getByRole('button', { name: localeText(language, 'demo', 'section.cta') })).toBeInViewport({ ratio: 1 });
      const close = new RegExp(`^${localeText(language, 'common', 'ui.close')}$`);
      await expect(dialog.locator('button').filter({ hasText: close })).toBeInViewport({ ratio: 1 });
      await context.close();
    });
  }
});

test.describe("the language switch keeps the reader's place on every page (C2)", () => {
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  for (const [from, section] of [
    ['/trust', 'never'],
    ['/cs/trust', 'controls'],
    ['/early-access', 'next'],
    ['/cs/early-access', 'employees'],
    ['/try-andrea', 'steps'],
    ['/cs/try-andrea', 'team'],
    ['/real-estate-assistant', 'privacy'],
    ['/cs/real-estate-assistant', 'features'],
  ] as const) {
    test(`${from}: scrolled into #${section}, the other language opens at the same section`, async ({ page }) => {
      await expectSwitchKeepsSection(page, from, section, 60);
    });
  }
});

test("every section of every page carries the id a language switch finds the reader's place by", async ({ request }) => {
  const missing: string[] = [];
  for (const route of ROUTES)
    for (const language of LANGUAGES) {
      const path = localizePath(route.path, language);
      const html = await (await request.get(path)).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      for (const tag of main.match(/<section\b[^>]*>/g) ?? []) if (!/\sid="/.test(tag)) missing.push(`${path}: ${tag.slice(0, 80)}`);
    }
  expect(missing).toEqual([]);
});

test.describe('the first screen of a small phone shows the trial button beside the cookie banner (C3)', () => {
  for (const language of LANGUAGES) {
    test(`${language}, 360x740, first visit: the hero's trial button is in view and not under the banner`, async ({ browser }) => {
      const context = await browser.newContext(SMALL_PHONE);
      const page = await context.newPage();
      await page.goto(localizePath('/', language));
      await hydrated(page);
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      const trial = page
        .locator('main')
        .getByRole('button', { name: localeText(language, 'home', 'hero.startTrial') })
        .first();
      await expect(trial).toBeInViewport({ ratio: 1 });
      const [cta, cover] = [(await trial.boundingBox())!, (await banner.boundingBox())!];
      expect(cta.y + cta.height, `trial button ends at ${cta.y + cta.height}, banner starts at ${cover.y}`).toBeLessThanOrEqual(cover.y);
      await context.close();
    });
  }
});

test.describe('the signup and its plan step (C7, C10)', () => {
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  for (const language of LANGUAGES) {
    test(`${language}: opened from a plan, the email step names that plan and its price`, async ({ page }) => {
      await page.goto(localizePath('/', language));
      await hydrated(page);
      const plan = page.locator('#pricing [data-plan="draft"] a');
      await plan.scrollIntoViewIfNeeded();
      await plan.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-step="email"]')).toBeVisible();
      const line = dialog.locator('[data-plan-line="draft"]');
      await expect(line).toContainText(localeText(language, 'common', 'plans.draft.name'));
      const lineText = await line.innerText();
      // The price is the one the plan step shows, from the same business constant.
      await dialog.locator('input[type="email"]').fill('jana@firma.cz');
      await dialog.locator('button[type="submit"]').click();
      const price = await dialog.locator('label[data-plan="draft"] .text-base').innerText();
      expect(lineText).toContain(price.trim());
    });
  }

  test('en, opened from the hero: no plan line, since no plan was picked', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page
      .locator('main')
      .getByRole('button', { name: localeText('en', 'home', 'hero.startTrial') })
      .first()
      .click();
    await expect(page.getByRole('dialog').locator('[data-step="email"]')).toBeVisible();
    await expect(page.locator('[data-plan-line]')).toHaveCount(0);
  });

  test('keyboard: the radio group is one Tab stop, on the checked radio, also when Tab wraps from Close', async ({ page }) => {
    await page.setViewportSize(LAPTOP.viewport);
    await page.goto('/');
    await hydrated(page);
    await page
      .locator('main')
      .getByRole('button', { name: localeText('en', 'home', 'hero.startTrial') })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="email"]').fill('jana@firma.cz');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[data-step="plan"]')).toBeVisible();
    const checked = dialog.locator('input[type="radio"]:checked');
    const checkedValue = await checked.getAttribute('value');
    await dialog.getByRole('button', { name: localeText('en', 'common', 'ui.close') }).focus();
    await page.keyboard.press('Tab');
    await expect(checked).toBeFocused();
    // One stop: the next Tab leaves the group for the checkout.
    await page.keyboard.press('Tab');
    await expect(dialog.locator('[data-plan-checkout]')).toBeFocused();
    // Back into the group lands on the checked radio again; the arrows still move within it.
    await page.keyboard.press('Shift+Tab');
    await expect(checked).toBeFocused();
    await page.keyboard.press('ArrowUp');
    const now = dialog.locator('input[type="radio"]:checked');
    expect(await now.getAttribute('value')).not.toBe(checkedValue);
    await expect(now).toBeFocused();
  });
});

test.describe('the phone menu lists the team (C11)', () => {
  for (const language of LANGUAGES) {
    test(`${language}: Andrea, Julie and David with their avatars and status, each to their page`, async ({ browser }) => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await rejectCookiesUpFront(page);
      await page.goto(localizePath('/trust', language));
      await hydrated(page);
      await page.locator('header nav button[aria-expanded]').click();
      const list = page.locator('header').getByRole('list', { name: localeText(language, 'common', 'nav.aiEmployees') });
      const team = list.getByRole('link');
      await expect(team).toHaveCount(3);
      const ids = ['andrea', 'julie', 'david'] as const;
      for (const [index, id] of ids.entries()) {
        const link = team.nth(index);
        await expect(link).toBeInViewport();
        expect(await link.getAttribute('href')).toBe(localizePath(`/${id}`, language));
        await expect(link.locator(`img[src$="avatar-${id}.svg"]`)).toHaveCount(1);
        await expect(link).toContainText(localeText(language, 'common', id === 'andrea' ? 'nav.available' : 'nav.comingSoon'));
      }
      await team.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath('/julie', language)}$`));
      await expect(list).toHaveCount(0);
      await context.close();
    });
  }
});

test.describe('cookie settings belong to the history entry that opened them', () => {
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  for (const language of LANGUAGES) {
    test(`${language}: Back closes cookie settings; Forward does not reopen them`, async ({ page }) => {
      await page.goto(localizePath('/', language));
      await hydrated(page);
      await page
        .locator(`footer a[href="${localizePath('/trust', language)}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${localizePath('/trust', language)}$`));
      await page
        .locator('footer')
        .getByRole('button', { name: localeText(language, 'common', 'consent.footerLink') })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${localizePath('/', language).replace(/\/$/, '')}/?$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`${localizePath('/trust', language)}$`));
      await page.waitForTimeout(500);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});

test.describe('the Terms on a phone (C9)', () => {
  for (const language of LANGUAGES) {
    test(`${language}: a "Contents" button stays in view while reading and leads to the contents; lead-ins are bold`, async ({
      browser,
    }) => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await rejectCookiesUpFront(page);
      await page.goto(localizePath('/terms', language));
      await hydrated(page);
      const sections = page.locator('article section[id]');
      await sections.nth(8).scrollIntoViewIfNeeded();
      const contents = page.getByRole('link', { name: localeText(language, 'legal', 'shared.tocHeading'), exact: true });
      await expect(contents).toBeInViewport({ ratio: 1 });
      await contents.click();
      await expect(page.getByRole('navigation', { name: localeText(language, 'legal', 'shared.tocLabel') })).toBeInViewport();
      const firstLead = localeText(language, 'legal', 'terms.sections.payment.body.0.items.0').split('. ')[0] + '.';
      await expect(page.locator('article li strong').first()).toHaveText(firstLead);
      await context.close();
    });
  }
});

test.describe("the waiting list's consent block is one sentence and a link (C4)", () => {
  for (const language of LANGUAGES) {
    // It ran 14 lines in Czech and 11 in English.
    test(`${language}, 390 px: the note under the button runs at most six lines`, async ({ browser }) => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await rejectCookiesUpFront(page);
      await page.goto(localizePath('/julie', language));
      await hydrated(page);
      await page.locator('main [role="button"][aria-haspopup="dialog"]').first().click();
      const note = page.getByRole('dialog').locator('form > p').last();
      await expect(note).toBeVisible();
      const lines = await note.evaluate((node) =>
        Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)),
      );
      expect(lines).toBeLessThanOrEqual(6);
      await expect(note.getByRole('link')).toHaveAttribute('href', localizePath('/privacy', language));
      await context.close();
    });
  }
});

test.describe('the new parts are axe-clean', () => {
  test('cs phone: the menu sheet with the team, the Terms with the Contents button, the signup with its plan line', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await rejectCookiesUpFront(page);
    await page.goto('/cs/terms');
    await hydrated(page);
    await page.locator('header nav button[aria-expanded]').click();
    await expectNoAxeViolations(page, 'menu sheet');
    await page.keyboard.press('Escape');
    await page.locator('article section[id]').nth(8).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'terms with the Contents button');
    await page.goto('/cs');
    await hydrated(page);
    const plan = page.locator('#pricing [data-plan="draft"] a');
    await plan.scrollIntoViewIfNeeded();
    await plan.click();
    await expect(page.locator('[data-plan-line]')).toBeVisible();
    await expectNoAxeViolations(page, 'signup email step with its plan line');
    await context.close();
  });
});
