import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Where the tap floor (bench/reference-tap/) is served beside the site's pages during a bench run. */
export const TAP_REFERENCE_PATH = '/__bench-tap-reference/';

/**
 * Builds the tap floor into the served dist, as production code (minified, React's production
 * build): the bare app at its root, and the data router's page change under `data-router/`, each
 * a build of its own so neither shares a chunk with the other.
 */
export async function buildTapReference(distDir: string): Promise<void> {
  for (const app of ['', 'data-router/']) {
    await build({
      configFile: false,
      root: fileURLToPath(new URL(`./reference-tap/${app}`, import.meta.url)),
      base: TAP_REFERENCE_PATH + app,
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir: path.resolve(distDir, `.${TAP_REFERENCE_PATH}${app}`), emptyOutDir: true },
    });
  }
}
