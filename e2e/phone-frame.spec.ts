/**
 * A lighter frame on phones (UX review 5): a footer whose contact form waits folded under its
 * first field and whose link groups share two columns, a compact contact success, the menu as a
 * full-height sheet; and the review's other rows: one benefits section on /julie and /david, one
 * note per offer on the real-estate page, cookie switches that say what they govern.
 */
import type { Page } from '@playwright/test';
import { localizePath } from '../src/i18n/language';
import { rejectCookiesUpFront } from './helpers';
import { typeset } from '../src/i18n/typography';
import { localeText } from './locales';
import { expect, test } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
const LANGUAGES = ['en', 'cs'] as const;
/** The footer on a 390 × 844 phone was 1,932 px in both languages, the contact form most of it. */
const FOOTER_MAX_PX = 1450;

const height = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().height);

test.use(PHONE);
test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

for (const language of LANGUAGES) {
  const label = (key: string) => typeset(localeText(language, 'common', key), language);

  test.describe(`${language}: the footer`, () => {
    test(`is at most ${FOOTER_MAX_PX} px tall, its link groups in two columns`, async ({ page }) => {
      await page.goto(localizePath('/andrea', language));
      expect(await height(page, 'footer')).toBeLessThanOrEqual(FOOTER_MAX_PX);
      // The AI employees group and the Company group side by side.
      const [employees, company] = await Promise.all(
        ['footer-employees', 'footer-company'].map((id) => page.locator(`[aria-labelledby="${id}"]`).boundingBox()),
      );
      expect(Math.round(employees!.y)).toBe(Math.round(company!.y));
      expect(company!.x).toBeGreaterThan(employees!.x + employees!.width - 1);
    });

    test('folds the contact form under its first field; a tap on the field unfolds the rest and the message is sent', async ({ page }) => {
      await page.goto(localizePath('/andrea', language));
      const form = page.getByTestId('contact-form');
      await form.scrollIntoViewIfNeeded();
      const message = form.getByLabel(label('contact.message'));
      const folded = await height(page, '[data-testid="contact-form"]');
      // The name field and the button: about 130 px; the whole form was about 560.
      expect(folded).toBeLessThan(200);
      expect(await message.evaluate((element) => element.closest('.fold')!.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
      await form.getByLabel(label('contact.name')).tap();
      await expect.poll(() => height(page, '[data-testid="contact-form"]')).toBeGreaterThan(folded + 250);
      await message.scrollIntoViewIfNeeded();
      expect((await message.boundingBox())!.height).toBeGreaterThan(100);
      await form.getByLabel(label('contact.name')).fill('Jana Nováková');
      await form.getByLabel(label('contact.email')).fill(`phone-${language}@firma.cz`);
      await message.fill('A question from a phone, about the Full Assistant plan.');
      // Out of the fields, the form stays open: nothing typed goes out of sight.
      await page.locator('footer h2').first().tap();
      expect((await message.boundingBox())!.height).toBeGreaterThan(100);
      await form.getByRole('button', { name: label('contact.submit') }).tap();
      const sent = page.locator('[data-form-success]');
      await expect(sent).toContainText(label('contact.sent.title'));
      await expect(sent).toContainText(`phone-${language}@firma.cz`);
      // Compact: the thanks and what comes next, not the 330 px of the empty form it replaced.
      expect(await height(page, '[data-form-success]')).toBeLessThan(260);
    });

    test('a keyboard unfolds the contact form too: Tab goes from the name to the email, the message and the button', async ({ page }) => {
      await page.goto(localizePath('/andrea', language));
      const form = page.getByTestId('contact-form');
      await form.getByLabel(label('contact.name')).focus();
      await page.keyboard.press('Tab');
      await expect(form.getByLabel(label('contact.email'))).toBeFocused();
      await page.keyboard.press('Tab');
      const message = form.getByLabel(label('contact.message'));
      await expect(message).toBeFocused();
      expect((await message.boundingBox())!.height).toBeGreaterThan(100);
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: label('contact.submit') })).toBeFocused();
    });
  });

  test(`${language}: the menu is a sheet to the bottom of the screen, 18 px items on the left, the trial button at the bottom`, async ({
    page,
  }) => {
    await page.goto(localizePath('/', language));
    const toggle = page.locator('header nav button[aria-expanded]');
    await toggle.tap();
    const sheet = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(sheet).toBeVisible();
    const header = (await page.locator('header nav').boundingBox())!;
    const box = (await sheet.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(header.y + header.height + 1);
    expect(Math.round(box.y + box.height)).toBe(844);
    const items = sheet.getByRole('list').getByRole('link');
    // The team (Andrea, Julie, David) and the five other links.
    await expect(items).toHaveCount(8);
    for (const item of await items.all()) {
      const { x } = (await item.boundingBox())!;
      expect(x).toBeLessThan(box.x + 24);
      expect(await item.evaluate((element) => getComputedStyle(element).fontSize)).toBe('18px');
      expect(await item.evaluate((element) => getComputedStyle(element).textAlign)).not.toBe('center');
    }
    const trial = sheet.getByRole('button', { name: localeText(language, 'common', 'nav.getEmployee') });
    const trialBox = (await trial.boundingBox())!;
    expect(trialBox.y + trialBox.height).toBeGreaterThan(844 - 40);
    expect(trialBox.y + trialBox.height).toBeLessThanOrEqual(844);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test(`${language}: /julie has one benefits section, its outcomes and then the capabilities as a list`, async ({ page }) => {
    await page.goto(localizePath('/julie', language));
    const capabilities = localeText(language, 'employees', 'julie.features.heading');
    await expect(page.getByRole('heading', { level: 2, name: capabilities })).toHaveCount(0);
    const benefits = page.getByRole('region', { name: localeText(language, 'employees', 'julie.benefits.heading') });
    await expect(benefits.getByRole('heading', { level: 3, name: capabilities })).toBeVisible();
    await expect(benefits.getByRole('list').nth(1).getByRole('listitem')).toHaveCount(6);
    // The phone no longer scrolls through two sections of cards: the one section, under 2,000 px (it was 2,700 with the second).
    expect(await benefits.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(2000);
  });

  test(`${language}: /real-estate-assistant puts the card note under the trial button only, in the hero and the closing band`, async ({
    page,
  }) => {
    await page.goto(localizePath('/real-estate-assistant', language));
    const cardNote = localeText(language, 'realEstate', 'hero.note', { days: 30 }).slice(0, 20);
    const inMain = page.locator('main').getByRole('button', { name: localeText(language, 'realEstate', 'hero.startTrial') });
    await expect(inMain).toHaveCount(2);
    for (const trial of await inMain.all()) {
      const note = trial.locator('xpath=following-sibling::p[1]');
      await expect(note).toContainText(cardNote);
      const [button, text] = [(await trial.boundingBox())!, (await note.boundingBox())!];
      // Directly under it.
      expect(text.y - (button.y + button.height)).toBeLessThan(12);
    }
    const emails = page.locator('main').getByRole('link', { name: localeText(language, 'realEstate', 'hero.start') });
    await expect(emails).toHaveCount(2);
    for (const email of await emails.all()) {
      await expect(email.locator('xpath=following-sibling::p[1]')).not.toContainText(cardNote);
      await expect(email.locator('xpath=..')).not.toContainText(cardNote);
    }
  });
}

test('cookie settings: Marketing and Preferences in words a visitor reads, no consent tokens', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  const described = async (name: string) => {
    const id = await dialog.getByRole('switch', { name }).getAttribute('aria-describedby');
    return dialog.locator(`[id="${id}"]`).textContent();
  };
  const marketing = await described('Marketing');
  for (const signal of ['ad_storage', 'ad_user_data', 'ad_personalization', 'ad_Storage']) expect(marketing).not.toContain(signal);
  expect(await described('Preferences')).toContain('No feature uses it yet');
});
