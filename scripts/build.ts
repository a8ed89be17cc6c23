/**
 * `npm run build` (static-host deploy) and `npm run build:local` (embedded backend, `--embedded`):
 * client bundle, server bundle, then the prerender of every route in both languages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, loadEnv, type PluginOption } from 'vite';
import { EnvError, readEnv, SAMPLE_OPERATOR, sampleOperatorVariables } from '../src/config/read-env';
import { typesetLocaleFile } from '../src/i18n/typography';
import { checkBlocking } from './i18n-check';
import { prerender } from './prerender';
import { assertRecipesAllow, writeDistHeaders } from './security-headers';

const root = path.resolve(import.meta.dirname, '..');
const embedded = process.argv.includes('--embedded');
const mode = embedded ? 'embedded' : 'production';
/** DIST_DIR lets parallel runs (several engineers' e2e, the bench) build without wiping each other. */
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// The SSR bundle stays inside the project so its bare imports (react, ...) resolve from node_modules.
const ssrDir = process.env.DIST_DIR ? path.join(root, 'dist-ssr', path.basename(distDir)) : path.join(root, 'dist-ssr');

/**
 * Every variable a deploy build must be given, in the order docs/deploy.md lists them (a test keeps
 * the two equal): the backend, the operator the legal texts name, the processors they list, the site.
 */
export const DEPLOY_REQUIRED = [
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  ...(Object.keys(SAMPLE_OPERATOR) as (keyof typeof SAMPLE_OPERATOR)[]),
  'VITE_AI_MODEL_PROVIDER',
  'VITE_MAILBOX_STORE_PROVIDER',
  'SITE_URL',
] as const;

/**
 * A deploy build refuses to ship forms with no backend behind them, the sample operator, processors
 * named "on request", or no address of its own; every reason at once, so an operator fixes them in
 * one pass. Returns that address (SITE_URL, one per deploy), which the canonical URLs follow as the
 * send-confirmation function's links do.
 */
export function assertDeployEnv(vars: Record<string, string | undefined>): string {
  const reasons: string[] = [];
  const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter((name) => !vars[name]?.trim());
  if (missing.length > 0)
    reasons.push(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set, so set both (see .env.example), or run \`npm start\` for the embedded local backend.`,
    );
  // Nor does it ship the sample operator as the trader and data controller.
  const sample = sampleOperatorVariables(vars);
  if (sample.length > 0)
    reasons.push(
      `the operator's identity is still the sample, so set ${sample.join(', ')} to your company's own details (see .env.example), or run \`npm run build:local\` for a local build with the sample.`,
    );
  // Nor processor lists that name the AI model or the mailbox store "on request".
  const unnamed = ['VITE_AI_MODEL_PROVIDER', 'VITE_MAILBOX_STORE_PROVIDER'].filter((name) => !vars[name]?.trim());
  if (unnamed.length > 0)
    reasons.push(
      `the privacy policy and the processing terms must name every processor of mailbox content, so set ${unnamed.join(' and ')} to the provider's name (see .env.example), or run \`npm run build:local\` for a local build.`,
    );
  let site = '';
  try {
    site = deploySiteUrl(vars);
  } catch (error) {
    reasons.push((error as Error).message);
  }
  // The values' own mistakes (an http checkout link, an IČO that fails its checksum), named with the rest.
  try {
    readEnv(vars);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    reasons.push(...error.message.split('\n'));
  }
  if (reasons.length === 1) throw new Error(`Deploy build stopped: ${reasons[0]}`);
  if (reasons.length > 1)
    throw new Error(`Deploy build stopped for ${reasons.length} reasons:\n${reasons.map((reason) => `- ${reason}`).join('\n')}`);
  return site;
}

/**
 * Where this deploy lives, from configuration only. The confirmation e-mail's links are built from
 * the same SITE_URL (a function secret), never from a request, so a deploy states it.
 */
export function deploySiteUrl(vars: Record<string, string | undefined>): string {
  const raw = vars.SITE_URL?.trim() ?? '';
  if (!raw) {
    throw new Error(
      "SITE_URL is not set, so set it to the site's own https address, as in the send-confirmation function's secrets (docs/deploy.md), or run `npm run build:local` for a local build.",
    );
  }
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || url.protocol !== 'https:' || url.origin !== raw.replace(/\/$/, '')) {
    throw new Error(`SITE_URL must be an https address with no path (https://www.example.com), not "${raw}".`);
  }
  const canonical = vars.VITE_SITE_URL?.trim().replace(/\/$/, '');
  if (canonical && canonical !== url.origin) {
    throw new Error(
      `VITE_SITE_URL (${canonical}) and SITE_URL (${url.origin}) name two sites, so leave VITE_SITE_URL unset (it follows SITE_URL) or make the two equal.`,
    );
  }
  return url.origin;
}

/**
 * The functions' secrets live on the hosted project, out of the build's sight; what it can read is
 * the file `supabase secrets set` is given. Without a mail provider every lead stays pending, which
 * nothing else would tell the operator before a visitor waits for a link that never comes.
 */
