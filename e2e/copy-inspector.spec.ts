/**
 * `npm run dev`'s copy inspector: pointing at a sentence (Alt+click, or `?inspect` and the mouse)
 * names its locale file, key and line in every language, whatever the typesetter did to the text,
 * and opens the file there through Vite's `/__open-in-editor`. Key mode (`?lng=cimode`), which it
 * replaces, blanked pages and reloaded in a loop; the parameter is now ignored. The dev server runs
 * in a copy of the project on a port of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { typeset } from '../src/i18n/typography';
import { copyProject, removeCopy } from '../tests/support/project-copy';

const PORT = Number(process.env.E2E_PORT ?? 4310) + 52;
const ORIGIN = `http://localhost:${PORT}`;
let dir: string;
let dev: ChildProcess;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await copyProject('copy-inspector');
  dev = spawn(process.execPath, [path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(PORT), '--strictPort'], {
    cwd: dir,
    env: { ...process.env, LOCAL_DB_DIR: path.join(dir, '.data', 'dev') },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  dev?.kill();
  if (dir) await removeCopy(dir);
});

/** A locale file's text and parsed copy, from the repo (the copy's files are the same). */
const locale = (lng: string, ns: string) => {
  const file = `public/locales/${lng}/${ns}.json`;
  const text = readFileSync(file, 'utf8');
  return { file, text, copy: JSON.parse(text) as Record<string, unknown> };
};

/** `file:line:col` of a string value, found by its JSON form in the file's lines (not by the inspector's own locator). */
function whereIs(lng: string, ns: string, keyPath: string): string {
  const { file, text, copy } = locale(lng, ns);
  const value = keyPath.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], copy);
  const json = JSON.stringify(value);
  const lines = text.split('\n');
  // A key's value follows its colon; a list item stands alone on its line.
  const index = lines.findIndex((line) => line.includes(`: ${json}`) || line.trim().replace(/,$/, '') === json);
  expect(index, `${keyPath} in ${file}`).toBeGreaterThanOrEqual(0);
  return `${file}:${index + 1}:${lines[index].indexOf(json) + 1}`;
}

const valueOf = (lng: string, ns: string, keyPath: string) =>
  keyPath.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale(lng, ns).copy) as string;

/** Opens a page of the dev server and waits until it is hydrated (the inspector is installed before). */
async function open(page: Page, address: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${ORIGIN}${address}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  return errors;
}

const panel = (page: Page) => page.locator('[data-copy-inspector="panel"]');

/** The panel's first key: its name and its files, the page's language first. */
async function shown(page: Page) {
  const block = panel(page).locator('[data-copy-key]').first();
  await expect(block.locator('li').nth(1)).toBeVisible();
  return { key: await block.getAttribute('data-copy-key'), places: await block.locator('li').allInnerTexts() };
}

test('Alt+click on the English home heading names home.json, its key and line, and opens the editor there', async ({ page }) => {
  const errors = await open(page, '/');
  await page.getByRole('heading', { level: 1 }).click({ modifiers: ['Alt'] });
  const { key, places } = await shown(page);
  expect(key).toBe('home:hero.title');
  expect(places[0]).toContain(whereIs('en', 'home', 'hero.title'));
  expect(places[1]).toContain(whereIs('cs', 'home', 'hero.title'));

  // Vite's own endpoint opens the editor; here the request is answered instead.
  const opened: string[] = [];
  await page.route('**/__open-in-editor?*', (route) => {
    opened.push(new URL(route.request().url()).searchParams.get('file') ?? '');
    return route.fulfill({ status: 200, body: '' });
  });
  await panel(page).getByRole('link', { name: 'open in editor' }).first().click();
  await expect.poll(() => opened).toEqual([whereIs('en', 'home', 'hero.title')]);
  expect(page.url(), 'the page stays').toBe(`${ORIGIN}/`);
  expect(errors).toEqual([]);
});

