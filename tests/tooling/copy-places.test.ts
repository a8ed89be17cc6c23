/**
 * The dev server's answer to the copy inspector (scripts/dev-copy-inspector.ts): each language's
 * file, line and column of a key, a plural form a language lacks pointing at its `_other`. Reads the
 * repo's locale files, never writes them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyPlaces } from '../../scripts/dev-copy-inspector';
import { projectRoot } from '../support/project-copy';

const LOCALES = path.join(projectRoot, 'public', 'locales');

/** The 1-based line of the first line holding `"name": `. */
const lineOf = (file: string, name: string) =>
  readFileSync(path.join(projectRoot, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(`"${name}": `)) + 1;

describe('where a key is', () => {
  it("names each language's file and line, a Czech-only plural form English's _other", () => {
    const places = copyPlaces(projectRoot, LOCALES, 'common', 'replyTime.within_few');
    expect(places.map(({ lng, file, line }) => ({ lng, file, line })).sort((a, b) => a.lng.localeCompare(b.lng))).toEqual([
      { lng: 'cs', file: 'public/locales/cs/common.json', line: lineOf('public/locales/cs/common.json', 'within_few') },
      { lng: 'en', file: 'public/locales/en/common.json', line: lineOf('public/locales/en/common.json', 'within_other') },
    ]);
  });

  it('answers nothing for an unknown key or a namespace that is not a file name', () => {
    expect(copyPlaces(projectRoot, LOCALES, 'common', 'no.such.key')).toEqual([]);
    expect(copyPlaces(projectRoot, LOCALES, '../package', 'name')).toEqual([]);
  });
});
