import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './bench/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// Set once in the main process; the workers inherit it, so tests can read what the server stored.
process.env.E2E_DB_DIR ??= `.data/e2e-db-${Date.now()}`;

/** Debian's Chromium when present (this machine and CI), otherwise Playwright's own browser. */
const launchOptions = existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM, args: CHROMIUM_ARGS } : {};

export default defineConfig({
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
      // e2e/interactive.spec.ts: fake checkout links (D9: Full in CZK left unset to prove the
      // disabled button), billing portal, and fake analytics IDs whose hosts the tests route to a
      // local stub (D27).
      VITE_CHECKOUT_DRAFT_EUR: 'https://checkout.example.test/draft-eur',
      VITE_CHECKOUT_FULL_EUR: 'https://checkout.example.test/full-eur',
      VITE_CHECKOUT_DRAFT_CZK: 'https://checkout.example.test/draft-czk',
      VITE_BILLING_PORTAL_URL: 'https://billing.example.test/portal',
      VITE_GTM_ID: 'GTM-E2ETEST',
      VITE_CLARITY_ID: 'e2eclarity',
    },
  },
});
