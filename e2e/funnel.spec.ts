/**
 * Issue 73: the funnel as a marketer's tag manager reads it. The e2e build carries a fake
 * tag-manager ID and the analytics hosts answer from a local stub (D27), so the `dataLayer` is read
 * as the container would read it, and every request to Google or Microsoft is recorded.
 *
 * With consent: a visit landing with a campaign -> another page -> a plan -> the local checkout
 * stand-in -> the success page pushes one page_view per page with its language, select_item,
 * begin_checkout and one purchase (a reload adds none); the checkout link and the stored order
 * carry the campaign; a waiting-list join and a contact message push one generate_lead each.
 * Without consent nothing is pushed and nothing goes to Google or Microsoft. No event and no tag
 * request holds `@`, `token=` or a name typed in a form. The confirmation link's token never meets a tag.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { FUNNEL_EVENTS } from '../src/lib/funnel-events';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const DIALOG = '[role="dialog"]';
/** The signup or waiting-list dialog on screen (closed dialogs stay in the page, hidden). */
const OPEN_DIALOG = `${DIALOG}:visible`;
/** Google's and Microsoft's hosts: the tag manager, GA4's collection, Clarity, ads. */
const TAG_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|google\.com|clarity\.ms|bing\.com|microsoft\.com)\//;
const TYPED_NAME = 'Jana Nováková';
const CAMPAIGN = 'utm_source=newsletter&utm_medium=email&utm_campaign=spring-73';

type Entry = Record<string, unknown> & { event?: string };

function storeConsent(choice: { analytics: boolean; marketing: boolean }) {
  if (localStorage.getItem('cookie-consent-date')) return;
  localStorage.setItem('cookie-preferences', JSON.stringify({ necessary: true, preferences: false, version: 1, ...choice }));
  localStorage.setItem('cookie-consent-date', new Date().toISOString());
}

/** Every request to a tag host answered by the stub, with the address the page showed when it was made. */
async function stubTags(context: BrowserContext): Promise<{ url: string; pageUrl: string }[]> {
  const requests: { url: string; pageUrl: string }[] = [];
  await context.route(TAG_HOSTS, (route, request) => {
    requests.push({ url: request.url(), pageUrl: request.frame().page().url() });
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' });
  });
  return requests;
}

const dataLayer = (page: Page) =>
  page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])) as Entry[]);
const funnelEvents = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => (FUNNEL_EVENTS as readonly string[]).includes(entry.event ?? ''));
const names = async (page: Page) => (await funnelEvents(page)).map((entry) => entry.event);

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Nothing personal in what a tag could read: no e-mail address, token, session id or typed name. */
function expectNothingPersonal(what: string[], email?: string) {
  for (const text of what) {
    expect(text).not.toContain('@');
    expect(text).not.toMatch(/token=|session_id|cs_test_local/);
    expect(text).not.toContain(TYPED_NAME);
    expect(text).not.toContain(encodeURIComponent(TYPED_NAME));
    if (email) expect(text).not.toContain(encodeURIComponent(email));
  }
}

const run = promisify(execFile);
async function storedOrder(sessionId: string): Promise<Record<string, unknown> | undefined> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/orders.ts', '--json'], {
    env: { ...process.env, LOCAL_DB_DIR: process.env.E2E_DB_DIR },
  });
  return (JSON.parse(stdout) as { orders: Record<string, unknown>[] }).orders.find((order) => order.session_id === sessionId);
}

