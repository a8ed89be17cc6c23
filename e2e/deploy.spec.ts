/**
 * D61, a new deploy under an open tab. Netlify, Vercel and Cloudflare Pages serve only the current
 * deploy's files (docs/deploy.md), so a page of the old deploy asks for chunks that are gone. The
 * site is built a second time with every hashed file named differently, as when every chunk's
 * content changed; one static server serves the e2e build ("old") until `deploy()` switches it to
 * the second ("new"). The page's own server (the e2e webServer's build) is the old deploy.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Plugin } from 'vite';
import { buildSite } from '../scripts/build';
import { headersFor, parseHeadersFile } from '../scripts/security-headers';
import { createStaticHandler } from '../scripts/static-server';
import { rendered } from './engines/driver';
import { expect, test } from './fixtures';
import { localeText } from './locales';
import { E2E_BUILD_ENV } from './server-env';

const PORT = process.env.E2E_PORT ?? 4310;
/** The build the e2e webServer serves (playwright.config.ts) is the old deploy. */
const oldDist = path.resolve(`.data/e2e-dist-${PORT}`);
const newDist = path.resolve(`.data/e2e-dist-${PORT}-next`);

/** The next deploy: every hashed file of the client gets another name. */
const nextDeploy: Plugin = {
  name: 'next-deploy',
  config: (_config, env) =>
    env.isSsrBuild
      ? undefined
      : {
          build: {
            rolldownOptions: {
              output: {
                entryFileNames: 'assets/[name]-[hash]-next.js',
                chunkFileNames: 'assets/[name]-[hash]-next.js',
                assetFileNames: 'assets/[name]-[hash]-next[extname]',
              },
            },
          },
        },
};

const handlerFor = (distDir: string) => {
  const rules = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
  return createStaticHandler(distDir, (urlPath) => headersFor(rules, urlPath));
};

let server: Server;
let origin = '';
let serve: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
let oldDeploy: typeof serve;
let newDeploy: typeof serve;
let deployed = false;
const deploy = () => {
  serve = newDeploy;
  deployed = true;
};

/**
 * Until `deploy()`, requests that match fail as a dropped connection (so that code does not load
 * ahead of the deploy); after it they go through to the new deploy. One handler for the test's
 * life: removing it (`unroute`) while the page's idle prefetch may be in its handler is a race the
 * test does not need.
 */
const failUntilDeploy = (page: Page, url: string | ((url: URL) => boolean)) =>
  page.route(url, (route) => (deployed ? route.fallback() : route.abort('internetdisconnected')));

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  Object.assign(process.env, E2E_BUILD_ENV);
  await buildSite({ mode: 'embedded', distDir: newDist, ssrDir: path.resolve('dist-ssr', path.basename(newDist)), plugins: [nextDeploy] });
  oldDeploy = handlerFor(oldDist);
  newDeploy = handlerFor(newDist);
  server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.beforeEach(() => {
  serve = oldDeploy;
  deployed = false;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const newEntry = () => /<meta name="app-entry" content="([^"]+)">/.exec(readFileSync(path.join(newDist, 'index.html'), 'utf8'))?.[1];

test('a link followed from a page of the old deploy ends on its page, of the new deploy (D61)', async ({ page }) => {
  // Other pages' chunks do not load ahead (prefetch) before the deploy: the link needs one.
  const pageChunks = (url: URL) => /^\/assets\/\w+Page-/.test(url.pathname) && !url.pathname.startsWith('/assets/HomePage-');
  await failUntilDeploy(page, pageChunks);
  await page.goto(`${origin}/`);
  deploy();
  await page.locator('main a[href="/andrea"]').first().click();
  await expect(page).toHaveURL(`${origin}/andrea`);
  await expect(page.locator('h1')).toHaveText(rendered(localeText('en', 'andrea', 'hero.title')));
  // The new deploy's page hydrates with its own code (a loaded machine may take a while).
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  expect(await page.locator('meta[name="app-entry"]').getAttribute('content')).toBe(newEntry());
});

test('a dialog whose code is gone (a new deploy): one tap loads the new page and opens it there (D61)', async ({ page }) => {
  const signupChunk = '**/assets/SignupDialog-*.js';
  await failUntilDeploy(page, signupChunk);
  await page.goto(`${origin}/`);
  const h1 = (await page.locator('h1').textContent()) ?? '';
  deploy();
  await page.locator('main a[data-hold-tap][href*="#pricing"]').first().click();
  await expect(page.getByRole('dialog')).toContainText(localeText('en', 'common', 'signup.email.title'), { timeout: 20_000 });
  await expect(page.locator('h1')).toHaveText(h1);
  expect(await page.locator('meta[name="app-entry"]').getAttribute('content'), "the new deploy's page").toBe(newEntry());
});

test('the language switch on a page of the old deploy ends on the other language, in its words (D61)', async ({ page }) => {
  // The head's code (the first in-app navigation needs it) does not load ahead before the deploy.
  const lazyCode = '**/assets/HelmetHead-*.js';
  await failUntilDeploy(page, lazyCode);
  await page.goto(`${origin}/andrea`);
  deploy();
  await page.locator('a[hreflang="cs"]').click();
  await expect(page).toHaveURL(`${origin}/cs/andrea`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.locator('h1')).toHaveText(rendered(localeText('cs', 'andrea', 'hero.title')));
});
