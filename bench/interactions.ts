/**
 * `npm run bench` interaction section (issue 16, D34): every action a visitor takes, tapped on a
 * settled page, timed from the tap event's `timeStamp` to the frame after its answer appears, on
 * Lighthouse's mobile profile applied to a real Chromium through the DevTools protocol (4x CPU
 * slowdown, 150 ms round trip, 1.6 Mbps down / 750 kbps up) and on an unthrottled desktop. Also the
 * page's INP as the Event Timing API reports it. A benchmark, not a test.
 */
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './chromium';
import type { Browser, Page } from 'playwright-core';

export const INTERACTION_TARGETS = { phoneMs: 200, desktopMs: 100 };

type Answer = 'dialog' | 'new-heading';

interface Action {
  name: string;
  url: string;
  /** What the visitor taps. */
  target: (page: Page) => ReturnType<Page['locator']>;
  answer: Answer;
}

export const ACTIONS: Action[] = [
  {
    name: 'home: start trial -> signup dialog',
    url: '/',
    answer: 'dialog',
    target: (p) => p.getByRole('button', { name: /free trial/ }).first(),
  },
  {
    name: '/julie: join waiting list -> dialog',
    url: '/julie',
    answer: 'dialog',
    target: (p) => p.getByRole('button', { name: /waiting list/i }).first(),
  },
  {
    name: 'footer: cookie settings -> dialog',
    url: '/',
    answer: 'dialog',
    target: (p) => p.getByRole('button', { name: 'Cookie settings' }),
  },
  {
    name: '/andrea: demo card -> demo modal',
    url: '/andrea',
    answer: 'dialog',
    target: (p) => p.getByRole('button', { name: 'Watch her draft a reply' }),
  },
  { name: '/andrea: CZ -> Czech page', url: '/andrea', answer: 'new-heading', target: (p) => p.getByRole('link', { name: /^CZ/ }) },
  { name: '/cs: EN -> English page', url: '/cs', answer: 'new-heading', target: (p) => p.getByRole('link', { name: /^EN/ }) },
  {
    name: 'home: Meet Andrea -> /andrea',
    url: '/',
    answer: 'new-heading',
    target: (p) => p.getByRole('link', { name: 'Meet Andrea' }).first(),
  },
];

export interface InteractionResult {
  name: string;
  phoneMs: number;
  phoneInpMs: number;
  desktopMs: number;
  desktopInpMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One tap on a settled page: tap-to-answer-frame and INP, in ms. */
async function measureOnce(browser: Browser, origin: string, action: Action, phone: boolean): Promise<{ ms: number; inp: number }> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1.75 }
      : { viewport: { width: 1350, height: 940 } },
  );
  // A stored "reject all" keeps the banner out of the way (the footer link still opens the settings).
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false, version: 1 }),
    );
    localStorage.setItem('cookie-consent-date', new Date().toISOString());
  });
  const page = await context.newPage();
  try {
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    await page.goto(`${origin}${action.url}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    const target = action.target(page);
    await target.scrollIntoViewIfNeeded();
    // Settled: everything loaded at idle (and on the way into view) has arrived.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(phone ? 4000 : 1500);
    await page.waitForLoadState('networkidle');
    await page.evaluate((answer) => {
      const w = window as unknown as { tapAt?: number; answerAt?: number; inp: number };
      w.inp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
          if (entry.interactionId) w.inp = Math.max(w.inp, entry.duration);
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      addEventListener('pointerdown', (event) => (w.tapAt ??= event.timeStamp), { capture: true, once: true });
      const heading = document.querySelector('h1')?.textContent;
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      new MutationObserver((_, observer) => {
        if (answer === 'dialog' ? !document.querySelector('[role="dialog"]') : document.querySelector('h1')?.textContent === heading)
          return;
        observer.disconnect();
        requestAnimationFrame((frame) => (w.answerAt = frame));
      }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    }, action.answer);
    if (phone) await target.tap();
    else await target.click();
    await page.waitForFunction(() => (window as unknown as { answerAt?: number }).answerAt !== undefined, undefined, { timeout: 30_000 });
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const w = window as unknown as { tapAt: number; answerAt: number; inp: number };
      return { ms: w.answerAt - w.tapAt, inp: w.inp };
    });
  } finally {
    await context.close();
  }
}

export async function measureInteractions(origin: string, runs: number, names?: string[]): Promise<InteractionResult[]> {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? DEBIAN_CHROMIUM, args: CHROMIUM_ARGS });
  const results: InteractionResult[] = [];
  try {
    for (const action of ACTIONS.filter((candidate) => !names || names.some((name) => candidate.name.includes(name)))) {
      const phone = [];
      const desktop = [];
      for (let i = 0; i < runs; i += 1) {
        phone.push(await measureOnce(browser, origin, action, true));
        desktop.push(await measureOnce(browser, origin, action, false));
      }
      const result = {
        name: action.name,
        phoneMs: median(phone.map((r) => r.ms)),
        phoneInpMs: median(phone.map((r) => r.inp)),
        desktopMs: median(desktop.map((r) => r.ms)),
        desktopInpMs: median(desktop.map((r) => r.inp)),
      };
      console.log(`  measured ${action.name}: phone ${Math.round(result.phoneMs)} ms, desktop ${Math.round(result.desktopMs)} ms`);
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The table and the pass/fail lines; true when every action passes on both profiles. */
export function printInteractions(results: InteractionResult[]): [string, boolean][] {
  const ms = (n: number) => String(Math.round(n));
  const rows = [
    ['action', 'phone tap->frame', 'phone INP', 'desktop tap->frame', 'desktop INP'],
    ...results.map((r) => [
      r.name,
      `${ms(r.phoneMs)}${r.phoneMs > INTERACTION_TARGETS.phoneMs ? '!' : ''}`,
      ms(r.phoneInpMs),
      `${ms(r.desktopMs)}${r.desktopMs > INTERACTION_TARGETS.desktopMs ? '!' : ''}`,
      ms(r.desktopInpMs),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(`\n${rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n')}\n`);
  const worst = (key: 'phoneMs' | 'desktopMs') => Math.max(...results.map((r) => r[key]));
  return [
    [
      `every action answers within ${INTERACTION_TARGETS.phoneMs} ms on the phone profile (D34): worst ${ms(worst('phoneMs'))} ms`,
      worst('phoneMs') <= INTERACTION_TARGETS.phoneMs,
    ],
    [
      `every action answers within ${INTERACTION_TARGETS.desktopMs} ms on desktop: worst ${ms(worst('desktopMs'))} ms`,
      worst('desktopMs') <= INTERACTION_TARGETS.desktopMs,
    ],
  ];
}
