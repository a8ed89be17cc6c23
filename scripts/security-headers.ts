/**
 * The one home of the HTTP response headers (issue 7, D4). The build hashes every inline script it
 * wrote (the D4 root redirect and the loader), derives the headers here and writes `dist/_headers`;
 * `npm start` (static-server) reads that same file, Netlify and Cloudflare Pages publish it, and
 * `npm run headers:sync` writes the committed copies (`public/_headers`, `vercel.json`), which a
 * test keeps equal to what the build produces.
 *
 *   npm run headers:sync   # after a build: rewrite public/_headers and vercel.json from dist/
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGE_TABLE } from '../supabase/functions/_shared/languages.ts';
import { CONFIRM_PATH } from '../supabase/functions/_shared/confirm-link.ts';

/** Hosts the consent loader adds after analytics consent (src/features/consent), nothing before. */
export const ANALYTICS = {
  /** Google Tag Manager: gtm.js (D27: custom-HTML tags are blocked by this CSP on purpose). */
  gtm: ['https://www.googletagmanager.com'],
  /**
   * Microsoft Clarity: the tag from www.clarity.ms, the recorder and its collect endpoints on other
   * subdomains. A CSP wildcard matches every subdomain, www included, so one source covers them all
   * (every response carries this header: its bytes count into the first round trip of each page).
   */
  clarity: ['*.clarity.ms'],
};

/**
 * Google Analytics 4 behind the tag manager, as Google's CSP guide for GA4 lists it
 * (developers.google.com/tag-platform/security/guides/csp): the Google tag from any
 * googletagmanager.com host, hits to google-analytics.com and analytics.google.com (regional
 * subdomains included). Only in a build with a tag manager configured (`VITE_GTM_ID`).
 */
export const GA4 = {
  'script-src': ['*.googletagmanager.com'],
  'img-src': ['*.google-analytics.com', '*.googletagmanager.com'],
  'connect-src': ['*.google-analytics.com', '*.analytics.google.com', '*.googletagmanager.com'],
} as const;

/** What decides a build's CSP besides its inline scripts. */
export interface CspOptions {
  scriptHashes: readonly string[];
  supabaseUrl?: string;
  /** A tag manager is configured: GA4's collection hosts are allowed. */
  ga4?: boolean;
}

/** Browser features the site never uses, denied to the page and every frame. */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** sha256 CSP sources of every executable inline script in an HTML document (JSON data blocks excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc=/i.test(attrs) || match[2] === '') continue;
    const type = /\stype="([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** Every inline script hash in the build, sorted and unique. */
export async function collectScriptHashes(distDir: string): Promise<string[]> {
  const all = new Set<string>();
  for (const file of await htmlFiles(distDir)) {
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) all.add(hash);
  }
  return [...all].sort();
}

export function contentSecurityPolicy(options: CspOptions): string {
  // Without a Supabase URL the backend is the site's own origin ('self'). The committed recipes
  // start that way, and a deploy build refuses to finish until they name its one project
  // (assertRecipesAllow), so no site ships allowing every Supabase project on the internet.
  const supabase = options.supabaseUrl ? [new URL(options.supabaseUrl).origin] : [];
  // Every byte of this header is in each page's first round trip: with GA4, the tag manager's one
  // host gives way to the wildcard that covers it, rather than standing beside it.
  const gtm = options.ga4 ? [] : ANALYTICS.gtm;
  const ga4 = (directive: keyof typeof GA4) => (options.ga4 ? GA4[directive] : []);
  // The wildcard hosts name no scheme: on the site's https pages a source without one allows https
  // (and wss) only, as Google's and Microsoft's `https://` forms do, in 8 bytes less each. Fonts
  // fall under default-src.
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // No 'unsafe-inline' / 'unsafe-eval' for scripts: inline scripts are allowed by hash only.
    ['script-src', "'self'", ...options.scriptHashes, ...gtm, ...ANALYTICS.clarity, ...ga4('script-src')],
    // Styles may be inline: the prerendered CSS, style attributes of Radix primitives and of the tags.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...gtm, ...ANALYTICS.clarity, ...ga4('img-src')],
    ['connect-src', "'self'", ...supabase, ...ANALYTICS.clarity, ...ga4('connect-src')],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * The headers every response of the site carries. No X-Frame-Options: the CSP's frame-ancestors
 * 'none' replaces it in every browser the site supports (and they ignore it beside one), and every
 * byte here is in each page's first round trip.
 */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export interface HeaderRule {
  /** Netlify/Cloudflare `_headers` path pattern: exact or ending in `*`. */
  path: string;
  headers: Record<string, string>;
}

/** Types a host might guess wrong: each language's web app manifest and the ICO favicon. */
export const DECLARED_TYPES: HeaderRule[] = [
  ...LANGUAGE_TABLE.map((entry) => ({
    path: `${entry.prefix ? `/${entry.prefix}` : ''}/manifest.webmanifest`,
    headers: { 'Content-Type': 'application/manifest+json' },
  })),
  { path: '/favicon.ico', headers: { 'Content-Type': 'image/x-icon' } },
];

/**
 * The waiting list's confirmation page, in every language, with and without the slash a host may
 * add: its address carries a one-time token, so no cache (the browser's, a CDN's, a proxy's) may
 * keep a copy per link. Exact paths, which every host's rules match the same way (a query string
 * is never part of the match).
 */
export const UNCACHED: HeaderRule[] = LANGUAGE_TABLE.flatMap((entry) =>
  ['', '/'].map((slash) => ({
    path: `${entry.prefix ? `/${entry.prefix}` : ''}${CONFIRM_PATH}${slash}`,
    headers: { 'Cache-Control': 'no-store' },
  })),
);

export function headerRules(security: Record<string, string>): HeaderRule[] {
  return [
    { path: '/*', headers: security },
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
    ...UNCACHED,
    ...DECLARED_TYPES,
  ];
}

/** `_headers` for Netlify and Cloudflare Pages (same syntax). */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const head = '# Generated by scripts/security-headers.ts from the build: do not edit, run `npm run headers:sync`.\n';
  return (
    head +
    rules
      .map(
        (rule) =>
          `${rule.path}\n${Object.entries(rule.headers)
            .map(([k, v]) => `  ${k}: ${v}`)
            .join('\n')}`,
      )
      .join('\n\n') +
    '\n'
  );
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: cannot parse "${line}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Headers for a request path under the rules, in file order (later rules add to earlier ones). */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith('*') ? urlPath.startsWith(rule.path.slice(0, -1)) : urlPath === rule.path;
    if (matches) Object.assign(out, rule.headers);
  }
  return out;
}

