import path from 'node:path';
import { BUDGETS, describeFiles, documentBudget, documentBytes, gzipBytesOf, homeScripts } from '../bench/sizes';
import { indexableUrls } from '../bench/urls';
import { expect, test } from './fixtures';

/**
 * Issue 16: the deterministic budgets, in bytes (timings live in `npm run bench`): D29's two phases
 * of the home page's JavaScript, and every indexable page's HTML within the first round trip.
 * The served build is the e2e server's own (playwright.config.ts: DIST_DIR per port).
 */
const distDir = path.resolve(`.data/e2e-dist-${process.env.E2E_PORT ?? 4310}`);

test(`home JavaScript: <= ${BUDGETS.beforeHydrationKb} KB gzip before hydration, <= ${BUDGETS.within10sKb} KB within 10 s with no input (D29, D58, D59)`, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts = await homeScripts(page, new URL(baseURL ?? '').origin);
  const before = await gzipBytesOf(scripts.beforeHydration, distDir);
  const atIdle = await gzipBytesOf(scripts.atIdle, distDir);
  expect(scripts.beforeHydration.length).toBeGreaterThan(0);
  expect(
    scripts.atIdle.some((file) => /SignupDialog/.test(file)),
    'the signup dialog is prefetched at idle',
  ).toBe(true);
  expect(before, `before hydration: ${await describeFiles(scripts.beforeHydration, distDir)}`).toBeLessThanOrEqual(
    BUDGETS.beforeHydrationKb * 1024,
  );
  expect(before + atIdle, `at idle: ${await describeFiles(scripts.atIdle, distDir)}`).toBeLessThanOrEqual(BUDGETS.within10sKb * 1024);
});

test('every indexable page arrives in the first round trip (<= 14,600 B with headers; the Terms <= 17,000 B, D89)', async ({ baseURL }) => {
  for (const url of indexableUrls()) {
    expect(await documentBytes(`${baseURL}${url}`), url).toBeLessThanOrEqual(documentBudget(url));
  }
});
