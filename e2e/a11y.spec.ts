import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTES, type RouteDef } from '../src/config/routes';
import { localizePath } from '../src/i18n/language';
import { expect, test } from './fixtures';
import { LANGUAGES } from '../supabase/functions/_shared/languages';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

test.describe('axe: every route in both languages (WCAG 2.1 AA)', () => {
  for (const route of ROUTES as readonly RouteDef[]) {
    for (const language of LANGUAGES) {
      const url = localizePath(route.path, language);
      test(url, async ({ page }) => {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await expectNoViolations(page, url);
      });
    }
  }
  test('404 page', async ({ page }) => {
    await page.goto('/cs/neni-tu');
    await expectNoViolations(page, '/cs/neni-tu');
  });
});
