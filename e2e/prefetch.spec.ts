import type { Page, Request } from '@playwright/test';
import { recordScriptsAtHydration, scriptsAtHydration } from '../bench/sizes';
import { expect, test } from './fixtures';
import { rejectCookiesUpFront } from './helpers';
import { readLocale } from './locales';

/**
 * Issue 16 (D34, D35): the code and copy an action needs are in memory before the tap, and a tap
 * before hydration is answered by the same dialog on the same URL.
 */
const isCodeOrCopy = (request: Request) => /\/assets\/.+\.js$|\/locales\/.+\.json$/.test(new URL(request.url()).pathname);

/** Waits until the page has loaded what it prefetches at idle (no request for half a second). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  await page.waitForLoadState('networkidle');
}

function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (isCodeOrCopy(request)) seen.push(request);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await rejectCookiesUpFront(page);
});

/**
 * The code or copy requested between the tap and the first sign of `answer` (a selector): a
 * MutationObserver notes when it appears, the Resource Timing entries say when each request began.
 */
async function requestsBeforeAnswer(page: Page, answer: string, tap: () => Promise<void>, text = ''): Promise<string[]> {
  await page.evaluate(
    ([selector, expected]) => {
      const w = window as unknown as { tapAt?: number; answerAt?: number };
      w.tapAt = undefined;
      w.answerAt = undefined;
      addEventListener('pointerdown', () => (w.tapAt ??= performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)?.textContent?.includes(expected)) return;
        w.answerAt = performance.now();
        observer.disconnect();
      }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
    },
    [answer, text],
  );
  await tap();
  await page.waitForFunction(() => (window as unknown as { answerAt?: number }).answerAt !== undefined);
  return page.evaluate(() => {
    const { tapAt = 0, answerAt = 0 } = window as unknown as { tapAt?: number; answerAt?: number };
    return performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          entry.startTime >= tapAt &&
          entry.startTime <= answerAt &&
          /\/assets\/.+\.js$|\/locales\/.+\.json$/.test(new URL(entry.name).pathname),
      )
      .map((entry) => entry.name);
  });
}

test('after hydration, with no input, the signup dialog and the other language are fetched; the tap then fetches nothing before the dialog shows', async ({
  page,
}) => {
  const seen = recordRequests(page);
  await page.goto('/');
  await settle(page);
  const urls = seen.map((request) => new URL(request.url()).pathname);
  expect(urls.some((url) => /\/assets\/SignupDialog-[\w-]+\.js$/.test(url))).toBe(true);
  for (const ns of ['common', 'home', 'demo']) expect(urls).toContain(`/locales/cs/${ns}.json`);
  const fetched = await requestsBeforeAnswer(page, '[role="dialog"]', () =>
    page.getByRole('main').getByRole('button', { name: 'Start your free trial' }).first().click(),
  );
  await expect(page.getByRole('dialog', { name: 'Get started with Andrea' })).toBeVisible();
  expect(fetched).toEqual([]);
});

test('"Meet Andrea" and the language toggle after idle show the new page with no request for code or copy', async ({ page }) => {
  const andrea = readLocale('en', 'andrea') as { hero: { title: string } };
  const andreaCs = readLocale('cs', 'andrea') as { hero: { title: string } };
  await page.goto('/');
  await settle(page);
  // The team block is below the fold: bring it near the viewport, as a visitor scrolling does.
  const meet = page.getByRole('link', { name: 'Meet Andrea' }).first();
  await meet.scrollIntoViewIfNeeded();
  await settle(page);
  expect(await requestsBeforeAnswer(page, 'h1', () => meet.click(), andrea.hero.title.slice(0, 12))).toEqual([]);
  await expect(page).toHaveURL(/\/andrea$/);

  await settle(page);
  expect(
    await requestsBeforeAnswer(page, 'h1', () => page.getByRole('link', { name: /^CZ/ }).click(), andreaCs.hero.title.slice(0, 5)),
  ).toEqual([]);
  await expect(page).toHaveURL(/\/cs\/andrea$/);

  await settle(page);
  expect(
    await requestsBeforeAnswer(page, 'h1', () => page.getByRole('link', { name: /^EN/ }).click(), andrea.hero.title.slice(0, 12)),
  ).toEqual([]);
  await expect(page).toHaveURL(/\/andrea$/);
});

test('a tap on the hero call to action before hydration opens the signup dialog on / once the page is ready (D35)', async ({
  page,
  baseURL,
}) => {
  // Hold the entry module back until the tap has happened.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  // The frame's own goto: the fixture's page.goto would wait for a hydration that is held back.
  await page.mainFrame().goto(`${baseURL}/`, { waitUntil: 'load' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/);
  await page.getByRole('main').getByRole('button', { name: 'Start your free trial' }).first().click();
  expect(new URL(page.url()).pathname).toBe('/');
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('dialog', { name: 'Get started with Andrea' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.every((url) => new URL(url).pathname === '/')).toBe(true);
});

/**
 * Issue 37: the modules hydration needs (the entry's imports, the page's chunks, react-dom's
 * client) are modulepreloaded by the loader beside the entry, so on a phone's 150 ms round trip
 * they all come in the first one, not one round trip after another as each module names the next.
 */
test('every module the page hydrates with is requested with the entry, within one round trip, and nothing else before hydration', async ({
  page,
}) => {
  const roundTripMs = 150;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: roundTripMs,
    downloadThroughput: 2_500_000,
    uploadThroughput: 750_000,
  });
  await recordScriptsAtHydration(page);
  for (const url of ['/cs', '/andrea', '/cs/terms']) {
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    const { entry, modules } = await page.evaluate(() => ({
      entry: document.querySelector('meta[name="app-entry"]')?.getAttribute('content') ?? '',
      modules: document.querySelector('meta[name="app-modules"]')?.getAttribute('content')?.split(' ') ?? [],
    }));
    const loaded = await scriptsAtHydration(page);
    expect(modules.length, url).toBeGreaterThan(3);
    expect(loaded.map((each) => each.file).sort(), `${url}: the scripts loaded before hydration`).toEqual([entry, ...modules].sort());
    const entryStart = loaded.find((each) => each.file === entry)!.start;
    // Before the entry's own answer can be back, so none waits for a module to name it (the loader
    // adds each in a task of its own: 100.4 ms for the last of /andrea's on a loaded 2-core CI machine).
    for (const { file, start } of loaded)
      expect(start - entryStart, `${url}: ${file} requested ${Math.round(start - entryStart)} ms after the entry`).toBeLessThan(
        roundTripMs,
      );
  }
});
