/** Node HTTP plumbing shared by the local REST, function and leads endpoints. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress as sharedClientAddress } from '../../supabase/functions/_shared/client-address.ts';

/** How much of an oversized body is read and thrown away so the connection can serve the next request. */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Reads up to `limit` bytes; `truncated` says the body was longer. The rest is read and discarded
 * up to DRAIN_MAX_BYTES, so a keep-alive connection is clean for the next request; beyond that the
 * answer carries `Connection: close` and the server ends the connection after it. The stream is
 * never destroyed here: the socket (and its address) stays until the answer is sent.
 */
export function readBody(
  req: IncomingMessage,
  res: ServerResponse | undefined,
  limit: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      req.off('data', onData);
      req.off('end', finish);
      req.off('error', reject);
      const body = Buffer.concat(chunks);
      resolve({ body: body.subarray(0, limit + 1), truncated: size > limit });
    };
    const onData = (chunk: Buffer) => {
      if (size <= limit) chunks.push(chunk);
      size += chunk.length;
      if (size > DRAIN_MAX_BYTES) {
        res?.setHeader('Connection', 'close');
        req.pause();
        finish();
      }
    };
    req.on('data', onData);
    req.on('end', finish);
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** D22: the socket's peer, or behind a known proxy (TRUST_PROXY=1) the entry that proxy appended. */
export function clientAddress(req: IncomingMessage, trustProxy = process.env.TRUST_PROXY === '1'): string {
  const header = (name: string) => [req.headers[name] ?? ''].flat().join(', ');
  return sharedClientAddress(header, { mode: 'local', socketAddress: req.socket?.remoteAddress, trustProxy });
}

/**
 * Whether a Host header names this machine's loopback (localhost, 127.0.0.0/8, [::1]), with any
 * port. A page on another name that resolves to 127.0.0.1 (DNS rebinding) is not same-origin.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec((host ?? '').trim().toLowerCase())?.[1] ?? '';
  return name === 'localhost' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * A browser call from a page of this same server on a loopback name: it needs no CORS approval.
 * Under DNS rebinding a foreign page's Host equals its Origin too, so the name must be loopback.
 */
export function isSameOriginLoopback(req: IncomingMessage): boolean {
  return isLoopbackHost(req.headers.host) && req.headers.origin === `http://${req.headers.host}`;
}

export function apiKeyOf(req: IncomingMessage): string | undefined {
  const apikey = req.headers.apikey;
  if (typeof apikey === 'string' && apikey) return apikey;
  return /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
}
