import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localesReloadPlugin } from './scripts/dev-locales-reload.ts';
import { localBackendPlugin } from './scripts/local-backend/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), localBackendPlugin(), localesReloadPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  build: { target: 'es2022' },
});
