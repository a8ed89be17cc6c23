/**
 * `npm run bench` interaction section (issue 16, D34 turn 4): every action a visitor takes, tapped
 * on a settled page, on a calibrated low-tier phone applied to a real Chromium through the DevTools
 * protocol (the CPU slowed to benchmarkIndex 264 as DevTools' "Low-tier mobile" preset does, the
 * index measured right before each phone tap; 150 ms round trip, 1.6 Mbps down / 750 kbps up) and
 * on an unthrottled desktop. A tap's figure is the larger of tap -> painted frame and its Event
 * Timing duration (bench/tap-timing.ts), next to the index and the factor. A benchmark, not a test.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TAP_REFERENCE_PATH } from './reference-tap';
import { calibrationLabel, rangeLabel, tapCpuSlowdown, type Calibration } from './calibration';
import { benchChromium, CHROMIUM_ARGS } from './chromium';
import { FLOOR_RULES, judgeTaps, type TapJudgement } from './floors';
import { pairedRatios, spread, tapFigure, type Spread, type TapSample } from './tap-timing';

type Answer = 'dialog' | 'new-heading';

interface Action {
  name: string;
  url: string;
  /** What the visitor taps. */
  target: (page: Page) => ReturnType<Page['locator']>;
  answer: Answer;
  /** The tap floor (bench/reference-tap/): printed beside the site's actions, not judged. */
  reference?: boolean;
}

/** The same link on the data router the site navigates with (bench/reference-tap/data-router/): the floor a page change is judged beside. */
const ROUTER_FLOOR = 'floor: link -> route with lazy + loader (D79)';

export const ACTIONS: Action[] = [
  {
    name: 'home: start trial -> signup dialog',
    url: '/',
    answer: 'dialog',
    target: (p) =>
      p
        .getByRole('main')
        .getByRole('button', { name: /free trial/ })
        .first(),
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
  // The floor: the same kinds of tap on the smallest app on our stack (bench/reference-tap/).
  {
    name: 'floor: Radix dialog (React 19)',
    url: TAP_REFERENCE_PATH,
    answer: 'dialog',
    reference: true,
    target: (p) => p.getByRole('button', { name: 'Open the Radix dialog' }),
  },
  {
    name: 'floor: native <dialog>',
    url: TAP_REFERENCE_PATH,
    answer: 'dialog',
    reference: true,
    target: (p) => p.getByRole('button', { name: 'Open the native dialog' }),
  },
  {
    name: 'floor: link -> second route',
    url: TAP_REFERENCE_PATH,
    answer: 'new-heading',
    reference: true,
    target: (p) => p.getByRole('link', { name: 'Go to the second page' }),
  },
  {
    name: ROUTER_FLOOR,
    url: `${TAP_REFERENCE_PATH}data-router/`,
    answer: 'new-heading',
    reference: true,
    target: (p) => p.getByRole('link', { name: 'Go to the loaded page' }),
  },
];

export interface InteractionResult {
  name: string;
  answer: Answer;
  /** A floor row (bench/reference-tap/), not judged. */
  reference: boolean;
  /** D34's figure per tap, max(tap -> painted frame, INP): median and range of the runs. */
  phone: Spread;
  phoneInp: Spread;
  desktop: Spread;
  desktopInp: Spread;
  /** Each phone tap ÷ the bare Radix Dialog or the bare link taken right after it (none on a floor row); a page change's is printed, not judged. */
  floorRatio?: Spread;
  /** A page change ÷ the same link on the data router with route `lazy` and `loader`, tapped after it: what it is judged beside. */
  routerFloorRatio?: Spread;
  /** Lighthouse's benchmarkIndex of this machine, taken unthrottled right before each phone tap. */
  benchmarkIndex: Spread;
  /** The phone taps' CPU slowdown: the index ÷ 264, or the fixed `--cpu-slowdown=N`. */
  cpuSlowdown: Spread;
  /** Every tap as measured, for reading the spread; a phone tap with its index and factor. */
  samples: { phone: PhoneSample[]; desktop: TapSample[]; floor?: PhoneSample[]; routerFloor?: PhoneSample[] };
}

/** The bare floor of each kind of tap: the Radix Dialog a dialog is judged beside; the bare link, printed beside a page change. */
const FLOOR_OF: Record<Answer, string> = { dialog: 'floor: Radix dialog (React 19)', 'new-heading': 'floor: link -> second route' };
const floorAction = (name: string) => ACTIONS.find((candidate) => candidate.name === name)!;

/** Lighthouse's own CPU benchmark, run in a blank page: the figures' scale (D34 revised). */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}

