import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, normalizePath } from 'vite';
import { EnvError, readEnv } from './src/config/read-env.ts';
import { copyInspectorPlugin } from './scripts/dev-copy-inspector.ts';
import { localesReloadPlugin } from './scripts/dev-locales-reload.ts';
import { freshImportPlugin } from './scripts/fresh-import-plugin.ts';
import { devPortPlugin } from './scripts/port.ts';
import { localBackendPlugin } from './scripts/local-backend/vite-plugin.ts';

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

const ENTRY = normalizePath(fileURLToPath(new URL('./src/main.tsx', import.meta.url)));
const OWN_CODE = ['src/', 'supabase/functions/_shared/'].map((dir) => normalizePath(fileURLToPath(new URL(dir, import.meta.url))));

/**
 * The `shell` chunk's name function (D29): the app's modules every page runs at once are ours that
 * the entry imports statically, directly or not. Derived from the module graph, so a new always-on
 * component joins by being imported, and a module only a page or a dialog imports (dynamically)
 * stays out, with its Radix, zod or supabase. A new function per build: each has its own graph.
 */
function shellGroup() {
  let shell: Set<string> | undefined;
  return (id: string, graph: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!shell) {
      const seen = new Set<string>();
      const visit = (module: string) => {
        if (seen.has(module)) return;
        seen.add(module);
        for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) visit(imported);
      };
      visit(ENTRY);
      shell = new Set(
        [...seen].filter((module) => module !== ENTRY && /\.tsx?$/.test(module) && OWN_CODE.some((dir) => module.startsWith(dir))),
      );
    }
    return shell.has(id) ? 'shell' : null;
  };
}

/** A module-id test: `prefix` then one of `alternatives`, `/` matching either separator. */
const pathTest = (prefix: string, alternatives: string[]) =>
  new RegExp(`${prefix}(${alternatives.join('|')})`.replaceAll('/', String.raw`[\\/]`));

/**
 * The VITE_ variables, checked. A wrong value is the operator's sentence alone, in dev as in a
 * build: thrown from here, Vite would wrap it in "failed to load config" and a stack through its
 * bundled copy of this file.
 */
function siteEnv(mode: string) {
  try {
    return readEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export default defineConfig(({ mode }) => ({
  // Validated here, once: a bad VITE_ variable stops the build, and the bundle gets plain values.
  // The build year is fixed here too, so the prerendered footer and the hydrating client agree.
  define: {
    __SITE_ENV__: JSON.stringify(siteEnv(mode)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  plugins: [
    react(),
    tailwindcss(),
    devPortPlugin(),
    localBackendPlugin(),
    localesReloadPlugin(),
    copyInspectorPlugin(),
    freshImportPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The form contracts the browser shares with the Edge Function (Deno-valid `.ts` imports).
      { find: '@shared', replacement: fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)) },
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
        // file compresses on its own, so many small chunks cost bytes and requests). react-i18next's
        // <Trans> and its HTML parser stay out of `vendor`: only later pages and dialogs use them
        // (4.8 KB gzip).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: pathTest(
                'node_modules/(?!react-i18next/dist/es/Trans)',
                VENDOR_PACKAGES.map((name) => `${name}/`),
              ),
            },
            { name: shellGroup(), debugName: 'shell' },
            // Radix Dialog with what it imports (the parts Radix Toast and Switch share with it, the
            // scroll lock, tslib) in one chunk where they were spread over three: 0.6 KB gzip less
            // within 10 s. Toast and Switch stay apart, so no idle task evaluates all of Radix at once.
            { name: 'radix-dialog', test: pathTest('node_modules/@radix-ui/react-', ['dialog/']) },
          ],
        },
      },
    },
  },
}));
