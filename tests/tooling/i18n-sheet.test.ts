/**
 * The translator's round trip (scripts/i18n-sheet.ts): the sheet goes out and comes back, and only
 * the strings the translator changed move, each in place; a mistake is refused with its file and
 * key and nothing is written; new and changed English is marked since the last hand-off. Each test
 * works in a throw-away copy of the project, never on the repo's own locale files.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonValueSpans } from '../../scripts/i18n-locate';
import { exportSheet, importSheet, parseCsv, sheetFile, toCsv } from '../../scripts/i18n-sheet';
import { copyProject, editFile, projectRoot, removeCopy } from '../support/project-copy';

const SHEET = sheetFile('cs');
const CZECH = 'Czech (cs)';

/** Every locale file's bytes, by path. */
function localeBytes(root: string): Map<string, Buffer> {
  const dir = path.join(root, 'public', 'locales');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  return new Map(files.map((file) => [path.join('public', 'locales', file), readFileSync(path.join(dir, file))]));
}

/** The exported sheet, with a way to change one cell by its row's key and write it back as a spreadsheet would. */
function openSheet(root: string) {
  const text = readFileSync(path.join(root, SHEET), 'utf8');
  const rows = parseCsv(text);
  const [head] = rows;
  const cell = (key: string, column: string) => {
    const row = rows.find((entry) => entry[0] === key);
    if (!row) throw new Error(`no row ${key}`);
    return { row, index: head.indexOf(column) };
  };
  return {
    text,
    rows,
    get: (key: string, column: string) => {
      const { row, index } = cell(key, column);
      return row[index];
    },
    set: (key: string, column: string, value: string) => {
      const { row, index } = cell(key, column);
      row[index] = value;
    },
    save: () => writeFileSync(path.join(root, SHEET), toCsv(rows)),
  };
}

const czech = (root: string, ns: string) => readFileSync(path.join(root, 'public', 'locales', 'cs', `${ns}.json`), 'utf8');

/** The bytes of every locale file but `except` are as they were. */
function expectUnchanged(before: Map<string, Buffer>, after: Map<string, Buffer>, except: string[] = []) {
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  for (const [file, bytes] of before) if (!except.includes(file)) expect(after.get(file)?.equals(bytes), file).toBe(true);
}

