/**
 * D51: the pseudo-locale lives in the tests only. The real build holds the table's two languages
 * and nothing of the pseudo-locale: no route, locale file, hreflang, sitemap entry or string.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TABLE, LANGUAGES } from '@shared/languages';
import { PSEUDO_CODE } from '../pseudo/pseudo-locale';
import { buildOnce, readDist } from './build-once';

let distDir = '';
beforeAll(async () => {
  distDir = await buildOnce();
}, 180_000);

describe('the production build (D51)', () => {
  it('holds exactly the two languages of the table', async () => {
    expect(LANGUAGES).toEqual(LANGUAGE_TABLE.map((entry) => entry.code));
    expect(LANGUAGES).toHaveLength(2);
    const folders = (await readdir(path.join(distDir, 'locales'), { withFileTypes: true })).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual([...LANGUAGES].sort());
    const hreflangs = new Set(
      (await readDist(distDir, 'index.html')).match(/hrefLang="[^"]+"/gi)?.map((attribute) => attribute.toLowerCase()),
    );
    expect([...hreflangs].sort()).toEqual([...LANGUAGES, 'x-default'].map((code) => `hreflang="${code}"`).sort());
  });

  it('has no trace of the pseudo-locale in any file', async () => {
    const files = (await readdir(distDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(50);
    const traces: string[] = [];
    for (const file of files) {
      const full = path.join(file.parentPath, file.name);
      if (full.includes(`${path.sep}${PSEUDO_CODE}${path.sep}`)) traces.push(full);
      else if (/\.(html|js|json|xml|txt|css)$|_headers$/.test(file.name) && (await readFile(full, 'utf8')).includes(PSEUDO_CODE))
        traces.push(full);
    }
    expect(traces).toEqual([]);
  });
});
