import { test as base, expect } from '@playwright/test';
import { Visitor, type Driver, type EngineOptions } from './driver';
import { firefoxDriver, launchFirefox } from './firefox';
import { openGate } from './gate';
import { playwrightDriver } from './playwright';
import { startWebKitDriver, webkitDriver } from './webkit';

interface Launched {
  driver(): Promise<Driver>;
  stop(): Promise<void>;
}

/**
 * `visitor`: a fresh visitor in the project's engine and browser (e2e/engines/browsers.ts chose it).
 * Each browser is started once per worker; every test gets its own context (Playwright's browsers),
 * user context (Debian's Firefox ESR) or MiniBrowser session (WebKitGTK), and fails on any error its
 * pages threw, as e2e/fixtures.ts does for the Chromium suite.
 */
export const test = base.extend<{ visitor: Visitor }, EngineOptions & { launched: Launched }>({
  engineBrowser: [
    { engine: 'chromium', source: 'playwright', project: 'chromium' },
    { option: true, scope: 'worker' },
  ],
  launched: [
    async ({ engineBrowser: { engine, source }, playwright, launchOptions }, use) => {
      let launched: Launched;
      if (engine === 'chromium' || source === 'playwright') {
        // Chromium's launch options (Debian's executable when chosen, the suite's flags) are Chromium's only.
        const browser = await playwright[engine].launch(engine === 'chromium' ? launchOptions : {});
        launched = { driver: () => playwrightDriver(browser), stop: () => browser.close() };
      } else if (engine === 'firefox') {
        const browser = await launchFirefox();
        launched = { driver: () => firefoxDriver(browser), stop: () => browser.close() };
      } else {
        let service = await startWebKitDriver();
        launched = {
          // Seen once in CI: a new session hung until the driver closed the connection. A fresh
          // driver (and display) gets a second try.
          driver: async () => {
            try {
              return await webkitDriver(service);
            } catch {
              await service.stop();
              service = await startWebKitDriver();
              return webkitDriver(service);
            }
          },
          stop: () => service.stop(),
        };
      }
      await use(launched);
      await launched.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  visitor: async ({ engineBrowser: { engine }, launched, baseURL }, use) => {
    const gate = await openGate(baseURL ?? '');
    const driver = await launched.driver();
    const visitor = new Visitor(engine, gate, driver);
    await use(visitor);
    const errors = await visitor.allErrors();
    await driver.close();
    await gate.close();
    expect(errors, 'page errors').toEqual([]);
  },
});

export { expect };
