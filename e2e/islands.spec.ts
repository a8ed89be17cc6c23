import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { rejectCookiesUpFront, storedRecords } from './helpers';

/**
 * D29: the home demo, the home plans and FAQ, and the footer contact form are deferred islands. Their content is in the
 * prerendered HTML; their code loads only when they come near the viewport or are focused,
 * pressed or touched, and nothing typed or clicked before that is lost.
 */
const DEMO_CHUNK = /\/assets\/(DemoSection|DemoPlayer)-[\w-]+\.js$/;
const CONTACT_CHUNK = /\/assets\/(ContactForm|form-contract)-[\w-]+\.js$/;

function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Holds a chunk's response until `release()`; `requested` resolves once the browser asked for it. */
async function holdChunk(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let requested!: () => void;
  const asked = new Promise<void>((done) => (requested = done));
  await page.route(pattern, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, requested: asked };
}

/** Layout shifts not caused by input, summed (the CLS ingredients) since the page started. */
async function startShiftLog(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

test.beforeEach(async ({ page }) => rejectCookiesUpFront(page));

for (const [prefix, copy] of [
  ['', { start: 'Start demo', name: 'Name', email: 'Email', message: 'Message', send: 'Send message', sent: 'Message sent!' }],
  ['/cs', { start: 'Spustit ukázku', name: 'Jméno', email: 'E-mail', message: 'Zpráva', send: 'Odeslat zprávu', sent: 'Zpráva odeslána!' }],
] as const) {
  test(`${prefix || '/'}: demo and contact hydrate only near the viewport (their code may come at idle, D34); the HTML is whole before; both work after (D29)`, async ({
    page,
  }) => {
    const loaded = scripts(page);
    await startShiftLog(page);
    await page.goto(prefix || '/');
    await page.waitForLoadState('networkidle');
    // Prerendered content in place, not hydrated.
    await expect(page.locator('#demo').getByRole('button', { name: copy.start })).toBeAttached();
    await expect(page.getByTestId('contact-form').getByLabel(copy.message)).toBeAttached();
    await expect(page.locator('[data-island-ready]')).toHaveCount(0);

    // The demo: scrolled to, it loads, hydrates in place and plays.
    await page.locator('#demo').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="demo"][data-island-ready]')).toBeAttached();
    expect(loaded.some((path) => DEMO_CHUNK.test(path))).toBe(true);
    await expect(page.locator('[data-island="contact"][data-island-ready]')).toHaveCount(0);
    await page.locator('#demo').getByRole('button', { name: copy.start }).click();
    await expect(page.locator('#demo [data-step]')).not.toHaveAttribute('data-step', '0', { timeout: 5_000 });

    // The contact form: scrolled to, it loads; a message is sent and stored.
    const email = `island+${Date.now()}${prefix.slice(1)}@firma.cz`;
    const form = page.getByTestId('contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="contact"][data-island-ready]')).toBeAttached();
    expect(loaded.some((path) => CONTACT_CHUNK.test(path))).toBe(true);
    await form.getByLabel(copy.name).fill('Ostrov Tester');
    await form.getByLabel(copy.email).fill(email);
    await form.getByLabel(copy.message).fill('Sent from a form whose code came on demand.');
    await form.getByRole('button', { name: copy.send }).click();
    await expect(page.locator('[data-variant]', { hasText: copy.sent })).toBeVisible();
    const { messages } = await storedRecords();
    expect(messages.filter((message) => message.email === email)).toHaveLength(1);
    // Hydrating the islands moved nothing (scrolling is input, so only shifts without it count).
    expect(await shift(page)).toBeLessThan(0.001);
  });
}

test('text typed and a click on Send before the form has hydrated survive it, and the message is sent once (D29)', async ({ page }) => {
  const held = await holdChunk(page, /\/assets\/ContactForm-[\w-]+\.js$/);
  const email = `early+${Date.now()}@firma.cz`;
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/functions/v1/') && posts.push(request.url()));
  await page.goto('/');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Early Typist');
  await held.requested;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Typed while the form was still plain HTML.');
  await form.getByRole('button', { name: 'Send message' }).click();
  // Still server HTML: React has not seen any of this, and the browser did not submit the form.
  await expect(page.locator('[data-island="contact"][data-island-ready]')).toHaveCount(0);
  await expect(form.getByTestId('contact-counter')).toHaveText('0/2000 characters');
  expect(new URL(page.url()).search).toBe('');

  held.release();
  await expect(page.locator('[data-island="contact"][data-island-ready]')).toBeAttached();
  await expect(page.locator('[data-variant]', { hasText: 'Message sent!' })).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
  const { messages } = await storedRecords();
  expect(messages.filter((message) => message.email === email)).toEqual([
    expect.objectContaining({ message: 'Typed while the form was still plain HTML.' }),
  ]);
  expect(posts).toHaveLength(1);
});

