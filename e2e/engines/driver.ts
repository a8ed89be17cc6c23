/**
 * D52: the core journeys are written once against `Driver`, the little every engine's protocol
 * offers (Playwright for Chromium and for Playwright's own Firefox and WebKit; WebDriver BiDi for
 * Debian's Firefox ESR, classic WebDriver for WebKitGTK: e2e/engines/browsers.ts chooses),
 * and `Visitor`, which builds a visitor's actions from it. Elements are found by a function run in
 * the page (a CSS selector, optionally the text it shows), scrolled to the centre at once (a click
 * at coordinates read during a smooth scroll misses), marked, and then clicked or typed into with
 * the engine's own input: real events, the same in all three.
 */
import { expect } from '@playwright/test';
import { HYDRATION_ERROR } from '../fixtures';
import { storeRejectedConsent } from '../helpers';
import type { Engine, EngineBrowser } from './browsers';
import type { Gate } from './gate';

export type { Engine };
/** Each Playwright project names the engine its journeys run in and whose browser (playwright.config.ts). */
export interface EngineOptions {
  engineBrowser: EngineBrowser;
}

export interface Driver {
  /** Loads a URL and resolves once the document has loaded (`load`), not once it has hydrated. */
  open(url: string): Promise<void>;
  /** Runs a self-contained function in the page with one serializable argument. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
  /** A real click at the centre of the first element matching the selector. */
  click(selector: string): Promise<void>;
  /** Replaces the field's text by real key presses (what was there is selected, or cleared, first). */
  fill(selector: string, text: string): Promise<void>;
  /** Page errors the protocol reports on its own (classic WebDriver reports none: the probe below does). */
  reportedErrors(): string[];
  close(): Promise<void>;
}

/** An element as a visitor picks it: the first visible match of `css` whose text (or label) contains `text`. */
export interface Target {
  css: string;
  text?: string;
}

/**
 * Whitespace (Czech copy binds one-letter words with no-break spaces), hyphens (a Czech word's is
 * U+2011 on the page) and "..." as they are compared: the page's text goes through the same.
 */
export const rendered = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\u2011/g, '-')
    .replace(/\.\.\./g, '…')
    .trim();

/**
 * Installed once a document has loaded, while the gate holds the app's entry module, so hydration
 * errors, uncaught errors, rejections and CSP violations of the app are all seen. Keeps the
 * prerendered `h1` to compare after hydration.
 */