export type PhoneSample = TapSample & { benchmarkIndex: number; cpuSlowdown: number };

/** The phone profile: Lighthouse's mobile throttling, applied through the DevTools protocol. */
async function throttleLikeAPhone(context: BrowserContext, page: Page, cpuSlowdown: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** One tap on a settled page, with its timestamps (D34 revised); `trace`: a Chrome trace of the tap is written there. */
async function measureOnce(
  browser: Browser,
  origin: string,
  action: Action,
  /** The phone profile's CPU slowdown; none for the desktop. */
  phoneCpuSlowdown: number | undefined,
  trace?: { path: string; invalidations: boolean },
  /** A finger held this long between touchstart and touchend (a diagnostic of INP; tap() sends both at once). */
  holdMs = 0,
): Promise<TapSample> {
  const phone = phoneCpuSlowdown !== undefined;
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
    if (phone) await throttleLikeAPhone(context, page, phoneCpuSlowdown);
    await page.goto(`${origin}${action.url}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    const target = action.target(page);
    await target.scrollIntoViewIfNeeded();
    // Settled: everything loaded at idle (and on the way into view) has arrived.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(phone ? 4000 : 1500);
    await page.waitForLoadState('networkidle');
    await page.evaluate((answer) => {
      const w = window as unknown as { tapAt?: number; paintedAt?: number; frameDoneAt?: number; inp: number };
      w.inp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
          if (entry.interactionId) w.inp = Math.max(w.inp, entry.duration);
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      // The clock starts at the tap's first event, whichever of the two comes first.
      for (const type of ['pointerdown', 'touchstart'])
        addEventListener(type, (event) => (w.tapAt = Math.min(w.tapAt ?? Infinity, event.timeStamp)), { capture: true, once: true });
      const heading = document.querySelector('h1')?.textContent;
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      new MutationObserver((_, observer) => {
        // A dialog rendered ahead and hidden (display: none) is not an answer until it shows.
        if (
          answer === 'dialog'
            ? ![...document.querySelectorAll('[role="dialog"], dialog')].some((dialog) => dialog.checkVisibility())
            : document.querySelector('h1')?.textContent === heading
        )
          return;
        observer.disconnect();
        // The answer is in the DOM. The next frame paints it; a task queued from that frame's
        // callback runs once the frame's work is done. The rAF's own timestamp argument is the
        // frame's start, before a long task that delays the paint (D34 revised): not used.
        requestAnimationFrame(() => {
          const tasks = (globalThis as unknown as { scheduler?: { postTask(run: () => void, options: { priority: string }): unknown } })
            .scheduler;
          tasks?.postTask(() => (w.frameDoneAt = performance.now()), { priority: 'user-blocking' });
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            w.paintedAt = performance.now();
            // Where bench/trace-summary.ts stops reading a trace.
            performance.mark('bench:painted');
          };
          channel.port2.postMessage(null);
        });
      }).observe(document.documentElement, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['style', 'open'],
      });
    }, action.answer);
    if (trace)
      await browser.startTracing(page, {
        path: trace.path,
        // Playwright's default categories, plus (`--trace-invalidations`) what made the browser restyle
        // or lay out what; that slows the page down, so read its shares, not its times.
        categories: [
          ...[
            '-*',
            'devtools.timeline',
            'v8.execute',
            'disabled-by-default-devtools.timeline',
            'disabled-by-default-devtools.timeline.frame',
          ],
          ...['toplevel', 'blink.console', 'blink.user_timing', 'latencyInfo', 'disabled-by-default-devtools.timeline.stack'],
          ...['disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires'],
          ...(trace.invalidations ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
        ],
      });
    if (phone && holdMs) {
      const box = await target.boundingBox();
      if (!box) throw new Error(`${action.name}: the target is not on the page`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }],
      });
      await page.waitForTimeout(holdMs);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else if (phone) await target.tap();
    else await target.click();
    // Polled on a timer: Playwright's default polls on every animation frame, and that loop of the
    // bench's own made the page produce a frame every 16 ms while it worked on the answer.
    await page.waitForFunction(() => (window as unknown as { paintedAt?: number }).paintedAt !== undefined, undefined, {
      timeout: 30_000,
      polling: 250,
    });
    // Event Timing reports an interaction after its frame: give it time on a throttled CPU.
    await page.waitForTimeout(phone ? 1000 : 500);
    if (trace) await browser.stopTracing();
    return await page.evaluate(() => {
      const w = window as unknown as { tapAt: number; paintedAt: number; frameDoneAt?: number; inp: number };
      return { tapAt: w.tapAt, paintedAt: w.paintedAt, frameDoneAt: w.frameDoneAt, inp: w.inp };
    });
  } finally {
    await context.close();
  }
}

/** An action's name as a file name. */
export const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

export interface InteractionOptions {
  /** Only the actions whose names contain one of these. */
  names?: string[];
  /** One Chrome trace of the first phone tap of each action is written there. */
  traceDir?: string;
  /** The traces also record what invalidated style and layout. */
  traceInvalidations?: boolean;
  /** The phone profile's CPU slowdown: calibrated from the index unless a fixed factor is asked for. */
  calibration?: Calibration;
}

/** One tap on the phone, calibrated right before it: this machine is shared and its speed swings. */
export async function measurePhoneTap(
  browser: Browser,
  origin: string,
  action: Action,
  calibration: Calibration,
  trace?: { path: string; invalidations: boolean },
  holdMs = 0,
  /** An index read already (bench/ab-taps.ts reads one for both builds of a pair). */
  readIndex?: number,
): Promise<PhoneSample> {
  const index = readIndex ?? (await benchmarkIndex(browser));
  const cpuSlowdown = tapCpuSlowdown(index, calibration);
  return { ...(await measureOnce(browser, origin, action, cpuSlowdown, trace, holdMs)), benchmarkIndex: index, cpuSlowdown };
}

/** Phone and desktop taps alternate, `runs` of each per action. */
export async function measureInteractions(
  origin: string,
  runs: number,
  { names, traceDir, traceInvalidations = false, calibration = { kind: 'calibrated' } }: InteractionOptions = {},
): Promise<InteractionResult[]> {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_ARGS });
  const results: InteractionResult[] = [];
  if (traceDir) await mkdir(traceDir, { recursive: true });
  try {
    for (const action of ACTIONS.filter((candidate) => !names || names.some((name) => candidate.name.includes(name)))) {
      const phone: PhoneSample[] = [];
      const desktop: TapSample[] = [];
      const floor: PhoneSample[] = [];
      const routerFloor: PhoneSample[] = [];
      for (let i = 0; i < runs; i += 1) {
        const trace =
          traceDir && i === 0 ? { path: path.join(traceDir, `${slug(action.name)}.json`), invalidations: traceInvalidations } : undefined;
        const tap = await measurePhoneTap(browser, origin, action, calibration, trace);
        phone.push(tap);
        // Its floor at the same index, so at the same CPU factor.
        if (!action.reference)
          floor.push(
            await measurePhoneTap(browser, origin, floorAction(FLOOR_OF[action.answer]), calibration, undefined, 0, tap.benchmarkIndex),
          );
        // A page change also beside the router D79 asks for, to read what its loading path costs.
        if (!action.reference && action.answer === 'new-heading')
          routerFloor.push(
            await measurePhoneTap(browser, origin, floorAction(ROUTER_FLOOR), calibration, undefined, 0, tap.benchmarkIndex),
          );
        desktop.push(await measureOnce(browser, origin, action, undefined));
      }
      const result: InteractionResult = {
        name: action.name,
        answer: action.answer,
        reference: action.reference ?? false,
        phone: spread(phone.map(tapFigure)),
        phoneInp: spread(phone.map((tap) => tap.inp)),
        desktop: spread(desktop.map(tapFigure)),
        desktopInp: spread(desktop.map((tap) => tap.inp)),
        benchmarkIndex: spread(phone.map((tap) => tap.benchmarkIndex)),
        cpuSlowdown: spread(phone.map((tap) => tap.cpuSlowdown)),
        ...(floor.length ? { floorRatio: spread(pairedRatios(phone, floor)) } : {}),
        ...(routerFloor.length ? { routerFloorRatio: spread(pairedRatios(phone, routerFloor)) } : {}),
        samples: { phone, desktop, ...(floor.length ? { floor } : {}), ...(routerFloor.length ? { routerFloor } : {}) },
      };
      console.log(
        `  measured ${action.name}: phone ${Math.round(result.phone.median)} ms, desktop ${Math.round(result.desktop.median)} ms ` +
          `(${calibrationLabel(
            phone.map((tap) => tap.benchmarkIndex),
            phone.map((tap) => tap.cpuSlowdown),
          )})`,
      );
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Each site action judged beside its floor: a dialog beside the bare Radix Dialog, a page change beside the data router's link. */
export const judgedTaps = (results: InteractionResult[]): TapJudgement[] =>
  results
    .filter((r) => !r.reference)
    .map((r) =>
      judgeTaps({
        name: r.name,
        answer: r.answer,
        phone: r.samples.phone,
        floor: (r.answer === 'dialog' ? r.samples.floor : r.samples.routerFloor) ?? [],
        desktop: r.samples.desktop,
      }),
    );

/** The table, the floor rows and the phone's calibration; the pass/fail lines are bench/floors.ts's. */
export function printInteractions(results: InteractionResult[], calibration: Calibration = { kind: 'calibrated' }): void {
  const ms = (n: number) => String(Math.round(n));
  const range = ({ median, min, max }: Spread, target?: number) =>
    `${ms(median)}${target !== undefined && median > target ? '!' : ''} (${ms(min)}-${ms(max)})`;
  const ratio = (spreadOf?: Spread, judged = true) => {
    if (!spreadOf) return '';
    const { median, min, max } = spreadOf;
    return `${median.toFixed(2)}x${judged && median > FLOOR_RULES.tapRatio ? '!' : ''} (${min.toFixed(2)}-${max.toFixed(2)})`;
  };
  const rows = [
    [
      'action',
      'phone max(frame, INP)',
      '÷ Radix Dialog or bare link after it',
      "÷ data router's link after it",
      'phone INP',
      'desktop max(frame, INP)',
      'desktop INP',
      'benchmarkIndex',
      'phone CPU',
    ],
    ...results.map((r) => [
      r.name,
      range(r.phone),
      // A page change is judged beside the data router's link; the bare link beside it is printed.
      ratio(r.floorRatio, r.answer === 'dialog'),
      ratio(r.routerFloorRatio),
      range(r.phoneInp, r.reference ? undefined : FLOOR_RULES.inpMs),
      range(r.desktop, r.reference ? undefined : FLOOR_RULES.desktopMs),
      range(r.desktopInp),
      `${ms(r.benchmarkIndex.median)} (${rangeLabel([r.benchmarkIndex.min, r.benchmarkIndex.max])})`,
      `${r.cpuSlowdown.median.toFixed(1)}x (${rangeLabel([r.cpuSlowdown.min, r.cpuSlowdown.max], (n) => n.toFixed(1))})`,
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(`\n${rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n')}\n`);
  const floor = results.filter((r) => r.reference);
  if (floor.length)
    console.log(
      `floor rows (the smallest app on this stack, same phone, same run): ${floor
        .map((r) => `${r.name.replace(/^floor: /, '')} ${ms(r.phone.median)} ms`)
        .join(', ')}`,
    );
  const phoneTaps = results.filter((r) => !r.reference).flatMap((r) => r.samples.phone);
  if (!phoneTaps.length) return;
  const phone =
    calibration.kind === 'calibrated'
      ? 'the low-tier phone calibrated to benchmarkIndex 264'
      : `a phone CPU slowed a fixed ${calibration.factor}x`;
  console.log(
    `phone taps on ${phone}: ${calibrationLabel(
      phoneTaps.map((tap) => tap.benchmarkIndex),
      phoneTaps.map((tap) => tap.cpuSlowdown),
    )}\n`,
  );
}
