/**
 * D62: real visitors' Web Vitals reach the tag manager's dataLayer as GA4 events, only with the
 * visitor's analytics consent. The e2e build carries a fake tag-manager ID and the analytics hosts
 * answer from a local stub (D27), so the dataLayer is read as the tag manager would read it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ANALYTICS_HOSTS = /^https:\/\/([a-z0-9-]+\.)?(googletagmanager\.com|clarity\.ms)\//;
const VITALS = ['LCP', 'INP', 'CLS'];

interface VitalEvent {
  event: string;
  value: number;
  metric_id: string;
  metric_value: number;
  metric_rating: string;
  debug_target: string;
  debug_phase?: string;
  inp_processing_duration?: number;
  page_location?: string;
}

/** The Web Vitals events in the dataLayer, in order. */
const vitalEvents = (page: Page) =>
  page.evaluate(
    (names) =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) =>
        names.includes(entry.event ?? ''),
      ) as unknown[],
    VITALS,
  ) as Promise<VitalEvent[]>;

/**
 * A tap on the heading whose event handler takes `ms` of main thread: an interaction INP must
 * report. The work is in the click, the tap's last event: work in its `pointerdown` held up the
 * `pointerup` the test sends next, and once in a loaded CI run the interaction read as input delay.
 */
async function slowTapOnHeading(page: Page, ms: number) {
  await page.evaluate((busy) => {
    addEventListener(
      'click',
      () => {
        const end = performance.now() + busy;
        while (performance.now() < end);
      },
      { once: true, capture: true },
    );
  }, ms);
  await page.locator('h1').first().click();
  // The browser reports the interaction's Event Timing entry after its frame.
  await page.waitForTimeout(500);
}

/** The visitor leaves the tab: web-vitals reports INP and CLS (and LCP, if not yet) when the page is hidden. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function showPage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.describe('field Web Vitals (D62)', () => {
  test('nothing is measured or pushed before consent; after "Accept all" LCP, INP and CLS reach the dataLayer with their element and phase; nothing after withdrawing', async ({
    page,
    context,
  }) => {
    await context.route(ANALYTICS_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' }));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Before consent: a slow tap and a hidden page, and still no Web Vitals code and no event.
    await slowTapOnHeading(page, 150);
    await hidePage(page);
    await page.waitForTimeout(500);
    expect(await vitalEvents(page)).toEqual([]);
    expect(scripts.filter((path) => /web-vitals/i.test(path))).toEqual([]);
    await showPage(page);

    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
    // The library loads at idle after consent, and then reads what the browser buffered.
    await expect.poll(() => scripts.some((path) => /web-vitals/i.test(path))).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await slowTapOnHeading(page, 250);
    await hidePage(page);
    await expect.poll(async () => (await vitalEvents(page)).map((event) => event.event).sort()).toEqual(['CLS', 'INP', 'LCP']);

    const events = await vitalEvents(page);
    const byName = Object.fromEntries(events.map((event) => [event.event, event]));
    const origin = new URL(page.url()).origin;
    for (const event of events) {
      expect(event.metric_id).toMatch(/^v\d+-/);
      expect(['good', 'needs-improvement', 'poor']).toContain(event.metric_rating);
      expect(event.page_location).toBe(`${origin}/`);
    }
    expect(byName.LCP.value).toBeGreaterThan(0);
    expect(byName.LCP.debug_target).not.toBe('');
    expect(byName.LCP.debug_phase).toMatch(/^(time-to-first-byte|resource-load-delay|resource-load-duration|element-render-delay)$/);
    // The slow tap of 250 ms, spent in its event handler: the element tapped and the phase that made it slow.
    // Event Timing rounds durations to 8 ms, so 250 ms of work may read 248.
    expect(byName.INP.metric_value).toBeGreaterThanOrEqual(240);
    expect(byName.INP.debug_target).toMatch(/h1/);
    expect(byName.INP.debug_phase).toBe('processing-duration');
    expect(byName.INP.inp_processing_duration).toBeGreaterThanOrEqual(240);
    expect(byName.CLS.metric_value).toBeLessThanOrEqual(0.01);

    // Withdrawn from the footer link: a slower tap on the same page is no longer pushed.
    await showPage(page);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Reject all' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toHaveCount(0);
    const before = (await vitalEvents(page)).length;
    await slowTapOnHeading(page, 400);
    await hidePage(page);
    await page.waitForTimeout(1000);
    expect(await vitalEvents(page)).toHaveLength(before);
  });
});
