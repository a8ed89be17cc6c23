import { readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { ErrorPayload, Plugin } from 'vite';
import { describeJsonError, locateJsonError } from './i18n-locate.ts';

/** A locale file that does not parse, as Vite's error overlay shows it. */
export function localeJsonError(file: string): ErrorPayload['err'] | undefined {
  const text = readFileSync(file, 'utf8');
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const shown = path.relative(process.cwd(), file);
    const where = locateJsonError(text, error as Error);
    const lines = text.split('\n');
    const frame = where
      ? [where.line - 1, where.line, where.line + 1]
          .filter((line) => line >= 1 && line <= lines.length)
          .map(
            (line) =>
              `${String(line).padStart(4)} | ${lines[line - 1]}${line === where.line ? `\n     | ${' '.repeat(where.col - 1)}^` : ''}`,
          )
          .join('\n')
      : undefined;
    return {
      message: describeJsonError(shown, text, error as Error),
      stack: '',
      id: file,
      frame,
      plugin: 'locales',
      loc: where ? { file, line: where.line, column: where.col } : undefined,
    };
  }
}

/** The first locale file, in any language, that does not parse. */
function firstBroken(localesDir: string): ErrorPayload['err'] | undefined {
  for (const language of readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const name of readdirSync(path.join(localesDir, language.name))
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const error = localeJsonError(path.join(localesDir, language.name, name));
      if (error) return error;
    }
  }
  return undefined;
}

const SETTLE_MS = 150;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page a browser gets instead of the app while a locale file is broken: the message, and Vite's client for the overlay and the reload once fixed. */
function sendErrorPage(res: ServerResponse, err: ErrorPayload['err']): void {
  res.statusCode = 500;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A locale file does not parse</title>` +
      `<script type="module" src="/@vite/client"></script></head><body><pre>${escapeHtml(err.message)}\n\n${escapeHtml(err.frame ?? '')}</pre>` +
      `<p>Fix the file and save it: this page reloads by itself.</p></body></html>`,
  );
}

/**
 * `npm run dev`: a saved locale file reloads the open page, so marketers see their edit at once. A
 * file that does not parse is named (file:line:col and what to write) in the terminal and in Vite's
 * overlay instead: the page is not reloaded, and a page asked for meanwhile gets the error, never
 * an app that cannot load its copy (which reloaded itself in a loop).
 */
export function localesReloadPlugin(localesDir = path.resolve(import.meta.dirname, '..', 'public', 'locales')): Plugin {
  return {
    name: 'locales-reload',
    apply: 'serve',
    configureServer(server) {
      const logger = server.config.logger;
      server.watcher.add(localesDir);
      const changed = (file: string) => {
        const err = localeJsonError(file);
        if (err) {
          logger.error(err.message, { timestamp: true });
          server.ws.send({ type: 'error', err });
          return;
        }
        logger.info(`locale changed: ${path.relative(localesDir, file)}, reloading`, { timestamp: true });
        server.ws.send({ type: 'full-reload' });
      };
      // An editor's save can reach the watcher half written (an empty file first): read it once the writes settle.
      const settling = new Map<string, NodeJS.Timeout>();
      server.watcher.on('change', (file) => {
        if (!file.startsWith(localesDir) || !file.endsWith('.json')) return;
        clearTimeout(settling.get(file));
        settling.set(
          file,
          setTimeout(() => {
            settling.delete(file);
            changed(file);
          }, SETTLE_MS),
        );
      });
      server.ws.on('vite:client:connect', (_data, client) => {
        const err = firstBroken(localesDir);
        if (err) client.send({ type: 'error', err });
      });
      server.middlewares.use((req, res, next) => {
        const err = req.method === 'GET' && req.headers.accept?.includes('text/html') ? firstBroken(localesDir) : undefined;
        if (!err) return next();
        logger.error(err.message, { timestamp: true });
        sendErrorPage(res, err);
      });
    },
  };
}
