import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { rejectCookiesUpFront, storedRecords } from './helpers';
import { typeset } from '../src/i18n/typography';

/** Czech copy as the page renders it: "e-mail" with its non-breaking hyphen (typography.ts). */
const czech = (text: string) => typeset(text, 'cs');

/**
 * D58 (revises D29's islands): the home demo, the home plans and FAQ, and the footer contact form
 * are ordinary parts of their pages. Their content is in the prerendered HTML, their code comes
 * with the page (before hydration), and a press or typing before hydration is not lost (D35).
 */
/** The home page's chunk: the client entry awaits it before it hydrates (src/main.tsx). */
const HOME_CHUNK = /\/assets\/HomePage-[\w-]+\.js$/;
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });

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
  [
    '/cs',
    { start: 'Spustit ukázku', name: 'Jméno', email: czech('E-mail'), message: 'Zpráva', send: 'Odeslat zprávu', sent: 'Zpráva odeslána!' },
  ],
] as const) {
  test(`${prefix || '/'}: the demo, plans, FAQ and contact form are whole in the HTML and hydrate with the page, without moving; both work (D58)`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(prefix || '/')).text();
    expect(html).toContain(`>${copy.start}<`);
    expect(html).toContain('data-testid="contact-form"');
    expect(html).toMatch(/id="faq"[\s\S]*<details/);
    await startShiftLog(page);
    await page.goto(prefix || '/');

    await page.locator('#demo').scrollIntoViewIfNeeded();
    await page.locator('#demo').getByRole('button', { name: copy.start }).click();
    await expect(page.locator('#demo [data-step]')).not.toHaveAttribute('data-step', '0', { timeout: 5_000 });

    const email = `island+${Date.now()}${prefix.slice(1)}@firma.cz`;
    const form = page.getByTestId('contact-form');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(copy.name).fill('Ostrov Tester');
    await form.getByLabel(copy.email).fill(email);
    await form.getByLabel(copy.message).fill('Sent from a form that came with its page.');
    await form.getByRole('button', { name: copy.send }).click();
    await expect(page.locator('[data-form-success]', { hasText: copy.sent })).toBeVisible();
    const { messages } = await storedRecords();
    expect(messages.filter((message) => message.email === email)).toHaveLength(1);
    // Hydration moved nothing (scrolling is input, so only shifts without it count).
    expect(await shift(page)).toBeLessThan(0.001);
  });
}

