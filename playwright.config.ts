import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './bench/chromium';
import { chooseBrowser, chromiumForTests, installedBrowsers, playwrightExecutables } from './e2e/engines/browsers';
import type { EngineOptions } from './e2e/engines/driver';
import { E2E_BUILD_ENV } from './e2e/server-env';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// Set once in the main process; the workers inherit it, so tests can read what the server stored.
process.env.E2E_DB_DIR ??= `.data/e2e-db-${Date.now()}`;

// D52, D64: per engine, Playwright's own browser where `npx playwright install` has put it, else
// Debian's (CI: chromium, firefox-esr, webkit2gtk-driver). The project's name says which it is.
// Chromium runs as Debian's headless shell where it is installed (chromiumForTests).
const installed = installedBrowsers(playwrightExecutables());
const chromium = chromiumForTests(chooseBrowser('chromium', installed), installed);
const firefox = chooseBrowser('firefox', installed);
const webkit = chooseBrowser('webkit', installed);
/** The journeys every engine runs (D52): the core ones, D61's faults, D88's double opt-in and the order loop (issue 72). */
const ENGINE_JOURNEYS = /\/((faults-)?journeys|double-opt-in|orders)\.spec\.ts$/;
const launchOptions = { executablePath: chromium.executablePath, channel: chromium.channel, args: CHROMIUM_ARGS };

export default defineConfig<EngineOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions,
    trace: 'retain-on-failure',
  },
  // D52: the whole suite in Chromium; the core journeys (journeys.spec.ts, D61's
  // faults-journeys.spec.ts, D88's double-opt-in.spec.ts and orders.spec.ts) also in Firefox and WebKit: Playwright's own (projects `firefox`, `webkit`) or Debian's Firefox ESR and WebKitGTK,
  // driven by their own protocols (`firefox-esr`, `webkitgtk`; e2e/engines/).
  projects: [
    { name: chromium.project, testIgnore: 'flood.spec.ts', use: { engineBrowser: chromium } },
    { name: firefox.project, testMatch: ENGINE_JOURNEYS, use: { engineBrowser: firefox } },
    { name: webkit.project, testMatch: ENGINE_JOURNEYS, use: { engineBrowser: webkit } },
    // The flood saturates both cores for up to a minute: it runs last, alone, so that pixel and
    // timing checks elsewhere never share the machine with it.
    {
      name: 'flood',
      testMatch: 'flood.spec.ts',
      dependencies: [chromium.project, firefox.project, webkit.project],
      use: { engineBrowser: chromium },
    },
  ],
  webServer: {
    // The production build served the way `npm start` serves it, with a data folder of its own.
    command: `npm run build:local && npm run serve`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      // Its own build and data folders (per port: two runs with E2E_PORT set never share one), so a
      // parallel `npm start`, build or e2e run never pulls the rug.
      DIST_DIR: `.data/e2e-dist-${PORT}`,
      LOCAL_DB_DIR: process.env.E2E_DB_DIR,
      // Every browser of the run comes from the same loopback address (and network): the limits
      // (proved in tests/backend and e2e/flood.spec.ts) would otherwise refuse later tests' messages and leads.
      CONTACT_RATE_LIMIT_MAX: '100',
      CONTACT_NETWORK_LIMIT_MAX: '100',
      CONTACT_GLOBAL_LIMIT_PER_MINUTE: '100',
      WAITLIST_RATE_LIMIT_MAX: '100',
      WAITLIST_NETWORK_LIMIT_MAX: '100',
      WAITLIST_GLOBAL_LIMIT_PER_MINUTE: '100',
      ...E2E_BUILD_ENV,
    },
  },
});
