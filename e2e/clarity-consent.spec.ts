/**
 * Issue 58 (security review 4 #4): the visitor's choice reaches Microsoft Clarity through its
 * consent API, on load, on accept and on withdrawal, and withdrawing removes its cookies. The e2e
 * build carries a fake Clarity ID (e2e/server-env.ts); its script is answered by a stub that, like
 * the real recorder, drains the queue, records every later call and sets Clarity's two cookies.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ANALYTICS_HOSTS = /^https:\/\/([a-z0-9-]+\.)?(googletagmanager\.com|clarity\.ms)\//;

/** Clarity's tag, stubbed: the calls queued before it ran, then every call made to it, in order. */
const CLARITY_STUB = `(() => {
  const queued = (window.clarity && window.clarity.q) || [];
  const calls = (window.__clarityCalls = queued.map((args) => [...args]));
  window.clarity = (...args) => calls.push(args);
  document.cookie = '_clck=stub-user; path=/; max-age=31536000';
  document.cookie = '_clsk=stub-session; path=/; max-age=86400';
})();`;

async function stubAnalytics(context: BrowserContext) {
  await context.route(ANALYTICS_HOSTS, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: new URL(route.request().url()).hostname.endsWith('clarity.ms') ? CLARITY_STUB : '/* tag manager stub */',
    }),
  );
}

type Call = [string, ...unknown[]];
const clarityCalls = (page: Page) => page.evaluate(() => (window as unknown as { __clarityCalls?: Call[] }).__clarityCalls ?? []);
const clarityCookies = async (context: BrowserContext) =>
  (await context.cookies())
    .filter((cookie) => cookie.name.startsWith('_cl'))
    .map((cookie) => cookie.name)
    .sort();

const consentv2 = (analytics: 'granted' | 'denied', ad: 'granted' | 'denied'): Call => [
  'consentv2',
  { analytics_Storage: analytics, ad_Storage: ad },
];

test.describe("Microsoft Clarity and the visitor's consent (issue 58)", () => {
  test('accept, a later page view, a narrower choice and withdrawal each reach Clarity; withdrawal removes its cookies', async ({
    page,
    context,
  }) => {
    await stubAnalytics(context);
    await page.goto('/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();

    // Accept: the choice is queued before the recorder runs, so it is the first thing Clarity reads.
    await expect.poll(async () => (await clarityCalls(page))[0]).toEqual(consentv2('granted', 'granted'));
    await expect.poll(() => clarityCookies(context)).toEqual(['_clck', '_clsk']);

    // On load: the next page view tells Clarity the stored choice before it records anything.
    await page.reload();
    await expect.poll(async () => (await clarityCalls(page))[0]).toEqual(consentv2('granted', 'granted'));

    // A narrower choice on the same page view: analytics only.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('switch', { name: 'Marketing' }).click();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(async () => (await clarityCalls(page)).at(-1)).toEqual(consentv2('granted', 'denied'));

    // Withdrawal: denied through the v2 API, the older API's stop, and the cookies gone at once.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Reject all' }).click();
    await expect.poll(async () => (await clarityCalls(page)).slice(-2)).toEqual([consentv2('denied', 'denied'), ['consent', false]]);
    expect(await clarityCookies(context)).toEqual([]);

    // Accepting again on the same page view grants again.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await clarityCalls(page)).at(-1)).toEqual(consentv2('granted', 'granted'));
  });
});
