import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { readEnv } from './src/config/read-env.ts';
import { localesReloadPlugin } from './scripts/dev-locales-reload.ts';
import { localBackendPlugin } from './scripts/local-backend/vite-plugin.ts';
import { reactRouterPurePlugin } from './scripts/react-router-pure.ts';

/** The packages every page runs at once (D29). */
const VENDOR_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'i18next',
  'i18next-http-backend',
  'react-i18next',
  'clsx',
  'cookie',
  'set-cookie-parser',
];

/** The app's modules every page runs at once (D29), below src/; each is a path prefix. */
const SHELL_MODULES = [
  'app/',
  'i18n/(?!language-detector)',
  'config/',
  'lib/(cn|format-price|mailto|prefetch|early-tap|full-load)',
  'components/layout/',
  'components/ui/(button|use-hydrated|use-idle|preloadable|load-boundary|toast-store)',
  'features/consent/(ConsentProvider|consent-context|consent-store|CookieBanner|CookieSettingsButton)',
  'features/signup/(SignupProvider|SignupButton)',
  'features/seo/Seo\\.',
];

/** A module-id test: `prefix` then one of `alternatives`, `/` matching either separator. */
const pathTest = (prefix: string, alternatives: string[]) =>
  new RegExp(`${prefix}(${alternatives.join('|')})`.replaceAll('/', String.raw`[\\/]`));

export default defineConfig(({ mode, command }) => ({
  // Validated here, once: a bad VITE_ variable stops the build, and the bundle gets plain values.
  // The build year is fixed here too, so the prerendered footer and the hydrating client agree.
  define: {
    __SITE_ENV__: JSON.stringify(readEnv(loadEnv(mode, process.cwd(), 'VITE_'))),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  plugins: [react(), tailwindcss(), localBackendPlugin(), localesReloadPlugin(), reactRouterPurePlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The form contracts the browser shares with the Edge Function (Deno-valid `.ts` imports).
      { find: '@shared', replacement: fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)) },
      // D29: builds take react-router's production files (no dev warnings; `npm run dev` keeps
      // them); see also scripts/react-router-pure.ts.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
            },
          ]
        : []),
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // Every browser that runs this es2022 build but lacks modulepreload (Safari < 17) only loads
    // chunks a little later without it; the polyfill would cost every visitor 0.4 KB (D29).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // D29: what every page needs at once goes into two files instead of twenty small ones (each
        // file compresses on its own, so many small chunks cost bytes and requests). Only modules
        // that import nothing heavy belong in `shell`: the interactive e2e fails if a dialog,
        // Radix, zod or supabase chunk loads before a click. react-i18next's <Trans> and its HTML
        // parser stay out of `vendor`: only later pages and dialogs use them (4.8 KB gzip).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: pathTest(
                'node_modules/(?!react-i18next/dist/es/Trans)',
                VENDOR_PACKAGES.map((name) => `${name}/`),
              ),
            },
            {
              name: 'shell',
              // The language table (shared with the Edge Function) is read by every page.
              test: pathTest('(src|supabase/functions/_shared)/', [...SHELL_MODULES, 'languages\\.ts$']),
            },
          ],
        },
      },
    },
  },
}));
