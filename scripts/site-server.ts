/** The HTTP server of `npm start`: the embedded backend first, then the static build, with bounded waits. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { LocalBackend } from './local-backend/index';
import type { HeaderSource } from './static-server';

export interface SiteServerTimeouts {
  /** The whole request, body included: a client that stalls half way gets 408 and the connection ends. */
  requestMs: number;
  /** The request line and headers. */
  headersMs: number;
  /** An idle keep-alive connection. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: SiteServerTimeouts = { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 };

/**
 * A Host header the server can build a URL from: a name or an IP literal, and a port up to 65535.
 * None at all (HTTP/1.0) is fine. Anything else (`[`, `a b`, `x:99999999`, `%`) is a bad request.
 */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(host);
  if (!match || (match[2] !== undefined && Number(match[2]) > 65_535)) return false;
  return URL.canParse(`http://${host}/`);
}

/**
 * A request target the server can route: origin-form (`/path`), `*` for OPTIONS, or an
 * absolute-form URL (RFC 9112 §3.2.2; a server must accept it) whose authority is valid and
 * which then replaces the Host. `GET http://x:99999/` is a bad request, not a crash (issue 34).
 */
export function isValidTarget(method: string | undefined, target: string | undefined): boolean {
  if (target === undefined) return false;
  if (target.startsWith('/')) return true;
  if (target === '*') return method === 'OPTIONS';
  const match = /^https?:\/\/([^/?#]*)/i.exec(target);
  return match !== null && match[1] !== '' && !match[1].includes('@') && isValidHost(match[1]) && URL.canParse(target);
}

export function createSiteServer(
  backend: Pick<LocalBackend, 'handle'>,
  handleStatic: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  timeouts: SiteServerTimeouts = DEFAULT_TIMEOUTS,
  /** Headers for the answers written here (a bad Host, a crash): the same security headers as every page. */
  securityHeaders: HeaderSource = () => ({}),
): Server {
  const plain = (req: IncomingMessage, res: ServerResponse, status: number, text: string) => {
    const urlPath = /^\/[^?#]*/.exec(req.url ?? '')?.[0] ?? '/';
    res.writeHead(status, {
      ...securityHeaders(urlPath),
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      connection: 'close',
    });
    res.end(text);
  };
  const server = createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node checks the two timeouts on this interval; a shorter one keeps the bound close.
      connectionsCheckingInterval: Math.min(timeouts.requestMs, timeouts.headersMs) / 4,
    },
    (req, res) => {
      // Checked first: every handler after this builds URLs from the Host (issue 24).
      if (!isValidHost(req.headers.host) || !isValidTarget(req.method, req.url)) return plain(req, res, 400, 'Bad Request');
      backend
        .handle(req, res)
        .then((handled) => (handled ? undefined : handleStatic(req, res)))
        .catch((error: unknown) => {
          console.error(error);
          if (res.headersSent) res.end();
          else plain(req, res, 500, 'Internal Server Error');
        });
    },
  );
  return server;
}
