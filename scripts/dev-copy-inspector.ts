import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { jsonValueSpans } from './i18n-locate.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Where each language's file holds `ns:key` (a plural form a language lacks: its `_other`), as `file:line:col` parts. */
export function copyPlaces(root: string, localesDir: string, ns: string, key: string) {
  if (!/^[\w-]+$/.test(ns)) return [];
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = path.join(localesDir, entry.name, `${ns}.json`);
      if (!existsSync(file)) return [];
      const text = readFileSync(file, 'utf8');
      try {
        JSON.parse(text);
      } catch {
        return [];
      }
      const spans = jsonValueSpans(text);
      const span = spans.get(key) ?? spans.get(key.replace(PLURAL_SUFFIX, '_other'));
      return span ? [{ lng: entry.name, file: path.relative(root, file), line: span.line, col: span.col }] : [];
    });
}

/**
 * `npm run dev`: the copy inspector's question to the server (src/i18n/dev-copy-inspector.ts),
 * `/__copy-where?ns=andrea&key=hero.title`, answered with each language's file, line and column,
 * read from the file as it is now, so a line added above moves the answer with it.
 */
export function copyInspectorPlugin(localesDir = path.resolve(import.meta.dirname, '..', 'public', 'locales')): Plugin {
  return {
    name: 'copy-inspector',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/__copy-where', (req, res) => {
        const query = new URL(req.url ?? '', 'http://localhost').searchParams;
        const places = copyPlaces(server.config.root, localesDir, query.get('ns') ?? '', query.get('key') ?? '');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(places));
      });
    },
  };
}
