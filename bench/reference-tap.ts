import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Where the tap floor (bench/reference-tap/) is served beside the site's pages during a bench run. */
export const TAP_REFERENCE_PATH = '/__bench-tap-reference/';

/** Builds the tap floor into the served dist, as production code (minified, React's production build). */
export async function buildTapReference(distDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./reference-tap/', import.meta.url)),
    base: TAP_REFERENCE_PATH,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: path.join(distDir, TAP_REFERENCE_PATH), emptyOutDir: true },
  });
}