function installProbe(hydrationError: string) {
  const probe = { errors: [] as string[], h1: [...document.querySelectorAll('h1')].map((h) => h.textContent ?? '') };
  (window as unknown as { engineProbe?: typeof probe }).engineProbe = probe;
  if (document.documentElement.hasAttribute('data-hydrated')) probe.errors.push('hydrated before the probe was installed');
  addEventListener('error', (event) => probe.errors.push(`uncaught: ${event.message}`));
  addEventListener('unhandledrejection', (event) => probe.errors.push(`unhandled rejection: ${String(event.reason)}`));
  addEventListener('securitypolicyviolation', (event) => probe.errors.push(`CSP blocked ${event.blockedURI} (${event.violatedDirective})`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (new RegExp(hydrationError, 'i').test(text)) probe.errors.push(text);
    consoleError(...args);
  };
}

/** Marks the target with `data-engine-target` after scrolling it to the centre; null while there is none. */
function markTarget({ css, text, mark }: Target & { mark: string }): string | null {
  const norm = (value: string) =>
    value
      .replace(/\s+/g, ' ')
      .replace(/\u2011/g, '-')
      .trim();
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const found = [...document.querySelectorAll(css)].find(
    (element) =>
      visible(element) &&
      (text === undefined ||
        norm(element.textContent ?? '').includes(text) ||
        norm(element.getAttribute('aria-label') ?? '').includes(text)),
  );
  if (!found) return null;
  found.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  found.setAttribute('data-engine-target', mark);
  return `[data-engine-target="${mark}"]`;
}

let marks = 0;

export class Visitor {
  /** Errors of the documents this visitor has left, each with its URL. */
  private readonly seen: string[] = [];

  constructor(
    readonly engine: Engine,
    readonly gate: Gate,
    private readonly driver: Driver,
  ) {}

  /** A visitor's first view of `path`: empty storage, and unless `consent` is 'ask', cookies already rejected. */
  async visit(path: string, { consent = 'rejected', holdApp = false }: { consent?: 'ask' | 'rejected'; holdApp?: boolean } = {}) {
    await this.driver.open(`${this.gate.origin}/robots.txt`);
    await this.driver.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }, undefined);
    if (consent === 'rejected') await this.driver.evaluate(storeRejectedConsent, undefined);
    await this.open(path, { holdApp });
  }

  /**
   * Loads a path of the site (a reload too) with the error probe in place; with `holdApp` the app's
   * code stays held until `releaseApp()`, so the page is its prerendered HTML alone.
   */
  async open(path: string, { holdApp = false }: { holdApp?: boolean } = {}) {
    this.seen.push(...(await this.errors()));
    this.gate.hold();
    await this.driver.open(this.gate.origin + path);
    await this.driver.evaluate(installProbe, HYDRATION_ERROR.source);
    if (!holdApp) this.gate.release();
  }

  /**
   * The browser's own reload of the page shown: the same history entry, its state included (an
   * `open` of the same address would be a new entry without it), with the error probe in place.
   */
  async reload() {
    this.seen.push(...(await this.errors()));
    this.gate.hold();
    const asked = this.gate.requested();
    await this.driver.evaluate(() => void setTimeout(() => location.reload(), 0), undefined);
    await asked;
    await this.driver.evaluate(installProbe, HYDRATION_ERROR.source);
    this.gate.release();
  }

  /** Resolves once the page has asked for the app's code (its loader ran, after paint). */
  appRequested(): Promise<void> {
    return this.gate.requested();
  }

  releaseApp() {
    this.gate.release();
  }

  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>> {
    return this.driver.evaluate(fn, arg);
  }

  /** Polls the page (never a page-side wait: Firefox's CSP reports puppeteer's polling as eval). */
  until<A, R>(fn: (arg: A) => R, arg: A, message: string, timeout = 10_000) {
    return expect.poll(() => this.driver.evaluate(fn, arg), { message, timeout, intervals: [100] });
  }

  async hydrated() {
    await this.until(() => document.documentElement.hasAttribute('data-hydrated'), undefined, 'the page hydrates', 20_000).toBe(true);
  }

  async path() {
    return this.driver.evaluate(() => location.pathname + location.search, undefined);
  }

  async visible(target: Target, timeout?: number) {
    return this.locate(target, timeout);
  }

  async click(target: Target, timeout?: number) {
    await this.driver.click(await this.locate(target, timeout));
  }

  async fill(target: Target, text: string) {
    await this.driver.fill(await this.locate(target), text);
  }

  /** What the app threw, logged as a hydration error or had blocked by the CSP in the current document. */
  async errors(): Promise<string[]> {
    const { url, errors } = await this.driver.evaluate(
      () => ({ url: location.href, errors: (window as unknown as { engineProbe?: { errors: string[] } }).engineProbe?.errors ?? [] }),
      undefined,
    );
    return errors.map((error) => `${url}: ${error}`);
  }

  /** What the browser itself reports about a failure a test causes on purpose (D61), not an error of the app. */
  private readonly expectedReports: RegExp[] = [];

  expectBrowserReport(report: RegExp) {
    this.expectedReports.push(report);
  }

  /** Every error seen since the visitor started: the documents left, the current one, and what the protocol reported. */
  async allErrors(): Promise<string[]> {
    const reported = this.driver.reportedErrors().filter((error) => !this.expectedReports.some((report) => report.test(error)));
    return [...this.seen, ...(await this.errors()), ...reported];
  }

  /** The page's `h1`s as the prerender wrote them (read when the document loaded). */
  async prerenderedH1(): Promise<string[]> {
    return this.driver.evaluate(() => (window as unknown as { engineProbe?: { h1: string[] } }).engineProbe?.h1 ?? [], undefined);
  }

  private async locate(target: Target, timeout = 10_000): Promise<string> {
    const mark = `m${++marks}`;
    let selector: string | null = null;
    await expect
      .poll(
        async () => {
          selector = await this.driver.evaluate(markTarget, { ...target, text: target.text && rendered(target.text), mark });
          return selector !== null;
        },
        { message: `visible: ${target.css}${target.text ? ` with "${target.text}"` : ''}`, timeout, intervals: [100] },
      )
      .toBe(true);
    return selector as unknown as string;
  }
}
