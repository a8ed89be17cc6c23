/**
 * Issue 6: the prerendered page works without JavaScript (D6: the page itself is the crawlable
 * copy), hydration is silent, and after client-side navigation the head holds exactly one title,
 * canonical and description and only the new page's JSON-LD (D7).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readLocale } from './locales';
import { checkoutHref } from './server-env';

// site.ts reads import.meta.env, which Playwright does not have: compare canonical paths only.
const canonical = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/\//g, '\\/')}$`);
const csAndrea = readLocale('cs', 'andrea') as { hero: { title: string }; pricing: { heading: string } };

async function headCounts(page: Page) {
  return page.evaluate(() => ({
    title: document.querySelectorAll('title').length,
    canonical: document.querySelectorAll('link[rel="canonical"]').length,
    description: document.querySelectorAll('meta[name="description"]').length,
    hreflang: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
    ogLocale: document.querySelectorAll('meta[property="og:locale"]').length,
  }));
}

const jsonLdTypes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type'],
    ),
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/cs/andrea shows its Czech heading and pricing', async ({ page }) => {
    await page.goto('/cs/andrea');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAndrea.hero.title);
    await expect(page.getByRole('heading', { level: 2, name: csAndrea.pricing.heading })).toBeVisible();
    const pricing = page.locator('#pricing');
    // Both plans priced in crowns with VAT (D12); the amounts come from site.ts via formatPrice.
    expect((await pricing.innerText()).match(/\d[\d\s]*\sKč/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    await expect(pricing).toContainText('DPH');
    // Calls to action are real links before any script runs: a plan's leads to its checkout where one
    // is configured (the plans' own section would only lead back to them), else to the plans.
    for (const plan of ['draft', 'full'] as const) {
      await expect(pricing.locator(`[data-plan="${plan}"] a[data-hold-tap]`)).toHaveAttribute(
        'href',
        checkoutHref(plan, 'CZK', 'cs') ?? '/cs/andrea#pricing',
      );
    }
  });
});

test.describe('with JavaScript', () => {
  test('hydration logs no warning or error, and the head is not duplicated', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
    });
    await page.goto('/andrea');
    await page.waitForLoadState('networkidle');
    expect(messages.filter((m) => /hydrat|did not match|#418|#423|#425/i.test(m))).toEqual([]);
    expect(await headCounts(page)).toEqual({ title: 1, canonical: 1, description: 1, hreflang: 3, ogLocale: 1 });
    expect(await jsonLdTypes(page)).toEqual(['Product']);
  });

  test('the language toggle still works after hydration', async ({ page }) => {
    await page.goto('/andrea');
    await page.getByRole('banner').getByRole('link', { name: 'Přepnout do češtiny' }).click();
    await expect(page).toHaveURL(/\/cs\/andrea$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAndrea.hero.title);
    await expect(page).toHaveTitle((readLocale('cs', 'andrea') as { meta: { title: string } }).meta.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical('/cs/andrea'));
    expect(await headCounts(page)).toEqual({ title: 1, canonical: 1, description: 1, hreflang: 3, ogLocale: 1 });
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'cs_CZ');
  });

  test('after client navigation the head has one title/canonical/description and only the new JSON-LD (D7)', async ({ page }) => {
    await page.goto('/');
    expect(await jsonLdTypes(page)).toEqual(['Organization', 'WebSite', 'Product']);
    const before = page.url();
    await page.locator('footer').getByRole('link', { name: /trust/i }).first().click();
    await expect(page).toHaveURL(/\/trust$/);
    expect(page.url()).not.toBe(before);
    const trust = readLocale('en', 'trust') as { meta: { title: string; description: string } };
    await expect(page).toHaveTitle(trust.meta.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical('/trust'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', trust.meta.description);
    expect(await headCounts(page)).toEqual({ title: 1, canonical: 1, description: 1, hreflang: 3, ogLocale: 1 });
    expect(await jsonLdTypes(page)).toEqual([]);
    // And to an alias: canonical to the primary (D2).
    await page.goto('/terms-and-conditions');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical('/terms'));
    expect(await headCounts(page)).toEqual({ title: 1, canonical: 1, description: 1, hreflang: 3, ogLocale: 1 });
  });
});
