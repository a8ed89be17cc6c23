import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rejectCookiesUpFront } from './helpers';

/**
 * Where the focus goes in the forms and dialogs, by keyboard (a keyboard audit, WCAG 2.4.3 and
 * 4.1.3): never to <body>, and an error is met where the visitor is.
 */
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element === document.body ? 'body' : `${element?.tagName.toLowerCase()}${element?.id ? `#${element.id}` : ''}`;
  });

/** The home page's signup dialog, opened from the hero. */
async function openSignup(page: Page) {
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('button', { name: /free trial/ })
    .first()
    .click();
}

test.describe('with consent given', () => {
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  test('Enter in the wrong field leaves it and enters it again, its error wired, so a screen reader reads it', async ({ page }) => {
    await openSignup(page);
    const email = page.getByRole('dialog').getByLabel('Email');
    await email.fill('jana@');
    await email.evaluate((element) => {
      (window as unknown as { entered: number }).entered = 0;
      element.addEventListener('focus', () => (window as unknown as { entered: number }).entered++);
    });
    await email.press('Enter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { entered: number }).entered)).toBe(1);
    const described = await email.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${described}"]`)).toHaveText(/^Please enter a valid email address/);
  });

  test('the signup\'s "Change email" takes the focus back to the email', async ({ page }) => {
    await openSignup(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('jana@firma.cz');
    await dialog.getByLabel('Email').press('Enter');
    await dialog.getByRole('button', { name: 'Change email' }).press('Enter');
    await expect(dialog.getByLabel('Email')).toBeFocused();
  });

  test('the early-access choice left out: the focus goes to its first option', async ({ page }) => {
    await page.goto('/early-access');
    const form = page.locator('form').filter({ has: page.getByRole('radio') });
    await form.getByLabel('Name').fill('Jana');
    await form.getByLabel('Email').fill('jana@firma.cz');
    await form.getByLabel('Email').press('Enter');
    await expect(form.getByText('Please choose Julie or David.')).toBeVisible();
    await expect(form.getByRole('radio').first()).toBeFocused();
  });

  test('a send that fails keeps the focus on its button; "Write another message" goes to the first field', async ({ page }) => {
    await page.goto('/');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Jana Nováková');
    await form.getByLabel('Email').fill('jana@firma.cz');
    await form.getByLabel('Message').fill('A question about Andrea, please.');
    await page.route('**/functions/v1/submit-contact', (route) => route.abort(), { times: 1 });
    const send = form.getByRole('button', { name: 'Send message' });
    await send.press('Enter');
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(send).toBeFocused();
    await send.press('Enter');
    const again = page.getByRole('button', { name: 'Write another message' });
    await again.press('Enter');
    await expect(page.getByTestId('contact-form').getByLabel('Name')).toBeFocused();
  });
});

test('every dialog, opened by keyboard, takes the focus on its first control that can have it, as Radix would', async ({ page }) => {
  // The cookie settings begin with the locked "necessary" switch, which is disabled: the focus goes past it.
  await page.goto('/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Settings' }).press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('switch', { disabled: false }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await rejectCookiesUpFront(page);
  await openSignup(page);
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeFocused();
});

test('the cookie settings opened from the banner: a choice made there sends the focus to the main content', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Settings' }).press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Save settings' }).press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await activeElement(page)).toBe('main#main');
});

test.describe('the sticky header never hides what the keyboard focuses (WCAG 2.4.11)', () => {
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`Tab and Shift+Tab through the home page, ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const hidden: string[] = [];
      for (const key of [...Array(70).fill('Tab'), ...Array(70).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        const under = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const header = document.querySelector('body > div > header, body header');
          if (!element || !header || header.contains(element) || !element.closest('main, footer')) return null;
          const top = element.getBoundingClientRect().top;
          return top < header.getBoundingClientRect().bottom - 1
            ? `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" at ${Math.round(top)}`
            : null;
        });
        if (under) hidden.push(`${key}: ${under}`);
      }
      expect(hidden).toEqual([]);
    });
  }
});
