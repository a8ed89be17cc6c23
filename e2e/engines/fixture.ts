import { test as base, expect } from '@playwright/test';
import { chromiumDriver } from './chromium';
import { Visitor, type Driver, type EngineOptions } from './driver';
import { firefoxDriver, launchFirefox } from './firefox';
import { openGate } from './gate';
import { startWebKitDriver, webkitDriver } from './webkit';

interface Launched {
  driver(): Promise<Driver>;
  stop(): Promise<void>;
}

/**
 * `visitor`: a fresh visitor in the project's engine. Each engine is started once per worker; every
 * test gets its own context (Chromium), user context (Firefox) or MiniBrowser session (WebKit),
 * and fails on any error its pages threw, as e2e/fixtures.ts does for the Chromium suite.
 */
export const test = base.extend<{ visitor: Visitor }, EngineOptions & { launched: Launched }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  launched: [
    async ({ engine, playwright, launchOptions }, use) => {
      let launched: Launched;
      if (engine === 'chromium') {
        const browser = await playwright.chromium.launch(launchOptions);
        launched = { driver: () => chromiumDriver(browser), stop: () => browser.close() };
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
  visitor: async ({ engine, launched, baseURL }, use) => {
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
