import path from 'node:path';
import type { Connect, Logger, Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createLocalBackend, type LocalBackend } from './index.ts';
import { localSiteUrl } from './send-confirmation-route.ts';

// Vite re-imports its config (and so this module) on every restart; PGlite must be opened once
// per process, so the backend is kept on globalThis. PGlite's folder is written through on every
// commit, so nothing is lost when the dev server process simply ends.
const KEY = Symbol.for('ai-employees.local-backend');
type Holder = { [KEY]?: Promise<LocalBackend> };

/** `npm run dev` keeps its data apart from `npm start`'s (.data/pglite), so the two run side by side. */
export const devDataDir = () => path.resolve(process.env.LOCAL_DB_DIR ?? '.data/dev');

function sharedBackend(logger: Logger): Promise<LocalBackend> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= createLocalBackend({ dataDir: devDataDir(), command: 'npm run dev', siteUrl: localSiteUrl(5173) }).catch(
    (error: Error) => {
      // A sentence, not Node's stack through Vite's bundled config.
      logger.error(error.message);
      process.exit(1);
    },
  ));
}

function middleware(backend: () => Promise<LocalBackend>): Connect.NextHandleFunction {
  return (req, res, next) => {
    backend()
      .then((b) => b.handle(req, res))
      .then((handled) => handled || next(), next);
  };
}

/** Opens the backend once the server has its port (a taken port creates and migrates nothing), and serves it. */
function mount(server: ViteDevServer | PreviewServer): void {
  const backend = () => sharedBackend(server.config.logger);
  server.httpServer?.once('listening', () => void backend());
  server.middlewares.use(middleware(backend));
}

/** Mounts the embedded backend in the dev and preview servers unless a hosted Supabase is configured. */
export function localBackendPlugin(): Plugin {
  let hosted = false;
  return {
    name: 'local-backend',
    configResolved(config) {
      hosted = Boolean(config.env.VITE_SUPABASE_URL);
    },
    configureServer(server) {
      if (!hosted) mount(server);
    },
    configurePreviewServer(server) {
      if (!hosted) mount(server);
    },
  };
}
