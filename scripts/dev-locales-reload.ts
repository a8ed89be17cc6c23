import path from 'node:path';
import type { Plugin } from 'vite';

/** `npm run dev`: a saved locale file reloads the open page, so marketers see their edit at once. */
export function localesReloadPlugin(localesDir = path.resolve(import.meta.dirname, '..', 'public', 'locales')): Plugin {
  return {
    name: 'locales-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(localesDir);
      server.watcher.on('change', (file) => {
        if (file.startsWith(localesDir) && file.endsWith('.json')) {
          server.config.logger.info(`locale changed: ${path.relative(localesDir, file)}, reloading`, { timestamp: true });
          server.ws.send({ type: 'full-reload' });
        }
      });
    },
  };
}
