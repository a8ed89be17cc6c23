import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { readEnv } from './src/config/read-env.ts';
import { localesReloadPlugin } from './scripts/dev-locales-reload.ts';
import { localBackendPlugin } from './scripts/local-backend/vite-plugin.ts';

export default defineConfig(({ mode }) => ({
  // Validated here, once: a bad VITE_ variable stops the build, and the bundle gets plain values.
  define: { __SITE_ENV__: JSON.stringify(readEnv(loadEnv(mode, process.cwd(), 'VITE_'))) },
  plugins: [react(), tailwindcss(), localBackendPlugin(), localesReloadPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  build: { target: 'es2022' },
}));