describe('the translator sheet', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await copyProject('i18n-sheet');
  });
  afterEach(async () => {
    await removeCopy(dir);
  });

  it('goes out with key, English, Czech, placeholders and notes, and one changed Czech string comes back alone', () => {
    exportSheet(dir, 'cs');
    const sheet = openSheet(dir);
    expect(sheet.text.startsWith('\ufeff'), 'a BOM, so Excel reads UTF-8').toBe(true);
    expect(sheet.rows[0]).toEqual(['key', 'status', 'English', CZECH, 'placeholders', 'notes']);
    expect(sheet.get('common:replyTime.within_few', 'placeholders')).toBe('{{count}}');
    expect(sheet.get('common:replyTime.within_few', 'notes')).toContain('plural form "few"');

    const before = localeBytes(dir);
    const old = sheet.get('home:hero.title', CZECH);
    const changed = 'Kolega s umělou inteligencí, který za vás hlídá poštu';
    sheet.set('home:hero.title', CZECH, changed);
    sheet.save();
    const result = importSheet(dir, SHEET);
    expect(result.problems).toEqual([]);
    expect([...result.changed]).toEqual([['public/locales/cs/home.json', ['hero.title']]]);

    const after = localeBytes(dir);
    expectUnchanged(before, after, ['public/locales/cs/home.json']);
    const expected = before
      .get('public/locales/cs/home.json')!
      .toString()
      .replace(`: ${JSON.stringify(old)}`, `: ${JSON.stringify(changed)}`);
    expect(after.get('public/locales/cs/home.json')!.toString()).toBe(expected);
  });

  it('refuses a broken or renamed placeholder, naming the file and key, and writes nothing', () => {
    exportSheet(dir, 'cs');
    const sheet = openSheet(dir);
    sheet.set('common:replyTime.within_few', CZECH, sheet.get('common:replyTime.within_few', CZECH).replace('{{count}}', '{{count}'));
    // A form English lacks ("many") is held to the English shown beside it.
    sheet.set('common:replyTime.within_many', CZECH, sheet.get('common:replyTime.within_many', CZECH).replace('{{count}}', '{{pocet}}'));
    sheet.save();
    const before = localeBytes(dir);

    let stderr = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/i18n-sheet.ts', 'import'], { cwd: dir, stdio: 'pipe' });
    } catch (error) {
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(stderr).toContain('cs/common.json: replyTime.within_few: "{{count}" is a broken placeholder; write "{{count}}"');
    expect(stderr).toContain('cs/common.json: replyTime.within_many: placeholders differ from English (en {{count}} vs cs {{pocet}})');
    expect(stderr).toContain('nothing was written');
    expectUnchanged(before, localeBytes(dir));
  });

  it('marks strings that are new or whose English changed since the last hand-off, and takes a new key back', async () => {
    // The first export records the hand-off (the committed record may lag English edits); the next marks nothing.
    exportSheet(dir, 'cs');
    exportSheet(dir, 'cs');
    expect(openSheet(dir).rows.filter((row) => row[1] !== '' && row[1] !== 'status')).toEqual([]);

    await editFile(dir, 'public/locales/en/home.json', (text) =>
      text
        .replace(/("hero": \{\n)/, '$1    "newLine": "One more line for the hero",\n')
        .replace(/("title": ")Hire an AI colleague/, '$1Hire an AI teammate'),
    );
    const { marked } = exportSheet(dir, 'cs');
    const sheet = openSheet(dir);
    expect(sheet.get('home:hero.title', 'status')).toBe('changed');
    expect(sheet.get('home:hero.newLine', 'status')).toBe('new');
    expect(sheet.get('home:hero.newLine', CZECH)).toBe('');
    expect(marked).toBe(2);

    // The new key's translation joins its namespace's file; nothing else in it moves.
    sheet.set('home:hero.newLine', CZECH, 'Ještě jeden řádek');
    sheet.save();
    const before = czech(dir, 'home');
    const result = importSheet(dir, SHEET);
    expect(result.problems).toEqual([]);
    expect(JSON.parse(czech(dir, 'home')).hero.newLine).toBe('Ještě jeden řádek');
    expect(czech(dir, 'home').replace(/,\n\s*"newLine": "Ještě jeden řádek"/, '')).toBe(before);
  });

  it('takes plural forms and list items back in place, and an unchanged sheet changes nothing', () => {
    exportSheet(dir, 'cs');
    const before = localeBytes(dir);
    expect(importSheet(dir, SHEET).changed.size).toBe(0);
    expectUnchanged(before, localeBytes(dir));

    const sheet = openSheet(dir);
    const few = sheet.get('common:replyTime.within_few', CZECH);
    const item = sheet.get('earlyAccess:benefits.items.0', CZECH);
    sheet.set('common:replyTime.within_few', CZECH, few.replace('zpravidla', 'obvykle'));
    sheet.set('earlyAccess:benefits.items.0', CZECH, 'Přístup před veřejným spuštěním');
    sheet.save();
    const result = importSheet(dir, SHEET);
    expect(result.problems).toEqual([]);
    const after = localeBytes(dir);
    expectUnchanged(before, after, ['public/locales/cs/common.json', 'public/locales/cs/earlyAccess.json']);
    expect(JSON.parse(czech(dir, 'common')).replyTime.within_few).toBe(few.replace('zpravidla', 'obvykle'));
    expect(JSON.parse(czech(dir, 'earlyAccess')).benefits.items[0]).toBe('Přístup před veřejným spuštěním');
    expect(czech(dir, 'earlyAccess')).toBe(
      before
        .get('public/locales/cs/earlyAccess.json')!
        .toString()
        .replace(JSON.stringify(item), JSON.stringify('Přístup před veřejným spuštěním')),
    );
  });
});

describe('the sheet format', () => {
  it('round-trips any text through RFC 4180 CSV, and reads a sheet saved with LF and bare fields', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'č', ',', '"', '\n', '\r\n', ' ', '{', '<') });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        expect(parseCsv(toCsv(rows))).toEqual(rows);
      }),
    );
    expect(parseCsv('key,Czech (cs)\nhome:x,"a ""b"", c"\n')).toEqual([
      ['key', 'Czech (cs)'],
      ['home:x', 'a "b", c'],
    ]);
    // As Excel saves it in a Czech locale.
    expect(parseCsv('\ufeffkey;Czech (cs)\r\nhome:x;"a; b, c"\r\n')).toEqual([
      ['key', 'Czech (cs)'],
      ['home:x', 'a; b, c'],
    ]);
  });

  it("locates every value of the repo's locale files at its line and column", () => {
    for (const [file, bytes] of localeBytes(projectRoot)) {
      const text = bytes.toString();
      const lines = text.split('\n');
      for (const [key, span] of jsonValueSpans(text)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (key ? (node as Record<string, unknown>)[part] : node), JSON.parse(text));
        expect(JSON.parse(text.slice(span.start, span.end)), `${file} ${key}`).toEqual(value);
        expect(lines[span.line - 1].slice(span.col - 1).startsWith(text.slice(span.start, span.end).split('\n')[0]), `${file} ${key}`).toBe(
          true,
        );
      }
    }
  });
});
