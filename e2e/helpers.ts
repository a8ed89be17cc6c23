import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

const run = promisify(execFile);

/** What the running e2e server stored, read the way a marketer would: `npm run leads -- --json`. */
export async function storedRecords(): Promise<{
  leads: { email: string; ai_employee: string; name: string; status: string; confirmed_at: string | null }[];
  messages: { email: string; message: string }[];
}> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--json'], {
    env: { ...process.env, LOCAL_DB_DIR: process.env.E2E_DB_DIR },
  });
  const parsed = JSON.parse(stdout);
  return { leads: parsed.leads, messages: parsed.messages };
}

/** The local outbox of confirmation e-mails (D88), read as the operator does: `npm run leads -- --outbox --json`. */
export async function outboxMails(): Promise<{ to: string; subject: string; text: string; language: string }[]> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--outbox', '--json'], {
    env: { ...process.env, LOCAL_DB_DIR: process.env.E2E_DB_DIR },
  });
  return JSON.parse(stdout);
}

/** `npm run leads` as the operator reads it: its table. */
export async function leadsTable(): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts'], {
    env: { ...process.env, LOCAL_DB_DIR: process.env.E2E_DB_DIR },
  });
  return stdout;
}

/** A stored "reject all", as the banner stores it. Self-contained: it runs in the page. */
export function storeRejectedConsent() {
  if (localStorage.getItem('cookie-consent-date')) return;
  localStorage.setItem(
    'cookie-preferences',
    JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false, version: 1 }),
  );
  localStorage.setItem('cookie-consent-date', new Date().toISOString());
}

/** For journeys that are not about consent: a stored "reject all" keeps the banner away. */
export async function rejectCookiesUpFront(page: Page) {
  await page.addInitScript(storeRejectedConsent);
}

/**
 * Reading `readInto` px inside `#section` of `from`, the header's language link opens the other
 * language with that section at the same place (within 2 px), not at the page's top.
 */
export async function expectSwitchKeepsSection(page: Page, from: string, section: string, readInto: number): Promise<void> {
  await page.goto(from);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const sectionTop = () => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), section);
  // Reading inside the section: its top has passed under the header.
  await page.evaluate(([id, by]) => window.scrollTo(0, document.getElementById(id)!.getBoundingClientRect().top + scrollY + by), [
    section,
    readInto,
  ] as const);
  await page.waitForTimeout(200);
  const before = await sectionTop();
  // Tapped where it is: Playwright's click would first scroll the sticky header "into view".
  const toggle = (await page.locator('header a[hreflang]').boundingBox())!;
  await page.mouse.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
  await expect(page).toHaveURL(new RegExp(`${from.startsWith('/cs') ? from.slice(3) : `/cs${from}`}$`));
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(Math.abs((await sectionTop()) - before)).toBeLessThanOrEqual(2);
}