test('text typed before hydration is counted and validated like typed text after it (D29)', async ({ page }) => {
  const held = await holdChunk(page, /\/assets\/ContactForm-[\w-]+\.js$/);
  await page.goto('/cs');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Zpráva').fill('Krátká');
  await held.requested;
  held.release();
  await expect(page.locator('[data-island="contact"][data-island-ready]')).toBeAttached();
  await expect(form.getByTestId('contact-counter')).toHaveText('6/2000 znaků');
  await form.getByLabel('Zpráva').press('End');
  await page.keyboard.type('!');
  await expect(form.getByLabel('Zpráva')).toHaveValue('Krátká!');
  await expect(form.getByTestId('contact-counter')).toHaveText('7/2000 znaků');
});

test('keyboard: Tab into the contact form hydrates it and typing works (D29)', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-island="contact"][data-island-ready]')).toHaveCount(0);
  // The last focusable element before the form: the security mailbox is after it, so start from
  // the footer heading's section and Tab forward.
  const form = page.getByTestId('contact-form');
  const name = form.getByLabel('Name');
  await page.locator('#contact').evaluate((section) => {
    section.setAttribute('tabindex', '-1');
    (section as HTMLElement).focus({ preventScroll: true });
  });
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Keyboard Person');
  await expect(page.locator('[data-island="contact"][data-island-ready]')).toBeAttached();
  await page.keyboard.type(' Jr');
  await expect(name).toHaveValue('Keyboard Person Jr');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kbd@firma.cz');
  await expect(form.getByLabel('Email')).toHaveValue('kbd@firma.cz');
  await expect(form.getByLabel('Email')).toBeFocused();
});

test('a click on Start demo before the demo has hydrated is not lost (D29)', async ({ page }) => {
  const held = await holdChunk(page, /\/assets\/DemoSection-[\w-]+\.js$/);
  await page.goto('/');
  const demo = page.locator('#demo');
  await demo.scrollIntoViewIfNeeded();
  await held.requested;
  await demo.getByRole('button', { name: 'Start demo' }).click();
  await expect(demo.locator('[data-step]')).toHaveAttribute('data-step', '0');
  held.release();
  await expect(demo.getByRole('button', { name: 'Stop demo' })).toBeVisible();
  await expect(demo.locator('li[data-reached]').first()).toBeVisible({ timeout: 5_000 });
});

test('the hero "See Andrea at work" link before the demo has hydrated scrolls to it, which then works (D29)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See Andrea at work' }).click();
  await expect(page.locator('[data-island="demo"][data-island-ready]')).toBeAttached();
  await page.locator('#demo').getByRole('button', { name: 'Start demo' }).click();
  await expect(page.locator('#demo').getByRole('button', { name: 'Stop demo' })).toBeVisible();
});

test('navigating away before the contact form hydrated keeps the footer whole and working (D29)', async ({ page }) => {
  await page.goto('/');
  // In-page (#pricing) and to another page: both update the router while the islands are HTML.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await nav.getByRole('link', { name: 'Trust & Security' }).click();
  await expect(page).toHaveURL(/\/trust$/);
  await expect(page.locator('[data-island="contact"] form')).toHaveCount(1);
  const form = page.getByTestId('contact-form');
  await expect(form.getByLabel('Message')).toBeAttached();
  await form.getByLabel('Message').fill('Still a working form.');
  await expect(form.getByTestId('contact-counter')).toHaveText('21/2000 characters');
});

test('client-side navigation to home shows the demo at once, never an empty box (D29)', async ({ page }) => {
  await page.goto('/andrea');
  await page.evaluate(() => {
    const flags = ((window as unknown as { __flash: string[] }).__flash = [] as string[]);
    new MutationObserver(() => {
      const island = document.querySelector('[data-island="demo"]');
      if (island && !island.querySelector('#demo')) flags.push('empty demo island');
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('header').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#demo').getByRole('button', { name: 'Start demo' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __flash: string[] }).__flash)).toEqual([]);
  await page.locator('#demo').getByRole('button', { name: 'Start demo' }).click();
  await expect(page.locator('#demo li[data-reached]').first()).toBeVisible({ timeout: 5_000 });
});

test('/: the plans and FAQ are whole before they hydrate, which they do near them; a plan link then navigates in the app (D29)', async ({
  page,
}) => {
  const PLANS_CHUNK = /\/assets\/(HomePlansAndFaq|PlanCard|PricingSection)-[\w-]+\.js$/;
  const loaded = scripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#pricing').getByRole('link', { name: /See both plans in detail/ })).toBeAttached();
  await expect(page.locator('#faq details')).not.toHaveCount(0);
  await expect(page.locator('#pricing [data-island-ready]')).toHaveCount(0);

  // Before the code: the FAQ opens natively.
  const first = page.locator('#faq details').first();
  await first.locator('summary').scrollIntoViewIfNeeded();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(page.locator('[data-island="home-plans-faq"][data-island-ready]')).toBeAttached();
  expect(loaded.some((path) => PLANS_CHUNK.test(path))).toBe(true);

  // After: a client-side navigation (no new document) to the plans on /andrea.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page
    .locator('#pricing')
    .getByRole('link', { name: /See both plans in detail/ })
    .click();
  await expect(page).toHaveURL(/\/andrea#pricing$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
