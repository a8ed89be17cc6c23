/**
 * Serves the prerendered build the way a CDN would: a real file per route, 404 pages with status
 * 404 (in the language of the path's prefix, Czech under /cs, D3), gzip/brotli for text, immutable caching for hashed assets.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { LANGUAGE_TABLE } from '../supabase/functions/_shared/languages.ts';
import { requestUrl } from './request-url.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

interface Entry {
  body: Buffer;
  /** What the file was when read: a rebuild into the folder replaces it, and the next request reads it anew. */
  mtimeMs: number;
  size: number;
  type: string;
  etag: string;
  encoded: Map<string, Buffer>;
}

/** Extra response headers for a request path (npm start: the rules of dist/_headers). */
export type HeaderSource = (urlPath: string) => Record<string, string>;

/** Files in dist/ that configure the host and are never served. */
const HOST_FILES = new Set(['_headers', '_redirects', '_routes.json', 'netlify.toml', 'vercel.json']);

/**
 * The path under distDir a URL path names, or undefined when it must not be served: it leaves the
 * build once decoded (`/..%2fdist-ssr/...`), names a dotfile or folder (`.vite/`), or a host's
 * configuration file (`/%5fheaders`). Decoding comes first, so no encoding slips past the checks.
 */
export function servablePath(distDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const root = path.resolve(distDir);
  const candidate = path.resolve(root, `.${path.posix.sep}${decoded}`);
  const relative = path.relative(root, candidate);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const segments = relative.split(path.sep).filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.')) || HOST_FILES.has(segments[0] ?? '')) return undefined;
  return candidate;
}

/** Resolves a URL path to a file under distDir: "/andrea" and "/andrea/" -> "andrea/index.html". */
export async function resolveFile(distDir: string, urlPath: string): Promise<string | undefined> {
  const candidate = servablePath(distDir, urlPath);
  if (!candidate) return undefined;
  for (const file of [candidate, path.join(candidate, 'index.html')]) {
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

export function cacheControl(distDir: string, file: string): string {
  const relative = path.relative(distDir, file);
  if (relative.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** The path prefixes with a 404 page of their own: every language's but the default's (cs/404.html). */
const PREFIXES = LANGUAGE_TABLE.map((entry) => entry.prefix).filter(Boolean);

export function createStaticHandler(distDir: string, extraHeaders: HeaderSource = () => ({}), prefixes: readonly string[] = PREFIXES) {
  const cache = new Map<string, Entry>();

  async function load(file: string): Promise<Entry> {
    let entry = cache.get(file);
    const { mtimeMs, size } = await stat(file);
    if (!entry || entry.mtimeMs !== mtimeMs || entry.size !== size) {
      const body = await readFile(file);
      entry = {
        body,
        mtimeMs,
        size,
        type: TYPES[path.extname(file)] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        encoded: new Map(),
      };
      cache.set(file, entry);
    }
    return entry;
  }

  function encode(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(entry.body, { level: 9 });
      entry.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  return async function handleStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const urlPath = requestUrl(req.url).pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // With the security headers every other answer has.
      res
        .writeHead(405, { ...extraHeaders(urlPath), allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Method Not Allowed');
      return;
    }
    let file = await resolveFile(distDir, urlPath);
    let status = 200;
    if (!file) {
      status = 404;
      const prefix = prefixes.find((candidate) => urlPath === `/${candidate}` || urlPath.startsWith(`/${candidate}/`));
      file = path.join(distDir, prefix ? `${prefix}/404.html` : '404.html');
    }
    const entry = await load(file);
    const extra = Object.fromEntries(Object.entries(extraHeaders(urlPath)).map(([name, value]) => [name.toLowerCase(), value]));
    const headers: Record<string, string> = {
      ...extra,
      'content-type': entry.type,
      // A route's own rule (the confirmation page's no-store) wins over the default for its kind of file.
      'cache-control': status === 404 ? 'no-cache' : (extra['cache-control'] ?? cacheControl(distDir, file)),
      etag: entry.etag,
      vary: 'Accept-Encoding',
    };
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    let body = entry.body;
    const encoding = COMPRESSIBLE.test(entry.type) && entry.body.length > 512 ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (encoding) {
      body = encode(entry, encoding);
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
