import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The site as each journey's browser reaches it: a pass-through proxy on a port of its own that can
 * hold the app's entry module. `Visitor.open` holds it while the error probe goes in (so the probe
 * is in place before any app code runs, in every engine), and the early-tap journey holds it until
 * after its tap (D35). Classic WebDriver cannot intercept requests or run a script before the
 * page's own, so the network does it. The entry is never cached, so every document asks for it.
 * The fault journeys (D61) also fail requests here, as a dropped connection or a new deploy would.
 */
export interface Gate {
  origin: string;
  /** From now on the entry module waits. */
  hold(): void;
  /** Resolves once a document has asked for the entry module (its loader ran, after paint). */
  requested(): Promise<void>;
  /** Lets held and later requests through (or fails them, should they match `fail`). */
  release(): void;
  /**
   * From now on a request whose path matches fails: 'abort' drops it, 404 answers as a host does
   * after a deploy, 'hang' never answers (a request in flight when the visitor moves on). With
   * `times`, only that many fail; the later ones get through.
   */
  fail(path: RegExp, how: 'abort' | 404 | 'hang', times?: number): void;
  /** Requests get through again. */
  heal(): void;
  /** How many requests for a matching path have come so far (failed or not). */
  count(path: RegExp): number;
  close(): Promise<void>;
}

export const ENTRY = /^\/assets\/index-[\w-]+\.js$/;

export async function openGate(site: string): Promise<Gate> {
  const target = new URL(site);
  let holding = false;
  let held: (() => void)[] = [];
  let asked: (() => void)[] = [];
  let failing: { path: RegExp; how: 'abort' | 404 | 'hang'; times: number } | undefined;
  const paths: string[] = [];
  const server = createServer(async (incoming, outgoing) => {
    const pathname = new URL(incoming.url ?? '/', site).pathname;
    paths.push(pathname);
    const failed = () => {
      if (!failing?.path.test(pathname) || failing.times <= 0) return false;
      failing.times -= 1;
      if (failing.how === 'abort') outgoing.destroy();
      else if (failing.how === 404) outgoing.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('Not Found');
      return true;
    };
    if (failed()) return;
    const entry = ENTRY.test(pathname);
    if (entry && holding) {
      await new Promise<void>((resolve) => {
        held.push(resolve);
        for (const notify of asked.splice(0)) notify();
      });
      // A held request meets what the site is by the time it is released (a deploy meanwhile).
      if (failed()) return;
    }
    const upstream = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, entry ? { ...answer.headers, 'cache-control': 'no-store' } : answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const release = () => {
    holding = false;
    for (const resolve of held.splice(0)) resolve();
  };
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    hold: () => {
      holding = true;
    },
    requested: () => (held.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => asked.push(resolve))),
    release,
    fail: (path, how, times = Infinity) => {
      failing = { path, how, times };
    },
    heal: () => {
      failing = undefined;
    },
    count: (path) => paths.filter((pathname) => path.test(pathname)).length,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        asked = [];
        held = [];
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