test('a contact form answered late moves nothing below it, and gives its room back once out of view (CLS)', async ({ page }) => {
  await startShiftLog(page);
  // Past the half second in which a layout shift counts as the press's own doing.
  await page.route('**/functions/v1/submit-contact', async (route) => {
    await new Promise((done) => setTimeout(done, 1200));
    await route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  const form = page.getByTestId('contact-form');
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Name').fill('Slow Answer');
  await form.getByLabel('Email').fill(`slow+${Date.now()}@firma.cz`);
  await form.getByLabel('Message').fill('Answered after more than a second.');
  const footer = page.locator('footer');
  const footerHeight = (await footer.boundingBox())!.height;
  await form.getByRole('button', { name: 'Send message' }).click();
  const success = page.locator('[data-form-success]', { hasText: 'Message sent!' });
  await expect(success).toBeVisible();
  expect(await shift(page)).toBeLessThan(0.001);
  expect((await footer.boundingBox())!.height).toBe(footerHeight);
  // The thanks is compact; the room it keeps goes once it is scrolled away.
  expect((await success.boundingBox())!.height).toBeLessThan(footerHeight / 2);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(async () => (await footer.boundingBox())!.height).toBeLessThan(footerHeight);
});

test('text typed and a click on Send before the page has hydrated survive it, and the message is sent once (D35)', async ({
  page,
  baseURL,
}) => {
  const held = await holdChunk(page, HOME_CHUNK);
  const email = `early+${Date.now()}@firma.cz`;
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/functions/v1/') && posts.push(request.url()));
  // The frame's own goto: the fixture's page.goto would wait for a hydration that is held back.
  await page.mainFrame().goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
  await held.requested;
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Early Typist');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Typed while the form was still plain HTML.');
  await form.getByRole('button', { name: 'Send message' }).click();
  // Still server HTML: React has not seen any of this, and the browser did not submit the form.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(form.getByTestId('contact-counter')).toHaveText('0/2000 characters');
  expect(new URL(page.url()).search).toBe('');
  // The press is held for the replay (early-tap.ts keeps it on window): should the replay below
  // ever fail, this tells a lost replay from a press that never reached the button.
  expect(await page.evaluate(() => (window as { heldTap?: Element }).heldTap?.textContent)).toBe('Send message');

  held.release();
  await hydrated(page);
  await expect(page.locator('[data-form-success]', { hasText: 'Message sent!' })).toBeVisible();
  await expect(form).toHaveCount(0);
  const { messages } = await storedRecords();
  expect(messages.filter((message) => message.email === email)).toEqual([
    expect.objectContaining({ message: 'Typed while the form was still plain HTML.' }),
  ]);
  expect(posts).toHaveLength(1);
});

test('text typed before hydration is counted and validated like typed text after it (D35)', async ({ page, baseURL }) => {
  const held = await holdChunk(page, HOME_CHUNK);
  // The frame's own goto: the fixture's page.goto would wait for a hydration that is held back.
  await page.mainFrame().goto(`${baseURL}/cs`, { waitUntil: 'domcontentloaded' });
  await held.requested;
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Zpráva').fill('Krátká');
  held.release();
  await hydrated(page);
  await expect(form.getByTestId('contact-counter')).toHaveText('6/2000 znaků');
  await form.getByLabel('Zpráva').press('End');
  await page.keyboard.type('!');
  await expect(form.getByLabel('Zpráva')).toHaveValue('Krátká!');
  await expect(form.getByTestId('contact-counter')).toHaveText('7/2000 znaků');
});

test('a click on Start demo before the page has hydrated is not lost (D35)', async ({ page, baseURL }) => {
  const held = await holdChunk(page, HOME_CHUNK);
  // The frame's own goto: the fixture's page.goto would wait for a hydration that is held back.
  await page.mainFrame().goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
  await held.requested;
  const demo = page.locator('#demo');
  await demo.scrollIntoViewIfNeeded();
  await demo.getByRole('button', { name: 'Start demo' }).click();
  await expect(demo.locator('[data-step]')).toHaveAttribute('data-step', '0');
  held.release();
  await expect(demo.getByRole('button', { name: 'Stop demo' })).toBeVisible();
  await expect(demo.locator('li[data-reached]').first()).toBeVisible({ timeout: 5_000 });
});

test('the hero "Watch the demo" link scrolls to the demo, which then works (D58)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Watch the demo' }).click();
  await expect(page).toHaveURL(/#demo$/);
  await hydrated(page);
  await page.locator('#demo').getByRole('button', { name: 'Start demo' }).click();
  await expect(page.locator('#demo').getByRole('button', { name: 'Stop demo' })).toBeVisible();
});

test('after in-page and client-side navigations the footer form is whole and working (D58)', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await nav.getByRole('link', { name: 'Trust & Security' }).click();
  await expect(page).toHaveURL(/\/trust$/);
  await expect(page.getByTestId('contact-form')).toHaveCount(1);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Message').fill('Still a working form.');
  await expect(form.getByTestId('contact-counter')).toHaveText('21/2000 characters');
});

test('client-side navigation to home shows the demo with the page, never without it (D58)', async ({ page }) => {
  await page.goto('/andrea');
  await page.evaluate(() => {
    const flags = ((window as unknown as { __flash: string[] }).__flash = [] as string[]);
    new MutationObserver(() => {
      if (document.querySelector('#ai-employees') && !document.querySelector('#demo')) flags.push('home without its demo');
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('header').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#demo').getByRole('button', { name: 'Start demo' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __flash: string[] }).__flash)).toEqual([]);
  await page.locator('#demo').getByRole('button', { name: 'Start demo' }).click();
  await expect(page.locator('#demo li[data-reached]').first()).toBeVisible({ timeout: 5_000 });
});

test('/: the FAQ opens natively before hydration; after it a plan link navigates in the app (D58)', async ({ page, baseURL }) => {
  const held = await holdChunk(page, HOME_CHUNK);
  // The frame's own goto: the fixture's page.goto would wait for a hydration that is held back.
  await page.mainFrame().goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
  await held.requested;
  await expect(page.locator('#pricing').getByRole('link', { name: /See both plans in detail/ })).toBeAttached();
  const first = page.locator('#faq details').first();
  await first.locator('summary').scrollIntoViewIfNeeded();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  held.release();
  await hydrated(page);

  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page
    .locator('#pricing')
    .getByRole('link', { name: /See both plans in detail/ })
    .click();
  await expect(page).toHaveURL(/\/andrea#pricing$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
