/**
 * Which browser each engine runs in (D52, D64): Playwright's own where `npx playwright install`
 * has put it (macOS, Windows, any Linux), Debian's where it has not (CI, and machines that cannot
 * download browsers). `chooseBrowser` is the rule, pure; `installedBrowsers` reads the machine.
 */
import { chromium, firefox, webkit } from 'playwright-core';
import { existsSync } from 'node:fs';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly Engine[] = ['chromium', 'firefox', 'webkit'];

/**
 * Debian's browsers. Firefox ESR is driven over WebDriver BiDi (e2e/engines/firefox.ts), WebKitGTK
 * through WebKitWebDriver under xvfb-run (e2e/engines/webkit.ts): Playwright can drive neither.
 */
export const DEBIAN_BROWSERS: Record<Engine, string> = {
  chromium: '/usr/bin/chromium',
  firefox: '/usr/bin/firefox-esr',
  webkit: '/usr/bin/WebKitWebDriver',
};

/**
 * Debian's Chromium headless shell (`apt-get install -y chromium-headless-shell`): the same
 * Chromium without the browser's own UI layer, what Playwright itself runs headless tests in. The
 * e2e suite takes it where it is installed: a page costs about a quarter less CPU there (measured:
 * the a11y, consent-lcp and critical-css suites, 304 s of test time in the full browser, 230 s in
 * the shell), on machines where the suite is CPU-bound. The bench keeps the full browser, the one a
 * visitor has.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export interface EngineBrowser {
  engine: Engine;
  source: 'playwright' | 'debian';
  /** The Playwright project's name, which says which browser it is. */
  project: string;
  /** Debian's executable, when that is the one. */
  executablePath?: string;
  /**
   * Playwright's Chromium as `channel: 'chromium'`: the full browser in its new headless mode, the
   * executable `installedBrowsers` found (without it a headless launch wants the separate headless
   * shell), and the same mode Debian's Chromium runs in.
   */
  channel?: 'chromium';
}

export interface InstalledBrowsers {
  /** Playwright's own browser of each engine is where Playwright looks for it. */
  playwright: Record<Engine, boolean>;
  debian: Record<Engine, boolean>;
  /** Debian's Chromium headless shell (above). */
  debianHeadlessShell?: boolean;
}

const PROJECT = {
  playwright: { chromium: 'chromium', firefox: 'firefox', webkit: 'webkit' },
  debian: { chromium: 'chromium', firefox: 'firefox-esr', webkit: 'webkitgtk' },
} as const;

/**
 * Playwright's browser when it is installed; else Debian's when that is; else Playwright's again,
 * whose launch then fails with Playwright's own message ("run npx playwright install").
 */
export function chooseBrowser(engine: Engine, installed: InstalledBrowsers): EngineBrowser {
  const source = !installed.playwright[engine] && installed.debian[engine] ? 'debian' : 'playwright';
  return {
    engine,
    source,
    project: PROJECT[source][engine],
    ...(source === 'debian' ? { executablePath: DEBIAN_BROWSERS[engine] } : {}),
    ...(source === 'playwright' && engine === 'chromium' ? { channel: 'chromium' as const } : {}),
  };
}

/**
 * The Chromium the e2e suite launches: Debian's headless shell where Debian's Chromium is the
 * choice and the shell is installed, else the choice itself. Same engine, same project name (the
 * approved screenshots are the project's).
 */
export function chromiumForTests(choice: EngineBrowser, installed: InstalledBrowsers): EngineBrowser {
  return choice.source === 'debian' && installed.debianHeadlessShell ? { ...choice, executablePath: DEBIAN_HEADLESS_SHELL } : choice;
}

/** What this machine has: `executablePaths` are Playwright's own (honouring PLAYWRIGHT_BROWSERS_PATH). */
export function installedBrowsers(executablePaths: Record<Engine, string>): InstalledBrowsers {
  const has = (paths: Record<Engine, string>) =>
    Object.fromEntries(ENGINES.map((engine) => [engine, existsSync(paths[engine])])) as Record<Engine, boolean>;
  return { playwright: has(executablePaths), debian: has(DEBIAN_BROWSERS), debianHeadlessShell: existsSync(DEBIAN_HEADLESS_SHELL) };
}

/** Where Playwright looks for its own browsers (under PLAYWRIGHT_BROWSERS_PATH when set). */
export function playwrightExecutables(): Record<Engine, string> {
  return { chromium: chromium.executablePath(), firefox: firefox.executablePath(), webkit: webkit.executablePath() };
}
