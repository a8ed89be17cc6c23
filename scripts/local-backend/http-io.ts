/** Node HTTP plumbing shared by the local REST, function and leads endpoints. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress as sharedClientAddress } from '../../supabase/functions/_shared/client-address.ts';

/** Reads up to `limit` bytes; `truncated` says the body was longer (the rest is left unread). */
export async function readBody(req: IncomingMessage, limit: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > limit) return { body: Buffer.concat(chunks).subarray(0, limit + 1), truncated: true };
  }
  return { body: Buffer.concat(chunks), truncated: false };
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

export function apiKeyOf(req: IncomingMessage): string | undefined {
  const apikey = req.headers.apikey;
  if (typeof apikey === 'string' && apikey) return apikey;
  return /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
}
