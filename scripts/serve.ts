/** `npm start`: serves dist/ like a CDN, with the embedded backend on the same origin (unused when the build names a hosted project). */
import path from 'node:path';
import { createLocalBackend } from './local-backend/index';
import { readFileSync } from 'node:fs';
import { headersFor, parseHeadersFile, supabaseSources } from './security-headers';
import { createSiteServer, DEFAULT_TIMEOUTS } from './site-server';
import { createStaticHandler } from './static-server';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const backend = await createLocalBackend();
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// The same header file Netlify and Cloudflare Pages publish (written by the build), so `npm start`
// sends exactly the deployed CSP, HSTS, nosniff, Referrer- and Permissions-Policy.
const headerRules = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
const securityHeaders = (urlPath: string) => headersFor(headerRules, urlPath);
const handleStatic = createStaticHandler(distDir, securityHeaders);

const server = createSiteServer(backend, handleStatic, DEFAULT_TIMEOUTS, securityHeaders);

// A build made with VITE_SUPABASE_URL sends the forms to that project (its CSP names it).
const hosted = supabaseSources(securityHeaders('/')['Content-Security-Policy'] ?? '');
server.listen(port, host, () => {
  console.log(`Serving http://localhost:${port} (${hosted.length > 0 ? `forms: Supabase at ${hosted.join(' ')}` : 'embedded backend'})`);
});

const stop = () => {
  server.close();
  void backend.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
