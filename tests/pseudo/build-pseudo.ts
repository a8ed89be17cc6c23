/**
 * The pseudo-locale's test build (D51): the real build with the language table plus the pseudo row,
 * its locale files generated from English into a copy of public/. Nothing of it reaches `npm run
 * build`: the row is added by a Vite plugin that only this build passes, and the files live in the
 * copy (tests/build/pseudo-absent.test.ts checks the production build).
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGE_TABLE } from '@shared/languages';
import { buildSite } from '../../scripts/build';
import { addLanguageRow } from '../recipes/apply-recipes';
import { PSEUDO_CODE, pseudoLanguage, pseudoLocaliseTree } from './pseudo-locale';

const root = path.resolve(import.meta.dirname, '..', '..');
/** Adds the pseudo row at the end of the language table, in both bundles: the recipe's step 1 (tests/recipes/). */
export function pseudoLanguagePlugin(): Plugin {
  return {
    name: 'pseudo-language',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('supabase/functions/_shared/languages.ts')) return undefined;
      return addLanguageRow(code, pseudoLanguage(LANGUAGE_TABLE[0]));
    },
  };
}

/** public/ with locales/qps/ beside en/ and cs/, every file English made pseudo. */
async function pseudoPublic(publicDir: string): Promise<void> {
  await rm(publicDir, { recursive: true, force: true });
  await cp(path.join(root, 'public'), publicDir, { recursive: true });
  const english = path.join(root, 'public', 'locales', LANGUAGE_TABLE[0].code);
  const target = path.join(publicDir, 'locales', PSEUDO_CODE);
  await mkdir(target, { recursive: true });
  for (const file of await readdir(english)) {
    const copy = pseudoLocaliseTree(JSON.parse(await readFile(path.join(english, file), 'utf8')));
    await writeFile(path.join(target, file), `${JSON.stringify(copy, null, 2)}\n`);
  }
}

/** Builds the site with the pseudo-locale into `distDir` (a folder of its own per run). */
export async function buildPseudo(distDir: string): Promise<void> {
  const name = path.basename(distDir);
  const publicDir = path.join(root, '.data', `${name}-public`);
  await pseudoPublic(publicDir);
  await buildSite({
    mode: 'embedded',
    distDir,
    ssrDir: path.join(root, 'dist-ssr', name),
    publicDir,
    plugins: [pseudoLanguagePlugin()],
  });
}
