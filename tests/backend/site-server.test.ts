// Issue 20: `npm start`'s server under hostile input, over real HTTP: oversized and stalled bodies,
// encoded paths out of the build, a rebinding Host, and the data folder's modes.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../scripts/local-backend/index.ts';
import { isLoopbackHost } from '../../scripts/local-backend/http-io.ts';
import { buildHeaders } from '../../scripts/serve.ts';
import { createSiteServer } from '../../scripts/site-server.ts';
import { createStaticHandler, servablePath } from '../../scripts/static-server.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key.ts';
import { tempDir } from './support/temp-dir.ts';

const data = tempDir('site-server-data');
const site = tempDir('site-server-root');
// A build folder with a sibling whose name starts like it (dist-ssr beside dist).
const distDir = path.join(site.path, 'dist');
let backend: LocalBackend;
let server: Server;
let port: number;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  mkdirSync(path.join(distDir, 'cs'), { recursive: true });
  mkdirSync(path.join(distDir, '.vite'), { recursive: true });
  mkdirSync(path.join(site.path, 'dist-ssr'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(distDir, '404.html'), '<h1>not found</h1>');
  writeFileSync(path.join(distDir, 'cs', '404.html'), '<h1>nenalezeno</h1>');
  writeFileSync(path.join(distDir, 'assets', 'app.js'), 'export {}');
  writeFileSync(path.join(distDir, '_headers'), '/*\n  X-Secret: yes\n');
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(site.path, 'dist-ssr', 'entry-server.js'), 'secret()');
  backend = await createLocalBackend({ dataDir: data.path, mailer: { send: async () => undefined } });
  const securityHeaders = () => ({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'" });
  server = createSiteServer(
    backend,
    createStaticHandler(distDir, securityHeaders),
    { requestMs: 1_500, headersMs: 1_000, keepAliveMs: 5_000 },
    securityHeaders,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  data.remove();
  site.remove();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(method: string, urlPath: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: urlPath, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' };
const endpoints = [
  { name: 'submit-contact', path: '/functions/v1/submit-contact', code: (body: Record<string, unknown>) => body.code },
  { name: 'early_access_leads', path: '/rest/v1/early_access_leads', code: (body: Record<string, unknown>) => body.code },
];

describe('oversized bodies (item 1)', () => {
  for (const endpoint of endpoints) {
    for (const size of [200 * 1024, 2 * 1024 * 1024, 5 * 1024 * 1024]) {
      it(`${endpoint.name}: ${size / 1024} KB answers 413 JSON, and the same keep-alive agent serves the next request`, async () => {
        const payload = JSON.stringify({ name: 'x'.repeat(size) });
        const answer = await send('POST', endpoint.path, payload, json);
        expect(answer.status).toBe(413);
        expect(String(answer.headers['content-type'])).toMatch(/application\/json/);
        const parsed = JSON.parse(answer.body) as Record<string, unknown>;
        expect(endpoint.code(parsed)).toMatch(/^(payload_too_large|PGRST413)$/);
        const next = await send('GET', '/');
        expect(next.status).toBe(200);
        expect(next.body).toBe('<h1>home</h1>');
      });
    }
  }

  it('a body beyond the drain cap is answered 413 with Connection: close, never a 500', async () => {
    const answer = await send('POST', '/functions/v1/submit-contact', Buffer.alloc(9 * 1024 * 1024, 0x61), json);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect((await send('GET', '/')).status).toBe(200);
  });
});

describe('a stalled body (item 10)', () => {
  it('is answered or closed within the request timeout while another visitor is served', async () => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const outcome = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    socket.write(
      `POST /functions/v1/submit-contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\napikey: ${LOCAL_ANON_KEY}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"half',
    );
    const other = await send('GET', '/');
    expect(other.status).toBe(200);
    const text = await outcome;
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(text === '' || /^HTTP\/1\.1 408/.test(text)).toBe(true);
  });
});

describe('the static server stays inside the build (item 7)', () => {
  const refused = [
    '/..%2fdist-ssr/entry-server.js',
    '/%2e%2e/dist-ssr/entry-server.js',
    '/%5fheaders',
    '/_headers',
    '/assets/..%2f_headers',
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/..%5cdist-ssr/entry-server.js',
  ];
  for (const urlPath of refused) {
    it(`${urlPath} answers the 404 page`, async () => {
      const answer = await send('GET', urlPath);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(/secret|X-Secret|\{\}/);
    });
  }

  it('still serves the build and its Czech 404', async () => {
    expect((await send('GET', '/assets/app.js')).status).toBe(200);
    expect((await send('GET', '/cs/nic')).body).toBe('<h1>nenalezeno</h1>');
  });

  it('servablePath refuses every way out, whatever the encoding', () => {
    expect(servablePath(distDir, '/assets/app.js')).toBe(path.join(distDir, 'assets', 'app.js'));
    for (const urlPath of [
      '/../dist-ssr/x',
      '/..%2f..%2fetc/passwd',
      '/%2e%2e%2fdist-ssr',
      '/a/%2e%2e/%2e%2e/x',
      '/%00',
      '/%E0%A4%A',
      '/.env',
      '/_redirects',
    ]) {
      expect(servablePath(distDir, urlPath), urlPath).toBeUndefined();
    }
  });
});

describe('a rebuild beside `npm run serve` (NEWCOMER-REVIEW-2 4.10)', () => {
  it('serves the new page at once: a file replaced on disk is read again, never its old copy', async () => {
    expect((await send('GET', '/')).body).toBe('<h1>home</h1>');
    writeFileSync(path.join(distDir, 'index.html'), '<h1>home, rebuilt</h1>');
    expect((await send('GET', '/')).body).toBe('<h1>home, rebuilt</h1>');
    writeFileSync(path.join(distDir, 'index.html'), '<h1>home</h1>');
    expect((await send('GET', '/')).body).toBe('<h1>home</h1>');
  });

  it("sends the new build's headers (its CSP names the new inline scripts' hashes)", () => {
    const file = path.join(site.path, 'rebuilt-headers');
    writeFileSync(file, "/*\n  Content-Security-Policy: script-src 'sha256-old'\n");
    const headers = buildHeaders(file);
    expect(headers('/')['Content-Security-Policy']).toBe("script-src 'sha256-old'");
    writeFileSync(file, "/*\n  Content-Security-Policy: script-src 'sha256-new-build'\n");
    expect(headers('/andrea')['Content-Security-Policy']).toBe("script-src 'sha256-new-build'");
  });
});

describe('the local function trusts only loopback names (item 10)', () => {
  it('isLoopbackHost', () => {
    for (const host of ['localhost', 'localhost:4173', '127.0.0.1:4173', '127.1.2.3', '[::1]:80', 'LOCALHOST'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['evil.example', 'evil.example:4173', 'localhost.evil.example', '127.0.0.1.evil.example', '', undefined, '[::2]']) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });

  it('a rebinding page (Host equals its Origin, not loopback) is refused with a JSON 403', async () => {
    const body = JSON.stringify({ name: 'Eve', email: 'eve@example.com', message: 'Hello from a rebinding page' });
    const answer = await send('POST', '/functions/v1/submit-contact', body, {
      ...json,
      host: 'evil.example',
      origin: 'http://evil.example',
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).code).toBe('origin_not_allowed');
  });
});

describe('an invalid Host (issue 24)', () => {
  /** A raw request: Node's client would refuse to send most of these Host values. */
  const raw = (method: string, urlPath: string, host: string, body = '') =>
    new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
      socket.write(
        `${method} ${urlPath} HTTP/1.1\r\nHost: ${host}\r\napikey: ${LOCAL_ANON_KEY}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });

  for (const host of ['[', 'a b', 'x:99999999', '%']) {
    for (const [method, urlPath] of [
      ['GET', '/'],
      ['GET', '/assets/app.js'],
      ['GET', '/no-such-page'],
      ['POST', '/rest/v1/early_access_leads'],
      ['POST', '/functions/v1/submit-contact'],
    ]) {
      it(`Host ${JSON.stringify(host)}: ${method} ${urlPath} answers 400 with the security headers, no stack trace`, async () => {
        const text = await raw(method, urlPath, host, method === 'POST' ? '{}' : '');
        const [head, body] = text.split('\r\n\r\n');
        expect(head).toMatch(/^HTTP\/1\.1 400 /);
        expect(head).toMatch(/^x-content-type-options: nosniff$/im);
        expect(head).toMatch(/^content-security-policy: default-src 'self'$/im);
        expect(body).toBe('Bad Request');
      });
    }
  }

  it('a valid Host still gets the page', async () => {
    expect(await raw('GET', '/', `localhost:${port}`)).toMatch(/^HTTP\/1\.1 200 /);
  });

  // Issue 34: an absolute-form target's authority replaces the Host (RFC 9112 §3.2.2), so an
  // invalid one is a bad request too, not a 500 from a URL that cannot be built.
  for (const [method, target] of [
    ['GET', 'http://x:99999/'],
    ['GET', 'http://[zz]/'],
    ['GET', 'https://a%25/'],
    ['GET', 'http:///'],
    ['GET', 'http://user@x/'],
    ['GET', '*'],
    ['POST', 'http://x:99999/rest/v1/early_access_leads'],
    ['POST', 'http://x:99999/functions/v1/submit-contact'],
  ]) {
    it(`target ${method} ${target} answers 400 with the security headers, no stack trace`, async () => {
      const text = await raw(method, target, `localhost:${port}`, method === 'POST' ? '{}' : '');
      const [head, body] = text.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head).toMatch(/^x-content-type-options: nosniff$/im);
      expect(body).toBe('Bad Request');
    });
  }

  it('a valid absolute-form target still gets the page', async () => {
    expect(await raw('GET', `http://localhost:${port}/`, `localhost:${port}`)).toMatch(/^HTTP\/1\.1 200 /);
  });

  // An origin-form target is a path even when it starts with `//` or `/\` (scripts/request-url.ts):
  // not a host whose port is out of range, which made the embedded backend answer 500.
  for (const [method, target, status] of [
    ['GET', '//x:99999/', 404],
    ['GET', '//[zz]/', 404],
    ['GET', '//a%25/', 404],
    ['GET', '/\\x:99999/', 404],
    ['POST', '//x:99999/rest/v1/early_access_leads', 405],
    ['POST', '//x:99999/functions/v1/submit-contact', 405],
  ] as const) {
    it(`target ${method} ${target} is a path of this site: ${status}, no stack trace`, async () => {
      const text = await raw(method, target, `localhost:${port}`, method === 'POST' ? '{}' : '');
      expect(text).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(text).toMatch(/^x-content-type-options: nosniff$/im);
      expect(text).not.toMatch(/Internal|at .*\.ts:\d+/);
    });
  }
});

describe('the REST stand-in checks Host and Origin as the function does (issue 24)', () => {
  it('a rebinding page (Host equals its Origin, not loopback) cannot insert; the same call from a loopback page can', async () => {
    const lead = (email: string) => JSON.stringify({ name: 'Eve', email, ai_employee: 'Julie', source: 'julie-landing-page' });
    const rebinding = await send('POST', '/rest/v1/early_access_leads', lead('rebinding@example.com'), {
      ...json,
      host: `evil.example:${port}`,
      origin: `http://evil.example:${port}`,
    });
    expect(rebinding.status).toBe(403);
    expect(JSON.parse(rebinding.body)).toMatchObject({ code: 'origin_not_allowed' });
    const local = await send('POST', '/rest/v1/early_access_leads', lead('loopback@example.com'), {
      ...json,
      host: `localhost:${port}`,
      origin: `http://localhost:${port}`,
    });
    expect(local.status).toBe(201);
  });
});

describe('the data folder (item 8)', () => {
  it('is 0700 and holds nothing readable by group or others', () => {
    expect(statSync(data.path).mode & 0o777).toBe(0o700);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? [full, ...walk(full)] : [full];
      });
    const open = walk(data.path).filter((file) => (statSync(file).mode & 0o077) !== 0);
    expect(open).toEqual([]);
  });
});
