/** The HTTP server of `npm start`: the embedded backend first, then the static build, with bounded waits. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { LocalBackend } from './local-backend/index';

export interface SiteServerTimeouts {
  /** The whole request, body included: a client that stalls half way gets 408 and the connection ends. */
  requestMs: number;
  /** The request line and headers. */
  headersMs: number;
  /** An idle keep-alive connection. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: SiteServerTimeouts = { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 };

export function createSiteServer(
  backend: Pick<LocalBackend, 'handle'>,
  handleStatic: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  timeouts: SiteServerTimeouts = DEFAULT_TIMEOUTS,
): Server {
  const server = createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node checks the two timeouts on this interval; a shorter one keeps the bound close.
      connectionsCheckingInterval: Math.min(timeouts.requestMs, timeouts.headersMs) / 4,
    },
    (req, res) => {
      backend
        .handle(req, res)
        .then((handled) => (handled ? undefined : handleStatic(req, res)))
        .catch((error: unknown) => {
          console.error(error);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
          res.end('Internal Server Error');
        });
    },
  );
  return server;
}