/**
 * vercel.json: the same headers, plus D3 (unknown paths under a language's prefix, /cs/*, get that
 * language's 404 page, cs/404.html, with status 404).
 * Vercel can set a 404 status on a fallback only with `routes`, which then also carry the headers.
 */
export function vercelConfig(rules: readonly HeaderRule[]): Record<string, unknown> {
  const src = (pattern: string) => (pattern === '/*' ? '/(.*)' : `${pattern.replace(/\./g, '\\.').replace(/\*$/, '(.*)')}`);
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    routes: [
      ...rules.map((rule) => ({ src: src(rule.path), headers: rule.headers, continue: true })),
      { handle: 'filesystem' },
      ...LANGUAGE_TABLE.filter((entry) => entry.prefix).map((entry) => ({
        src: `/${entry.prefix}(/.*)?`,
        status: 404,
        dest: `/${entry.prefix}/404.html`,
      })),
      { src: '/(.*)', status: 404, dest: '/404.html' },
    ],
  };
}

/** netlify.toml with its D3 rules rewritten: one per prefixed language of the table, before the catch-all. */
export function netlifyToml(toml: string): string {
  const rules = LANGUAGE_TABLE.filter((entry) => entry.prefix)
    .map((entry) => `[[redirects]]\n  from = "/${entry.prefix}/*"\n  to = "/${entry.prefix}/404.html"\n  status = 404\n\n`)
    .join('');
  const region = /(# D3:[^\n]*\n(?:#[^\n]*\n)*)(?:\[\[redirects\]\]\n(?: {2}[^\n]*\n)+\n)*(?=# Every other unknown path)/;
  if (!region.test(toml)) throw new Error('netlify.toml: the D3 comment and the catch-all rule are not where headers:sync expects them');
  return toml.replace(region, (_match, comment: string) => comment + rules);
}

/** The rules Vercel applies, read back from vercel.json (for the sync test). */
export function rulesFromVercel(config: { routes?: { src?: string; headers?: Record<string, string> }[] }): HeaderRule[] {
  return (config.routes ?? [])
    .filter((route) => route.headers && route.src)
    .map((route) => ({
      path: route.src === '/(.*)' ? '/*' : (route.src as string).replace(/\(\.\*\)$/, '*').replace(/\\\./g, '.'),
      headers: route.headers!,
    }));
}

/** The Supabase source(s) of a CSP's connect-src: everything but 'self' and the analytics hosts. */
export function supabaseSources(csp: string): string[] {
  const connect = csp
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('connect-src '));
  const analytics = new Set<string>([...ANALYTICS.gtm, ...ANALYTICS.clarity, ...GA4['connect-src']]);
  return (connect?.split(/\s+/).slice(1) ?? []).filter((source) => source !== "'self'" && !analytics.has(source));
}

