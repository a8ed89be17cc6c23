import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
    __xss?: unknown;
  }
}

/** Records every CSP violation the document reports, from before the first script runs; returns the console's reports. */
export async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return console;
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** An axe scan (WCAG 2.1 AA) of the page as it is now, with nothing to report. */
export async function expectNoAxeViolations(page: Page, label: string) {
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
