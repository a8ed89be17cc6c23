import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { DEBIAN_BROWSERS } from './browsers';
import type { Driver } from './driver';

export const WEBKIT_DRIVER = DEBIAN_BROWSERS.webkit;
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WINDOW = { width: 1280, height: 800 };
/** The W3C WebDriver key for an element reference. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface WebKitService {
  url: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** WebKitGTK's WebDriver under `xvfb-run -a` (MiniBrowser needs a display, xvfb-run finds a free one). */
export async function startWebKitDriver(): Promise<WebKitService> {
  const port = await freePort();
  const child: ChildProcess = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], { detached: true, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      // xvfb-run, Xvfb and the driver share the process group started here.
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

async function command<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, timeoutMs?: number): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${value.error}: ${value.message}`);
  return value;
}

/**
 * Retries an action WebKitWebDriver refused as "element not interactable": a dialog that is still
 * animating in is visible but not yet hit-testable there, which Playwright's own actions wait out.
 */
async function whenInteractable<T>(action: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await action();
    } catch (error) {
      if (!String(error).includes('element not interactable') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A fresh visitor: a new MiniBrowser session over classic WebDriver (WebKitGTK 2.50 has no BiDi). */
export async function webkitDriver(service: WebKitService): Promise<Driver> {
  // A MiniBrowser starts in a second or two; one that hangs is given up in time for another try.
  const { sessionId } = await command<{ sessionId: string }>(
    'POST',
    `${service.url}/session`,
    { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } } },
    20_000,
  );
  const session = `${service.url}/session/${sessionId}`;
  await command('POST', `${session}/window/rect`, WINDOW);
  const element = async (selector: string) =>
    (await command<Record<string, string>>('POST', `${session}/element`, { using: 'css selector', value: selector }))[ELEMENT];
  return {
    open: async (url) => {
      await command('POST', `${session}/url`, { url });
    },
    evaluate: async (fn, arg) => {
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn.toString()})(arguments[0]))
          .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
      const result = await command<{ value: never; error?: string }>('POST', `${session}/execute/async`, { script, args: [arg ?? null] });
      if (result.error) throw new Error(result.error);
      return result.value;
    },
    click: async (selector) => {
      const id = await element(selector);
      await whenInteractable(() => command('POST', `${session}/element/${id}/click`, {}));
    },
    fill: async (selector, text) => {
      // WebKitWebDriver types nothing after a Control+A in the keys: clear the field, then type.
      const id = await element(selector);
      await whenInteractable(() => command('POST', `${session}/element/${id}/clear`, {}));
      await command('POST', `${session}/element/${id}/value`, { text });
    },
    reportedErrors: () => [],
    close: async () => {
      await command('DELETE', session);
    },
  };
}