/** The rules with the Supabase source of every CSP set to `source`, or removed (the only part a build's env decides). */
export function withSupabaseSource(rules: readonly HeaderRule[], source: string | undefined): HeaderRule[] {
  return rules.map((rule) => {
    const csp = rule.headers['Content-Security-Policy'];
    if (!csp) return rule;
    const replaced = supabaseSources(csp);
    const rewritten = csp.replace(/connect-src [^;]*/, (directive) =>
      directive
        .split(' ')
        .filter((part) => !replaced.includes(part))
        .flatMap((part) => (part === "'self'" && source ? [part, source] : [part]))
        .join(' '),
    );
    return { ...rule, headers: { ...rule.headers, 'Content-Security-Policy': rewritten } };
  });
}

export interface Recipe {
  file: string;
  rules: HeaderRule[];
}

/** The committed deploy recipes that carry headers: public/_headers (Netlify, Cloudflare Pages) and vercel.json. */
export async function readCommittedRecipes(root: string): Promise<Recipe[]> {
  return [
    { file: 'public/_headers', rules: parseHeadersFile(await readFile(path.join(root, 'public', '_headers'), 'utf8')) },
    { file: 'vercel.json', rules: rulesFromVercel(JSON.parse(await readFile(path.join(root, 'vercel.json'), 'utf8'))) },
  ];
}

/** Whether a CSP allows GA4's collection (a build with a tag manager). */
export const allowsGa4 = (csp: string): boolean => GA4['connect-src'].every((source) => csp.includes(` ${source}`));

/**
 * What stops a deploy: a recipe whose CSP lets the page talk to another Supabase origin, or whose
 * GA4 collection disagrees with the build's tag manager (blocked hits, or hosts allowed for nothing).
 */
export function recipeProblems(recipes: readonly Recipe[], supabaseUrl: string, ga4 = false): string[] {
  const origin = new URL(supabaseUrl).origin;
  return recipes.flatMap(({ file, rules }) => {
    const csp = headersFor(rules, '/')['Content-Security-Policy'] ?? '';
    const sources = supabaseSources(csp);
    const problems =
      sources.length === 1 && sources[0] === origin
        ? []
        : [`${file} allows connect-src ${sources.join(' ') || "'self' only"}, not ${origin}`];
    if (allowsGa4(csp) !== ga4)
      problems.push(`${file} ${ga4 ? 'blocks' : 'allows'} GA4's collection, while this build ${ga4 ? 'has' : 'has no'} VITE_GTM_ID`);
    return problems;
  });
}

/**
 * Issue 20, D23: a deploy build fails until the committed recipes name its Supabase origin. The
 * build has already written dist/_headers for that origin, so `npm run headers:sync` fixes it.
 */
export async function assertRecipesAllow(root: string, supabaseUrl: string, ga4 = false): Promise<void> {
  const problems = recipeProblems(await readCommittedRecipes(root), supabaseUrl, ga4);
  if (problems.length > 0) {
    throw new Error(
      `Deploy build stopped: ${problems.join('; ')}. This build wrote dist/_headers for ${new URL(supabaseUrl).origin}: ` +
        'run `npm run headers:sync` and commit public/_headers and vercel.json (docs/deploy.md).',
    );
  }
}

/** Called by the build after the prerender: writes dist/_headers for this build's inline scripts. */
export async function writeDistHeaders(distDir: string, supabaseUrl: string | undefined, ga4 = false): Promise<HeaderRule[]> {
  const rules = headerRules(securityHeaders({ scriptHashes: await collectScriptHashes(distDir), supabaseUrl, ga4 }));
  await writeFile(path.join(distDir, '_headers'), formatHeadersFile(rules));
  return rules;
}

/**
 * `npm run headers:sync`: the committed recipes from the last build's dist/_headers. A build for
 * the embedded backend knows no Supabase origin, so an origin already pinned in the committed
 * recipes is kept; a deploy build's exact origin replaces it.
 */
async function sync() {
  const root = path.resolve(import.meta.dirname, '..');
  let rules = parseHeadersFile(await readFile(path.resolve(root, process.env.DIST_DIR ?? 'dist', '_headers'), 'utf8'));
  const built = supabaseSources(headersFor(rules, '/')['Content-Security-Policy'] ?? '');
  if (built.length === 0) {
    const [committed] = await readCommittedRecipes(root);
    const pinned = supabaseSources(headersFor(committed.rules, '/')['Content-Security-Policy'] ?? '');
    if (pinned.length === 1) rules = withSupabaseSource(rules, pinned[0]);
  }
  await writeFile(path.join(root, 'public', '_headers'), formatHeadersFile(rules));
  await writeFile(path.join(root, 'vercel.json'), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`);
  const netlify = path.join(root, 'netlify.toml');
  await writeFile(netlify, netlifyToml(await readFile(netlify, 'utf8')));
  console.log('Wrote public/_headers, vercel.json and the 404 rules of netlify.toml from dist/_headers and the language table.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  sync().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
