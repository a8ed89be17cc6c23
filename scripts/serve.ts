/** `npm start`: serves dist/ like a CDN, with the embedded backend on the same origin. */
import path from 'node:path';
import { createLocalBackend } from './local-backend/index';
import { readFileSync } from 'node:fs';
import { headersFor, parseHeadersFile } from './security-headers';
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

server.listen(port, host, () => {
  console.log(`Serving http://localhost:${port} (embedded backend)`);
});

const stop = () => {
  server.close();
  void backend.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
