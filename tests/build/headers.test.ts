/**
 * Issue 7 Security: the headers `npm start` really sends (scripts/serve.ts started as a process),
 * and the three deploy recipes (public/_headers for Netlify + Cloudflare Pages, vercel.json,
 * netlify.toml) agree with the build. D3: unknown /cs/* paths answer cs/404.html with 404; D4:
 * the root-redirect and page scripts are allowed by hash only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersFor,
  parseHeadersFile,
  rulesFromVercel,
  supabaseSources,
  netlifyToml,
  withSupabaseSource,
  type HeaderRule,
} from '../../scripts/security-headers';
import { buildOnce, readDist, root } from './build-once';
import { LANGUAGE_TABLE } from '@shared/languages';

/** The path prefixes of the languages other than the default (cs). */
const PREFIXES = LANGUAGE_TABLE.map((entry) => entry.prefix).filter(Boolean);

const port = 4500 + Math.floor(Math.random() * 400);
const origin = `http://127.0.0.1:${port}`;
let distDir: string;
let server: ChildProcess;
let distRules: HeaderRule[];

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

beforeAll(async () => {
  distDir = await buildOnce();
  distRules = parseHeadersFile(await readDist(distDir, '_headers'));
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', LOCAL_DB_DIR: `.data/headers-test-${Date.now()}` },
  });
  // Up to 60 s: the server applies the migrations to a new embedded database first, slow on a busy machine.
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}, 150_000);

afterAll(() => {
  server?.kill('SIGTERM');
});

describe('headers served by npm start', () => {
  const paths = ['/', '/cs', '/cs/andrea', '/terms-and-conditions', '/sitemap.xml'];

  it.each(paths.map((p) => [p]))('%s carries the security headers', async (urlPath) => {
    const response = await fetch(origin + urlPath);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = directive(csp, 'script-src');
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.clarity\.ms)/);
    // The page's script (every page: D35's holder of early taps, then the loader) and the D4 root
    // redirect (index.html) are allowed by their hashes.
    const home = await readDist(distDir, 'index.html');
    const inline = [...home.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    const pageScript = inline.find((text) => text.includes('app-locales')) ?? '';
    expect(pageScript).toContain('[data-hold-tap]');
    expect(scriptSrc).toContain(sha(pageScript));
    const redirect = inline.find((text) => text.startsWith('(function(){var s=null;')) ?? '';
    expect(redirect).toContain('location.replace');
    expect(scriptSrc).toContain(sha(redirect));
    expect(inline, 'no other inline script').toHaveLength(2);
    // Analytics hosts only as the consent loader needs them (GTM, Clarity).
    expect(
      scriptSrc
        .split(' ')
        .filter((s) => s.startsWith('https:') || s.startsWith('*.'))
        .sort(),
    ).toEqual(['*.clarity.ms', 'https://www.googletagmanager.com'].sort());
    expect(directive(csp, 'connect-src').split(' ')).toContain("'self'");
    // Issue 73: this build has no VITE_GTM_ID, so no GA4 collection host (e2e/funnel.spec.ts: with one, allowed).
    expect(csp).not.toMatch(/google-analytics|analytics\.google/);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it('the served headers are exactly the rules of dist/_headers', async () => {
    const response = await fetch(`${origin}/andrea`);
    for (const [name, value] of Object.entries(headersFor(distRules, '/andrea'))) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });

  it('unknown /cs/* paths get the Czech 404 page with status 404, others the English one (D3)', async () => {
    const czech = await fetch(`${origin}/cs/no-such-page`);
    expect(czech.status).toBe(404);
    expect(await czech.text()).toContain('<html lang="cs">');
    expect(czech.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const english = await fetch(`${origin}/no-such-page`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<html lang="en">');
  });

  it('hashed assets are immutable and compressed; the header file itself is not served', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const entry = /<meta name="app-entry" content="([^"]+)">/.exec(html)?.[1];
    const asset = await fetch(origin + entry, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
  });

  it('issue 74: the confirmation page is never stored by a cache, in either language, with or without its token; other pages revalidate', async () => {
    for (const address of [
      '/early-access/confirm?token=AAAA',
      '/early-access/confirm/',
      '/cs/early-access/confirm?token=AAAA',
      '/cs/early-access/confirm',
    ]) {
      const response = await fetch(`${origin}${address}`);
      expect([response.status, response.headers.get('cache-control')], address).toEqual([200, 'no-store']);
    }
    expect((await fetch(`${origin}/early-access`)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    // Every recipe carries the same rule (they are generated from these rules).
    for (const address of ['/early-access/confirm', '/cs/early-access/confirm/']) {
      expect(headersFor(distRules, address)['Cache-Control'], address).toBe('no-store');
    }
  });
});

describe('deploy recipes agree with the build', () => {
  // The embedded build knows no Supabase origin: the recipes match it but for the one pinned there
  // (none until a deploy build and `npm run headers:sync`; see deploy-recipes.test.ts).
  it('public/_headers (Netlify, Cloudflare Pages) is what the build writes (run `npm run headers:sync` if not)', async () => {
    const committed = await readFile(path.join(root, 'public', '_headers'), 'utf8');
    const rules = parseHeadersFile(committed);
    expect(committed).toBe(formatHeadersFile(rules));
    expect(formatHeadersFile(withSupabaseSource(rules, undefined))).toBe(formatHeadersFile(distRules));
  });

  it('vercel.json sends the same headers and serves cs/404.html with 404 (D3)', async () => {
    const vercel = JSON.parse(await readFile(path.join(root, 'vercel.json'), 'utf8'));
    const committed = parseHeadersFile(await readFile(path.join(root, 'public', '_headers'), 'utf8'));
    expect(withSupabaseSource(rulesFromVercel(vercel), undefined)).toEqual(distRules);
    const supabase = (rules: HeaderRule[]) => supabaseSources(headersFor(rules, '/')['Content-Security-Policy'] ?? '');
    expect(supabase(rulesFromVercel(vercel))).toEqual(supabase(committed));
    const routes = vercel.routes as { src?: string; status?: number; dest?: string; handle?: string }[];
    const filesystem = routes.findIndex((r) => r.handle === 'filesystem');
    expect(filesystem).toBeGreaterThan(-1);
    for (const prefix of PREFIXES) {
      const rule = routes.findIndex((r) => r.status === 404 && r.dest === `/${prefix}/404.html`);
      expect(rule).toBeGreaterThan(filesystem);
      expect(new RegExp(`^${routes[rule].src}$`).test(`/${prefix}/no-such-page`)).toBe(true);
      expect(new RegExp(`^${routes[rule].src}$`).test('/no-such-page')).toBe(false);
    }
  });

  it("netlify.toml sends unknown paths under each language's prefix (/cs/*) to its 404 page with 404 (D3)", async () => {
    const toml = await readFile(path.join(root, 'netlify.toml'), 'utf8');
    for (const prefix of PREFIXES) {
      expect(toml).toMatch(new RegExp(`from = "/${prefix}/\\*"\\s+to = "/${prefix}/404\\.html"\\s+status = 404`));
    }
    expect(toml).toMatch(/publish = "dist"/);
    expect(netlifyToml(toml), 'netlify.toml is what `npm run headers:sync` writes').toBe(toml);
  });

  it('a deploy build allows exactly the configured Supabase origin', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], supabaseUrl: 'https://abcd.supabase.co/' });
    expect(directive(csp, 'connect-src').split(' ')).toEqual(['connect-src', "'self'", 'https://abcd.supabase.co', '*.clarity.ms']);
  });
});