test('with consent: a campaign visit through a plan and the local checkout pushes each page view, select_item, begin_checkout and one purchase; the campaign reaches the checkout and the order', async ({
  page,
  context,
}) => {
  await context.addInitScript(storeConsent, { analytics: true, marketing: true });
  const tagRequests = await stubTags(context);
  const email = `funnel-${Date.now()}@firma.cz`;

  // A campaign landing whose address also carries things no tag may read.
  await page.goto(`/?${CAMPAIGN}&gclid=click-73&email=${encodeURIComponent(email)}&ref=x`);
  await hydrated(page);
  const origin = new URL(page.url()).origin;
  await expect
    .poll(() => funnelEvents(page), { timeout: 15_000 })
    .toEqual([{ event: 'page_view', page_language: 'en', page_location: `${origin}/?${CAMPAIGN}&gclid=click-73`, page_referrer: '' }]);

  // Another page: its own page_view, its referrer our page without the query.
  await page.locator('main a[href="/andrea"]').first().click();
  await expect(page).toHaveURL(/\/andrea$/);
  await expect
    .poll(async () => (await funnelEvents(page)).at(-1))
    .toEqual({ event: 'page_view', page_language: 'en', page_location: `${origin}/andrea`, page_referrer: `${origin}/` });

  // A plan, the e-mail, the checkout link with the campaign.
  await page.locator('#pricing [data-plan="draft"] a[role="button"]').click();
  await page.locator(`${DIALOG} [data-step="email"] input[type="email"]`).fill(email);
  await page.locator(`${DIALOG} [data-step="email"] button[type="submit"]`).click();
  const link = page.locator(`${DIALOG} a[data-plan-checkout="draft"]`);
  const href = (await link.getAttribute('href')) ?? '';
  const query = new URL(href, origin).searchParams;
  expect([query.get('utm_source'), query.get('utm_medium'), query.get('utm_campaign'), query.get('gclid')]).toEqual([
    'newsletter',
    'email',
    'spring-73',
    'click-73',
  ]);
  expect(query.has('ref')).toBe(false);
  const [checkout] = await Promise.all([context.waitForEvent('page'), link.click()]);
  expect(await names(page)).toEqual(['page_view', 'page_view', 'select_item', 'begin_checkout']);
  const [, , select, begin] = await funnelEvents(page);
  expect(select).toEqual({
    event: 'select_item',
    page_language: 'en',
    ecommerce: {
      item_list_id: 'andrea_plans',
      item_list_name: 'Andrea plans',
      items: [{ item_id: 'draft', item_name: 'draft', item_brand: 'Andrea', item_category: 'AI employee', price: 29, quantity: 1 }],
    },
  });
  expect(begin).toMatchObject({ event: 'begin_checkout', page_language: 'en', ecommerce: { currency: 'EUR', value: 29 } });
  // Each ecommerce event clears the one before it in the tag manager's model.
  const layer = await dataLayer(page);
  expect(layer[layer.findIndex((entry) => entry.event === 'begin_checkout') - 1]).toEqual({ ecommerce: null });

  // The stand-in, its "pay", the success page with the recorded order: one purchase.
  await checkout.waitForLoadState();
  await checkout.locator('button[type="submit"]').click();
  await expect(checkout).toHaveURL(/\/payment-success\?session_id=cs_test_local[0-9a-f]+$/, { timeout: 15_000 });
  const sessionId = new URL(checkout.url()).searchParams.get('session_id')!;
  await hydrated(checkout);
  await checkout.locator('main [data-state="recorded"]').waitFor({ timeout: 20_000 });
  await expect.poll(() => names(checkout), { timeout: 15_000 }).toEqual(['page_view', 'purchase']);
  const [successView, purchase] = await funnelEvents(checkout);
  expect(successView).toMatchObject({ page_location: `${origin}/payment-success`, page_language: 'en' });
  expect(purchase).toMatchObject({
    event: 'purchase',
    trial_days: 30,
    ecommerce: { currency: 'EUR', value: 29, transaction_id: expect.stringMatching(/^[0-9a-f]{16}$/) },
  });
  // A reload counts the order no more.
  await checkout.reload();
  await hydrated(checkout);
  await checkout.locator('main [data-state="recorded"]').waitFor({ timeout: 20_000 });
  await expect.poll(() => names(checkout)).toEqual(['page_view']);
  await checkout.waitForTimeout(1_000);
  expect(await names(checkout)).toEqual(['page_view']);

  // The order keeps the campaign the checkout link carried.
  expect(await storedOrder(sessionId)).toMatchObject({
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring-73',
    gclid: 'click-73',
  });

  const everything = [...(await dataLayer(page)), ...(await dataLayer(checkout))].map((entry) => JSON.stringify(entry));
  expectNothingPersonal([...everything, ...tagRequests.map((request) => request.url)], email);
  expect(tagRequests.length).toBeGreaterThan(0);
});

test('with consent: a waiting-list join and a contact message push one generate_lead each, naming the form and the employee, never the name typed', async ({
  page,
  context,
}) => {
  await context.addInitScript(storeConsent, { analytics: true, marketing: false });
  const tagRequests = await stubTags(context);
  await page.goto('/julie');
  await hydrated(page);
  await expect.poll(() => names(page), { timeout: 15_000 }).toEqual(['page_view']);
  await page.locator('main a[data-employee="Julie"]').first().click();
  const step = `${OPEN_DIALOG} [data-step="email"]`;
  await page.locator(`${step} input[name="name"]`).fill(TYPED_NAME);
  await page.locator(`${step} input[name="email"]`).fill(`lead-${Date.now()}@firma.cz`);
  await page.locator(`${step} button[type="submit"]`).click();
  await page.locator(`${OPEN_DIALOG} [data-step="success"]`).waitFor();
  await expect
    .poll(async () => (await funnelEvents(page)).at(-1))
    .toEqual({
      event: 'generate_lead',
      page_language: 'en',
      lead_source: 'waitlist',
      ai_employee: 'Julie',
    });
  await page.keyboard.press('Escape');

  const form = '[data-testid="contact-form"]';
  await page.locator(`${form} [name="name"]`).fill(TYPED_NAME);
  await page.locator(`${form} [name="email"]`).fill(`contact-${Date.now()}@firma.cz`);
  await page.locator(`${form} [name="message"]`).fill('Hello, we would like Andrea for our team of five.');
  await page.locator(`${form} button[type="submit"]`).click();
  await page.locator('[data-form-success]').waitFor();
  await expect.poll(() => names(page)).toEqual(['page_view', 'generate_lead', 'generate_lead']);
  expect((await funnelEvents(page)).at(-1)).toEqual({ event: 'generate_lead', page_language: 'en', lead_source: 'contact' });
  expectNothingPersonal([...(await dataLayer(page)).map((entry) => JSON.stringify(entry)), ...tagRequests.map((request) => request.url)]);
});

