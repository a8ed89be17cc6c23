/** The port `npm start` and `npm run serve` listen on: taken before anything is built or migrated, and a clash said in one sentence. */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { Plugin } from 'vite';

/** The process listening on `port`, as `pid N: its command line`, where lsof and ps can tell. */
export function portHolder(port: number): string | undefined {
  const lsof = spawnSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-t'], { encoding: 'utf8', timeout: 2_000 });
  const pid = lsof.stdout?.split('\n')[0]?.trim();
  if (!pid) return undefined;
  const ps = spawnSync('ps', ['-o', 'args=', '-p', pid], { encoding: 'utf8', timeout: 2_000 });
  // tsx's loader flags say nothing a person needs: `node scripts/start.ts` does.
  const args = ps.stdout?.trim().replace(/ --(require|import) \S+/g, '');
  return `pid ${pid}${args ? `: ${args}` : ''}`;
}

/** Listens on the port, or rejects with the sentence that names PORT and who holds it. */
export function listen(server: Server, port: number, host: string, command: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      const holder = portHolder(port);
      reject(
        new Error(
          `Port ${port} is already in use${holder ? ` (${holder})` : ''}: stop that server, or choose another port with \`PORT=${port + 1} ${command}\`.`,
        ),
      );
    });
    server.listen(port, host, () => resolve(server));
  });
}

/** Holds the port while the site is built or its data opened: a page asked for meanwhile is told to wait. */
export const holdPort = (port: number, host: string, command: string) =>
  listen(
    createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
      res.end('The site is being built; reload in a few seconds.\n');
    }),
    port,
    host,
    command,
  );

/** Hands the port over from the holder to the real server. */
export async function handOver(holder: Server, server: Server, port: number, host: string, command: string): Promise<Server> {
  await new Promise<void>((resolve) => {
    holder.close(() => resolve());
    holder.closeAllConnections();
  });
  return listen(server, port, host, command);
}

/** `npm run dev` on a taken port: the same sentence, before Vite prints its own error with a stack (the config keeps strictPort). */
export function devPortPlugin(): Plugin {
  return {
    name: 'dev-port',
    apply: 'serve',
    configureServer(server) {
      server.httpServer?.once('error', (error: NodeJS.ErrnoException & { port?: number }) => {
        if (error.code !== 'EADDRINUSE') return;
        const port = error.port ?? server.config.server.port;
        const holder = portHolder(port);
        server.config.logger.error(
          `Port ${port} is already in use${holder ? ` (${holder})` : ''}: stop that server, or choose another port with \`npm run dev -- --port ${port + 1}\`.`,
        );
        process.exit(1);
      });
    },
  };
}
