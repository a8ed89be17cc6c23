import { chooseBrowser, installedBrowsers, playwrightExecutables } from '../e2e/engines/browsers';

/**
 * The flags every run of Chromium takes, in e2e and the bench: no sandbox as root in CI, and nothing
 * in the background that would reach the network or take CPU from a measurement. Which Chromium
 * (Playwright's or Debian's) is e2e/engines/browsers.ts's choice.
 */

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Chromium the bench measures: `CHROME_PATH` when set, else the one the e2e suite runs (Debian's
 * where Playwright's is not installed, as on the build machines whose figures docs/performance.md
 * records).
 */
export function benchChromium(): string {
  const choice = chooseBrowser('chromium', installedBrowsers(playwrightExecutables()));
  return process.env.CHROME_PATH ?? choice.executablePath ?? playwrightExecutables().chromium;
}