for (const stored of [null, { analytics: false, marketing: false }] as const) {
  test(`without consent (${stored ? 'rejected' : 'not given'}): the same journey pushes nothing and asks nothing of Google or Microsoft; the checkout link still carries utm_*, not gclid`, async ({
    page,
    context,
  }) => {
    if (stored) await context.addInitScript(storeConsent, stored);
    const tagRequests = await stubTags(context);
    await page.goto(`/andrea?${CAMPAIGN}&gclid=click-73`);
    await hydrated(page);
    await page.locator('#pricing [data-plan="draft"] a[role="button"]').click();
    await page.locator(`${DIALOG} [data-step="email"] input[type="email"]`).fill(`none-${Date.now()}@firma.cz`);
    await page.locator(`${DIALOG} [data-step="email"] button[type="submit"]`).click();
    const href = (await page.locator(`${DIALOG} a[data-plan-checkout="draft"]`).getAttribute('href')) ?? '';
    const query = new URL(href, page.url()).searchParams;
    expect([query.get('utm_campaign'), query.get('gclid')]).toEqual(['spring-73', null]);
    await page.waitForTimeout(1_500);
    expect(await funnelEvents(page)).toEqual([]);
    expect(tagRequests).toEqual([]);
    // Nor is the campaign kept past this page without consent.
    expect(await page.evaluate(() => sessionStorage.getItem('campaign'))).toBeNull();
  });
}

test('the confirmation link with consent stored: no tag loads while the token is in the address, and no event carries it', async ({
  page,
  context,
}) => {
  await context.addInitScript(storeConsent, { analytics: true, marketing: true });
  const tagRequests = await stubTags(context);
  await page.goto('/early-access/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await hydrated(page);
  // The page takes the token out of the address through the router: the language switch forgets it too.
  await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toBe('');
  await expect(page.locator('a[hreflang="cs"]')).toHaveAttribute('href', '/cs/early-access/confirm');
  // Then, and only then, the tags load.
  await expect.poll(() => tagRequests.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => names(page), { timeout: 15_000 }).toEqual(['page_view']);
  for (const request of tagRequests) expect(request.pageUrl, request.url).not.toContain('token=');
  expectNothingPersonal([...(await dataLayer(page)).map((entry) => JSON.stringify(entry)), ...tagRequests.map((request) => request.url)]);
});

test('the served CSP allows GA4 collection in this build (VITE_GTM_ID is set), on every page', async ({ request }) => {
  for (const address of ['/', '/cs/andrea', '/payment-success']) {
    const csp = (await request.get(address)).headers()['content-security-policy'] ?? '';
    const directive = (name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    for (const host of ['*.google-analytics.com', '*.analytics.google.com', '*.googletagmanager.com'])
      expect(directive('connect-src'), address).toContain(host);
    expect(directive('img-src'), address).toContain('*.google-analytics.com');
  }
});

for (const [address, plan] of [
  ['/andrea', 'full'],
  ['/cs/andrea', 'draft'],
] as const) {
  test(`the marketer's link ${address}?plan=${plan} opens the signup with ${plan} chosen, keeps the campaign, and leaves the address when closed`, async ({
    page,
    context,
  }) => {
    await context.addInitScript(storeConsent, { analytics: false, marketing: false });
    await page.goto(`${address}?plan=${plan}&utm_campaign=partner-73`);
    await hydrated(page);
    await page.locator(`${DIALOG} [data-step="email"]`).waitFor();
    // The parameter never reaches the canonical URL.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).not.toContain('plan');
    await page.locator(`${DIALOG} input[type="email"]`).fill(`link-${Date.now()}@firma.cz`);
    await page.locator(`${DIALOG} [data-step="email"] button[type="submit"]`).click();
    await expect(page.locator(`${DIALOG} [data-step="plan"]`)).toHaveAttribute('data-offered', plan);
    const checkout = await page.locator(`${DIALOG} [data-plan-checkout="${plan}"]`).getAttribute('href');
    if (checkout) expect(checkout).toContain('utm_campaign=partner-73');
    await page.keyboard.press('Escape');
    await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
    // Closed: no `plan` in the address (its campaign stays), so a reload is the plain page.
    expect(new URL(page.url()).search).toBe('?utm_campaign=partner-73');
    expect(new URL(page.url()).pathname).toBe(address);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1_000);
    await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
    // Away and Back: the dialog does not open again.
    await page.locator('header a[href="/"], header a[href="/cs"]').first().click();
    await expect(page).not.toHaveURL(new RegExp(`${address}`));
    await page.goBack();
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`${address}\\?utm_campaign=partner-73$`));
    await page.waitForTimeout(1_000);
    await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
  });
}
