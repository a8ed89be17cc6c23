/** `npm run serve`: serves dist/ like a CDN, with the embedded backend on the same origin (unused when the build names a hosted project). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { assertDataFolderFree, createLocalBackend } from './local-backend/index';
import { defaultDataDir } from './local-backend/database';
import { handOver, holdPort } from './port';
import { headersFor, parseHeadersFile, supabaseSources } from './security-headers';
import { createSiteServer, DEFAULT_TIMEOUTS } from './site-server';
import { createStaticHandler } from './static-server';

const root = path.resolve(import.meta.dirname, '..');
export const port = Number(process.env.PORT ?? 4173);
export const host = process.env.HOST ?? '127.0.0.1';

/**
 * Takes the port, then checks the data folder, before anything is created or migrated: a clash
 * is one sentence. Returns the holder of the port, which `serveSite` hands over.
 */
export async function claim(command: string): Promise<Server> {
  const holder = await holdPort(port, host, command);
  try {
    await assertDataFolderFree(defaultDataDir(), command);
  } catch (error) {
    holder.close();
    throw error;
  }
  return holder;
}

/** Opens the embedded backend and serves `distDir` on the port `holder` keeps. */
export async function serveSite(holder: Server, distDir: string, command: string): Promise<void> {
  if (!existsSync(path.join(distDir, '_headers'))) {
    holder.close();
    throw new Error(
      `${path.relative(root, distDir) || distDir} holds no build: run \`npm run build:local\` first, or \`npm start\`, which builds and serves.`,
    );
  }
  const backend = await createLocalBackend({ command });
  // The same header file Netlify and Cloudflare Pages publish (written by the build), so `npm start`
  // sends exactly the deployed CSP, HSTS, nosniff, Referrer- and Permissions-Policy.
  const securityHeaders = buildHeaders(path.join(distDir, '_headers'));
  const server = createSiteServer(backend, createStaticHandler(distDir, securityHeaders), DEFAULT_TIMEOUTS, securityHeaders);
  await handOver(holder, server, port, host, command);
  // A build made with VITE_SUPABASE_URL sends the forms to that project (its CSP names it).
  const hosted = supabaseSources(securityHeaders('/')['Content-Security-Policy'] ?? '');
  console.log(`Serving http://localhost:${port} (${hosted.length > 0 ? `forms: Supabase at ${hosted.join(' ')}` : 'embedded backend'})`);

  const stop = () => {
    server.close();
    void backend.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * The rules of a build's `_headers`, read again once a rebuild has replaced the file: its CSP names
 * the hashes of that build's inline scripts, so the old rules would block the new pages' loader.
 */
export function buildHeaders(file: string): (urlPath: string) => Record<string, string> {
  let read: { mtimeMs: number; size: number; rules: ReturnType<typeof parseHeadersFile> } | undefined;
  return (urlPath) => {
    const { mtimeMs, size } = statSync(file, { throwIfNoEntry: false }) ?? { mtimeMs: 0, size: 0 };
    if (!read || read.mtimeMs !== mtimeMs || read.size !== size) {
      // Mid-rebuild the file may be gone for a moment: the last rules serve until it is back.
      const text = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      if (text !== undefined || !read) read = { mtimeMs, size, rules: parseHeadersFile(text ?? '') };
    }
    return headersFor(read.rules, urlPath);
  };
}

/** Runs a command's steps; a failure is its one sentence, never a stack. */
export function run(steps: () => Promise<void>): void {
  steps().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run(async () => {
    const command = 'npm run serve';
    await serveSite(await claim(command), path.resolve(root, process.env.DIST_DIR ?? 'dist'), command);
  });
}
