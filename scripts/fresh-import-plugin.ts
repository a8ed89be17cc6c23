/**
 * Routes every dynamic import of the browser bundle through `globalThis.__importFresh`
 * (src/lib/fresh-import.ts), which asks for a chunk that failed once under a new address: engines
 * that keep a failed module would otherwise answer every later `import()` of it with the same
 * failure, without a request. Chunks evaluated before the entry installs it import as before.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { FRESH_IMPORT_GLOBAL } from '../src/lib/fresh-import.ts';

/** `import("./x.js")` as the bundler writes a dynamic import of a chunk of the same build. */
const CHUNK_IMPORT = /\bimport\((["'])(\.{1,2}\/[^"'\\\s]+?\.js)\1\)/g;

/** The chunk's code with each such import rewritten, or undefined where it has none. */
export function rewriteChunkImports(code: string): MagicString | undefined {
  const rewritten = new MagicString(code);
  for (const match of code.matchAll(CHUNK_IMPORT)) {
    const literal = match[1] + match[2] + match[1];
    rewritten.overwrite(
      match.index,
      match.index + match[0].length,
      `(globalThis.${FRESH_IMPORT_GLOBAL}?.(${literal},import.meta.url)??import(${literal}))`,
    );
  }
  return rewritten.hasChanged() ? rewritten : undefined;
}

export function freshImportPlugin(): Plugin {
  return {
    name: 'fresh-import',
    apply: 'build',
    enforce: 'post',
    // The server bundle prerenders in Node, where nothing is retried.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    renderChunk(code) {
      const rewritten = rewriteChunkImports(code);
      return rewritten ? { code: rewritten.toString(), map: rewritten.generateMap({ hires: true }) } : null;
    },
  };
}
