/**
 * `npm run dev`, the marketers' preview, against a locale file that does not parse: the terminal and
 * Vite's overlay name the file, line and column with what to write, the page never reloads itself
 * in a loop, and it comes back by itself once the file is fixed. The dev server runs in a copy of
 * the project on a port of its own, so the repo's locale files are never touched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { copyProject, editFile, removeCopy } from '../tests/support/project-copy';

const PORT = Number(process.env.E2E_PORT ?? 4310) + 51;
const HOME = 'public/locales/en/home.json';
let dir: string;
let dev: ChildProcess;
let output = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await copyProject('dev-locale-error');
  dev = spawn(process.execPath, [path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(PORT), '--strictPort'], {
    cwd: dir,
    env: { ...process.env, LOCAL_DB_DIR: path.join(dir, '.data', 'dev') },
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${PORT}/`).then(
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

test('a trailing comma is named in the overlay and the terminal, with no reload loop', async ({ page }) => {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++;
  });
  const heading = page.getByRole('heading', { level: 1 });
  // The first visit lets Vite optimise its dependencies (which may reload the page once).
  await page.goto(`http://localhost:${PORT}/`);
  await expect(heading).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(2_000);
  documents = 0;

  let line = 0;
  let col = 0;
  await editFile(dir, HOME, (text) => {
    const lines = text.split('\n');
    line = lines.findIndex((entry) => entry.includes('"employeesSoon"')) + 1;
    col = lines[line - 1].length + 1;
    lines[line - 1] += ',';
    return lines.join('\n');
  });
  const said = `${HOME}:${line}:${col}: invalid JSON: remove the comma after the last entry`;
  const overlay = page.locator('vite-error-overlay .message-body');
  await expect(overlay).toContainText(said);
  await expect.poll(() => output).toContain(said);
  await page.waitForTimeout(2_000);
  expect(documents, 'the open page is not reloaded').toBe(0);

  // Loaded afresh while the file is broken: the error, once, not an app reloading itself.
  await page.reload();
  await expect(overlay).toContainText(said);
  await expect(page.locator('body')).toContainText(said);
  await page.waitForTimeout(4_000);
  expect(documents, 'one load, no loop').toBe(1);

  await editFile(dir, HOME, (text) => text.replace(/("employeesSoon": "[^"]*"),/, '$1'));
  await expect(heading).toBeVisible({ timeout: 15_000 });
  expect(documents).toBe(2);
});
