import { expect, test } from './fixtures';
import { rejectCookiesUpFront, storedRecords } from './helpers';
import { typeset } from '../src/i18n/typography';

/** Czech copy as the page renders it: "e-mail" with its non-breaking hyphen (typography.ts). */
const czech = (text: string) => typeset(text, 'cs');

/** Issue 5 against `npm start`-style serving: the embedded backend with the real migrations. */
test.describe('forms store real data', () => {
  test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

  test('a double click on Join stores exactly one Julie lead (D18)', async ({ page }) => {
    const email = `double+${Date.now()}@firma.cz`;
    await page.goto('/julie');
    await page.locator('a[data-employee="Julie"]').first().click();
    const dialog = page.getByRole('dialog', { name: "Join Julie's waiting list" });
    await dialog.getByLabel('Name').fill('Dvojklik Novák');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Join the waiting list' }).dblclick();
    await expect(page.getByRole('dialog', { name: 'Confirm from your inbox' })).toBeVisible();
    const { leads } = await storedRecords();
    const mine = leads.filter((lead) => lead.email.toLowerCase() === email);
    expect(mine).toHaveLength(1);
    expect(mine[0].ai_employee).toBe('Julie');
  });

  test('the contact form stores the message and says so; the client keeps no session (D24)', async ({ page }) => {
    const email = `kontakt+${Date.now()}@firma.cz`;
    const authCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/auth/v1/') && authCalls.push(request.url()));
    await page.goto('/cs');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Jméno').fill('Jana Nováková');
    await form.getByLabel(czech('E-mail')).fill(email);
    await form.getByLabel('Zpráva').fill('Dobrý den, zajímá mě Andrea pro náš tým.');
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    // Issue 33 (D63): the sent state takes the form's place, no toast.
    await expect(page.locator('[data-form-success]', { hasText: 'Zpráva odeslána!' })).toBeVisible();
    await expect(form).toHaveCount(0);
    const { messages } = await storedRecords();
    expect(messages.filter((message) => message.email === email)).toHaveLength(1);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sb-')))).toEqual([]);
    expect(authCalls).toEqual([]);
  });

  test('with the backend unreachable the visitor sees an error and keeps the text', async ({ page }) => {
    await page.route('**/functions/v1/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Offline Person');
    await form.getByLabel('Email').fill('offline@firma.cz');
    await form.getByLabel('Message').fill('This message must survive a dead network.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' })).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('This message must survive a dead network.');
    await expect(form.getByLabel('Name')).toHaveValue('Offline Person');
  });

  for (const [status, text] of [
    [503, 'We could not save your message right now. Please try again in a moment.'],
    [429, 'You have sent several messages in a short time. Please try again in a few minutes.'],
  ] as const) {
    test(`a ${status} answer gives its message and keeps the text (issue 7)`, async ({ page }) => {
      await page.route('**/functions/v1/**', (route) =>
        route.request().method() === 'OPTIONS'
          ? route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' } })
          : route.fulfill({
              status,
              contentType: 'application/json',
              body: JSON.stringify({ error: 'Server says no.', code: status === 429 ? 'rate_limited' : 'unavailable' }),
            }),
      );
      await page.goto('/');
      const form = page.getByTestId('contact-form');
      await form.getByLabel('Name').fill('Retry Person');
      await form.getByLabel('Email').fill('retry@firma.cz');
      await form.getByLabel('Message').fill('Please keep this text after the error.');
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await expect(form.getByLabel('Message')).toHaveValue('Please keep this text after the error.');
    });
  }
});
