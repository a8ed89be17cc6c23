import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chooseBrowser,
  chromiumForTests,
  DEBIAN_BROWSERS,
  DEBIAN_HEADLESS_SHELL,
  ENGINES,
  playwrightExecutables,
  type Engine,
  type InstalledBrowsers,
} from '../../e2e/engines/browsers';

// D52, D64: `npm test` runs on any developer machine: Playwright's own browsers where
// `npx playwright install` has put them, Debian's where it has not.

const root = resolve(import.meta.dirname, '../..');
const all = (value: boolean) => Object.fromEntries(ENGINES.map((engine) => [engine, value])) as Record<Engine, boolean>;
const machine = (playwright: boolean, debian: boolean): InstalledBrowsers => ({ playwright: all(playwright), debian: all(debian) });

describe('chooseBrowser', () => {
  it("takes Playwright's browsers where they are installed (macOS, Windows, any Linux)", () => {
    for (const debian of [false, true]) {
      const installed = machine(true, debian);
      expect(ENGINES.map((engine) => chooseBrowser(engine, installed))).toEqual([
        { engine: 'chromium', source: 'playwright', project: 'chromium', channel: 'chromium' },
        { engine: 'firefox', source: 'playwright', project: 'firefox' },
        { engine: 'webkit', source: 'playwright', project: 'webkit' },
      ]);
    }
  });

  it("takes Debian's where Playwright's are not (CI here)", () => {
    expect(ENGINES.map((engine) => chooseBrowser(engine, machine(false, true)))).toEqual([
      { engine: 'chromium', source: 'debian', project: 'chromium', executablePath: '/usr/bin/chromium' },
      { engine: 'firefox', source: 'debian', project: 'firefox-esr', executablePath: '/usr/bin/firefox-esr' },
      { engine: 'webkit', source: 'debian', project: 'webkitgtk', executablePath: '/usr/bin/WebKitWebDriver' },
    ]);
  });

  it("chooses per engine, and falls back to Playwright's (whose launch says to install it) when neither is there", () => {
    const installed = {
      playwright: { chromium: true, firefox: false, webkit: false },
      debian: { chromium: false, firefox: true, webkit: false },
    };
    expect(ENGINES.map((engine) => chooseBrowser(engine, installed).project)).toEqual(['chromium', 'firefox-esr', 'webkit']);
    expect(chooseBrowser('webkit', installed).source).toBe('playwright');
  });
});

describe('chromiumForTests', () => {
  const withShell = (playwright: boolean): InstalledBrowsers => ({ ...machine(playwright, true), debianHeadlessShell: true });

  it("runs the e2e suite in Debian's headless shell where Debian's Chromium is the choice and the shell is installed", () => {
    const installed = withShell(false);
    expect(chromiumForTests(chooseBrowser('chromium', installed), installed)).toEqual({
      engine: 'chromium',
      source: 'debian',
      project: 'chromium',
      executablePath: DEBIAN_HEADLESS_SHELL,
    });
  });

  it("keeps Debian's full Chromium without the shell, and Playwright's own Chromium wherever it is installed", () => {
    const debianOnly = machine(false, true);
    expect(chromiumForTests(chooseBrowser('chromium', debianOnly), debianOnly).executablePath).toBe('/usr/bin/chromium');
    const installed = withShell(true);
    expect(chromiumForTests(chooseBrowser('chromium', installed), installed)).toEqual(chooseBrowser('chromium', installed));
  });
});

describe("the suite's projects on a machine with Playwright's browsers", () => {
  const browsersPath = mkdtempSync(join(tmpdir(), 'playwright-browsers-'));
  afterAll(() => rmSync(browsersPath, { recursive: true, force: true }));

  /** The projects `npx playwright test --list` reports for the journeys, with PLAYWRIGHT_BROWSERS_PATH set. */
  async function journeyProjects() {
    const { stdout } = await promisify(execFile)('npx', ['playwright', 'test', '--list', 'e2e/journeys.spec.ts'], {
      cwd: root,
      env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: browsersPath },
    });
    return [...new Set([...stdout.matchAll(/^\s+\[([\w-]+)\]/gm)].map((match) => match[1]))].sort();
  }

  it("lists Playwright's firefox and webkit once `npx playwright install` has put them where Playwright looks", async () => {
    // Where Playwright (this version, this platform) looks under PLAYWRIGHT_BROWSERS_PATH, read in a
    // child process as the config reads it: an empty layout first, then the three executables.
    const { stdout } = await promisify(execFile)(
      'node',
      ['--import', 'tsx', '-e', "import('./e2e/engines/browsers.ts').then((m) => console.log(JSON.stringify(m.playwrightExecutables())))"],
      { cwd: root, env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: browsersPath } },
    );
    const executables = JSON.parse(stdout) as Record<Engine, string>;
    for (const engine of ENGINES) expect(relative(browsersPath, executables[engine])).not.toMatch(/^\.\./);
    expect(Object.values(executables)).not.toEqual(Object.values(playwrightExecutables()));

    const debianHere = ENGINES.filter((engine) => existsSync(DEBIAN_BROWSERS[engine]));
    const withoutPlaywright = await journeyProjects();
    expect(withoutPlaywright).toEqual(
      [
        'chromium',
        debianHere.includes('firefox') ? 'firefox-esr' : 'firefox',
        debianHere.includes('webkit') ? 'webkitgtk' : 'webkit',
      ].sort(),
    );

    for (const engine of ENGINES) {
      mkdirSync(dirname(executables[engine]), { recursive: true });
      writeFileSync(executables[engine], '#!/bin/sh\n');
      chmodSync(executables[engine], 0o755);
    }
    expect(await journeyProjects()).toEqual(['chromium', 'firefox', 'webkit']);
  }, 120_000);
});