export function mailProviderWarning(root: string): string | undefined {
  const file = path.join(root, 'supabase', 'functions', '.env');
  const key = existsSync(file) ? /^\s*RESEND_API_KEY\s*=\s*["']?([^"'\s#]+)/m.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  if (key) return undefined;
  return `Warning: supabase/functions/.env ${existsSync(file) ? 'sets no RESEND_API_KEY' : 'does not exist'}, so unless the hosted project's secrets set one, no waiting-list lead will ever be confirmed and no order confirmation sent (docs/deploy.md).`;
}

export interface BuildOptions {
  mode: string;
  distDir: string;
  ssrDir: string;
  /** Vite's public folder (the locale files come from its locales/); tests build with another. */
  publicDir?: string;
  /** Extra Vite plugins for both bundles (the pseudo-locale's test build). */
  plugins?: PluginOption[];
  supabaseUrl?: string;
  /** A tag manager is configured (`VITE_GTM_ID`): the CSP allows GA4's collection. */
  ga4?: boolean;
}

/** Stops a build whose copy would ship a broken string, with `npm run i18n:check`'s own messages. */
export function assertLocalesShip(localesDir: string): void {
  const { problems } = checkBlocking(root, localesDir);
  if (problems.length > 0)
    throw new Error(
      `${problems.join('\n')}\nBuild stopped: ${problems.length} problem(s) in the locale files (npm run i18n:check lists the same).`,
    );
}

/**
 * The shipped locale files with their text typeset ahead (src/i18n/typography.ts), so the browser
 * only typesets what a placeholder fills; written without indentation, as nobody edits them there.
 */
export async function typesetShippedLocales(localesDir: string): Promise<void> {
  const folders = (await readdir(localesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const { name: language } of folders) {
    for (const file of (await readdir(path.join(localesDir, language))).filter((name) => name.endsWith('.json'))) {
      const where = path.join(localesDir, language, file);
      await writeFile(where, JSON.stringify(typesetLocaleFile(JSON.parse(await readFile(where, 'utf8')), language)));
    }
  }
}

/** Client bundle, server bundle, prerender, headers: what both commands and the test builds run. */
export async function buildSite({
  mode,
  distDir,
  ssrDir,
  publicDir = path.join(root, 'public'),
  plugins = [],
  supabaseUrl,
  ga4,
}: BuildOptions) {
  assertLocalesShip(path.join(publicDir, 'locales'));
  await rm(distDir, { recursive: true, force: true });
  await rm(ssrDir, { recursive: true, force: true });
  // The manifest lets the bench and the build tests follow the module graph (D29 initial JS).
  // DEBUG_BUILD=1 keeps the client readable (unminified React errors name the mismatching text).
  const minify = process.env.DEBUG_BUILD ? false : undefined;
  // BUILD_SOURCEMAP=1 writes source maps no file names (`hidden`): the bench's traces name functions (bench/load-tasks.ts), the bytes served stay the same.
  const sourcemap = process.env.BUILD_SOURCEMAP ? ('hidden' as const) : undefined;
  await build({
    root,
    mode,
    logLevel: 'warn',
    publicDir,
    plugins,
    // Rolldown's report of slow plugins reads like a problem in a cold build, where nothing is wrong.
    build: {
      outDir: distDir,
      emptyOutDir: true,
      manifest: true,
      minify,
      sourcemap,
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
  await typesetShippedLocales(path.join(distDir, 'locales'));
  await build({
    root,
    mode,
    logLevel: 'warn',
    publicDir,
    plugins,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'entry-server.js' }, checks: { bundlerTimings: false } },
    },
  });
  const pages = await prerender({
    distDir,
    serverEntry: path.join(ssrDir, 'entry-server.js'),
    localesDir: path.join(publicDir, 'locales'),
  });
  // After the prerender: the CSP hashes the inline scripts it wrote.
  await writeDistHeaders(distDir, supabaseUrl, ga4);
  // Only the prerender reads the module graph; a host would publish it.
  await rm(path.join(distDir, '.vite'), { recursive: true, force: true });
  return pages;
}

async function main() {
  // SITE_URL is read from the same .env files as the VITE_ variables (Vite exposes only those to the page).
  const env = { ...loadEnv(mode, root, ['VITE_', 'SITE_URL']), ...process.env };
  // A deploy's canonical URLs are its SITE_URL (the app reads VITE_SITE_URL).
  if (!embedded) process.env.VITE_SITE_URL = assertDeployEnv(env);
  const mailWarning = embedded ? undefined : mailProviderWarning(root);
  if (mailWarning) console.warn(mailWarning);
  const started = Date.now();
  // `npm start` with a hosted project talks to it (README), so its CSP must allow it too; only a
  // deploy build checks the committed host recipes.
  const supabaseUrl = env.VITE_SUPABASE_URL?.trim() || undefined;
  const ga4 = Boolean(env.VITE_GTM_ID?.trim());
  const pages = await buildSite({ mode, distDir, ssrDir, supabaseUrl, ga4 });
  if (supabaseUrl && !embedded) await assertRecipesAllow(root, supabaseUrl, ga4);
  const html = pages.filter((file) => file.endsWith('.html')).length;
  const took = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${html} prerendered pages and ${pages.length - html} other files (${mode}) into ${path.relative(root, distDir)} in ${took} s.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
