/**
 * `npm run build` (static-host deploy) and `npm run build:local` (embedded backend, `--embedded`):
 * client bundle, server bundle, then the prerender of every route in both languages.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build, loadEnv } from 'vite';
import { prerender } from './prerender';
import { writeDistHeaders } from './security-headers';

const root = path.resolve(import.meta.dirname, '..');
const embedded = process.argv.includes('--embedded');
const mode = embedded ? 'embedded' : 'production';
const distDir = path.join(root, 'dist');
const ssrDir = path.join(root, 'dist-ssr');

/** D23: a deploy build refuses to ship forms with no backend behind them. */
export function assertDeployEnv(vars: Record<string, string | undefined>): void {
  const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter((name) => !vars[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `Deploy build stopped: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        'Set both (see .env.example), or run `npm start` for the embedded local backend.',
    );
  }
}

async function main() {
  const env = { ...loadEnv(mode, root, 'VITE_'), ...process.env };
  if (!embedded) assertDeployEnv(env);
  await rm(distDir, { recursive: true, force: true });
  await rm(ssrDir, { recursive: true, force: true });
  const started = Date.now();
  await build({ root, mode, logLevel: 'warn', build: { outDir: distDir } });
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, rollupOptions: { output: { entryFileNames: 'entry-server.js' } } },
  });
  const pages = await prerender({
    distDir,
    serverEntry: path.join(ssrDir, 'entry-server.js'),
    localesDir: path.join(root, 'public', 'locales'),
  });
  // After the prerender: the CSP hashes the inline scripts it wrote.
  await writeDistHeaders(distDir, embedded ? undefined : env.VITE_SUPABASE_URL?.trim() || undefined);
  console.log(`Built ${pages.length} prerendered pages (${mode}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