test('on /cs/andrea the typeset Czech heading and a Czech paragraph map to their keys, the Czech file first', async ({ page }) => {
  const errors = await open(page, '/cs/andrea');
  const heading = page.getByRole('heading', { level: 1 });
  // What the page shows is not what the file holds (no-break spaces, U+2011), so a text search would miss it.
  await heading.click({ modifiers: ['Alt'] });
  let found = await shown(page);
  expect(found.key).toBe('andrea:hero.title');
  expect(found.places[0]).toContain(whereIs('cs', 'andrea', 'hero.title'));
  expect(found.places[1]).toContain(whereIs('en', 'andrea', 'hero.title'));

  const body = typeset(valueOf('cs', 'andrea', 'features.items.drafts.body'), 'cs');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await page.getByText(body, { exact: true }).click({ modifiers: ['Alt'] });
  found = await shown(page);
  expect(found.key).toBe('andrea:features.items.drafts.body');
  expect(found.places[0]).toContain(whereIs('cs', 'andrea', 'features.items.drafts.body'));
  expect(errors).toEqual([]);
});

test('texts read with returnObjects (the team list, a Czech list of strings) name their item keys', async ({ page }) => {
  await open(page, '/');
  const description = valueOf('en', 'home', 'team.members.andrea.description');
  await page.getByText(description, { exact: true }).click({ modifiers: ['Alt'] });
  let found = await shown(page);
  expect(found.key).toBe('home:team.members.andrea.description');
  expect(found.places[0]).toContain(whereIs('en', 'home', 'team.members.andrea.description'));

  // A list of plain strings (translatedList): each item under its own index.
  await open(page, '/cs/early-access');
  await page.getByText(typeset(valueOf('cs', 'earlyAccess', 'benefits.items.1'), 'cs'), { exact: true }).click({ modifiers: ['Alt'] });
  found = await shown(page);
  expect(found.key).toBe('earlyAccess:benefits.items.1');
  expect(found.places[0]).toContain(whereIs('cs', 'earlyAccess', 'benefits.items.1'));
  expect(found.places[1]).toContain(whereIs('en', 'earlyAccess', 'benefits.items.1'));
});

test("inside an open dialog: its text names its key, and the panel's link leaves the dialog open", async ({ page }) => {
  await open(page, '/andrea');
  await page
    .locator('#pricing')
    .getByText(valueOf('en', 'andrea', 'pricing.startTrial'))
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const title = dialog.getByRole('heading').first();
  await title.click({ modifiers: ['Alt'] });
  const { key } = await shown(page);
  expect(key).toMatch(/^common:signup\./);
  expect(await title.innerText()).toBe(valueOf('en', ...(key!.split(':') as [string, string])));
  await page.route('**/__open-in-editor?*', (route) => route.fulfill({ status: 200, body: '' }));
  const opened = page.waitForRequest('**/__open-in-editor?*');
  await panel(page).getByRole('link', { name: 'open in editor' }).first().click();
  await opened;
  await expect(dialog).toBeVisible();
});

test('?inspect: pointing names the key under the pointer, and a click pins it without following the link', async ({ page }) => {
  await open(page, '/cs/andrea?inspect');
  const heading = page.getByRole('heading', { level: 1 });
  await heading.hover();
  await expect(page.locator('[data-copy-inspector="badge"]')).toHaveText('andrea:hero.title');
  const link = page.locator('header a[href]').first();
  await link.click();
  await expect(panel(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/cs/andrea');
  await open(page, '/cs/andrea?inspect=off');
  await heading.hover();
  await expect(page.locator('[data-copy-inspector="badge"]')).toHaveCount(0);
});

test('?lng=cimode (the key mode the inspector replaces) renders the page, with no error and no reload', async ({ page }) => {
  for (const address of ['/?lng=cimode', '/cs/?lng=cimode', '/andrea?lng=cimode', '/privacy?lng=cimode']) {
    let documents = 0;
    const count = (request: { resourceType(): string }) => void (request.resourceType() === 'document' && documents++);
    page.on('request', count);
    const errors = await open(page, address);
    await page.waitForTimeout(1_000);
    expect(errors, address).toEqual([]);
    expect(documents, `${address}: one load`).toBe(1);
    page.off('request', count);
  }
});
