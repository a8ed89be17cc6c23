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
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // D29: what every page needs at once goes into two files instead of twenty small ones (each
        // file compresses on its own, so many small chunks cost bytes and requests). Only modules
        // that import nothing heavy belong in `shell`: the interactive e2e fails if a dialog,
        // Radix, zod or supabase chunk loads before a click.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|clsx|cookie|set-cookie-parser)[\\/]/ },
            {
              name: 'shell',
              test: /src[\\/](app[\\/]|i18n[\\/]|config[\\/]|lib[\\/](cn|format-price|island-gate|mailto)|components[\\/]layout[\\/]|components[\\/]ui[\\/](button|use-hydrated|toast-store|deferred-island)|features[\\/](consent[\\/](ConsentProvider|consent-store|CookieBanner|CookieSettingsButton)|signup[\\/](SignupProvider|SignupButton)|seo[\\/]Seo\.))/,
            },
          ],
        },
      },
    },
  },
}));
