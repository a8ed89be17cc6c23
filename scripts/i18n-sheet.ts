/**
 * The translator's round trip. `npm run i18n:export` writes `translations/<language>.csv`, one row
 * per string (key, status, English, the translation, placeholders, notes) that a spreadsheet or a
 * translation tool opens, marking the strings that are new or whose English changed since the last
 * hand-off (`translations/handoff-<language>.json`, a hash of each English string, rewritten by
 * each export). `npm run i18n:import` reads it back: it changes only the strings the sheet changed,
 * in place (the rest of each file keeps its bytes), after every check `npm run i18n:check` applies
 * to the copy; on any mistake it names the file and key and writes nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../supabase/functions/_shared/languages.ts';
import {
  brokenPlaceholders,
  checkCopy,
  comparePair,
  flatten,
  PLURAL_SUFFIX,
  readGlossary,
  readLocales,
  SENTENCES_FILE,
  serverSentences,
  tags,
  variables,
  type Problem,
} from './i18n-check.ts';
import { keyRef, jsonValueSpans } from './i18n-locate.ts';

const BOM = '\ufeff';

/** RFC 4180: every field quoted (a spreadsheet then never reads "1/2" as a date), quotes doubled, CRLF between records. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map((field) => `"${field.replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';
}

/** The field separator of a sheet's first line: a spreadsheet in a Czech locale saves with semicolons (its list separator), some tools with tabs. */
function separator(firstLine: string): string {
  const unquoted = firstLine.replace(/"(?:[^"]|"")*"/g, '');
  return [',', ';', '\t'].map((mark) => ({ mark, count: unquoted.split(mark).length })).sort((a, b) => b.count - a.count)[0].mark;
}

/** RFC 4180 records, from a file any spreadsheet saved: with or without the BOM, CRLF or LF, quoted or bare fields, commas, semicolons or tabs. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let at = text.startsWith(BOM) ? 1 : 0;
  const mark = separator(text.slice(at).split(/\r|\n/, 1)[0]);
  for (; at < text.length; at++) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === mark) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const languageName = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
const header = (language: Language) => ['key', 'status', 'English', `${languageName(language)} (${language})`, 'placeholders', 'notes'];

export const sheetFile = (language: Language) => path.join('translations', `${language}.csv`);
export const handoffFile = (language: Language) => path.join('translations', `handoff-${language}.json`);

interface Handoff {
  language: string;
  exported: string;
  /** Per `ns:key`, the first characters of the SHA-256 of its English text at that export. */
  english: Record<string, string>;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** A few numbers each plural form of `language` is used for ("few: 2, 3, 4"), from Intl, so the note holds for any language. */
function pluralNote(language: string, form: string): string {
  const rules = new Intl.PluralRules(language);
  const samples = [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 100, 1.5].filter((n) => rules.select(n) === form);
  return `plural form "${form}": the text for ${samples.join(', ')}${form === 'other' ? ' and so on' : ''}`;
}

/** What must be copied as it is: each {{variable}} and <tag>, in the order the English text has them. */
const placeholders = (text: string) => [...new Set(text.match(/\{\{[^}]*\}\}|<\/?[a-zA-Z0-9]+\s*\/?>/g) ?? [])].join(' ');

function notes(language: string, key: string, form: string | undefined, text: string): string {
  const said: string[] = [];
  if (form) said.push(pluralNote(language, form));
  if (/(^|\.)\d+(\.|$)/.test(key)) said.push('an item of a list');
  if (/(^|\.)meta\.title$/.test(key)) said.push('page title: at most 60 characters with " | AI Employees"');
  if (/(^|\.)meta\.description$/.test(key)) said.push('search result text: at most 160 characters once filled');
  if (/\{\{/.test(text)) said.push('copy each {{…}} as it is: it is filled in on the page');
  if (/<\/?[a-zA-Z0-9]+\s*\/?>/.test(text)) said.push('keep each <n>…</n> around the words it marks (a link, bold)');
  return said.join('; ');
}

/** The rows of `language`'s sheet, with the English hashes they were made from. */
export function sheetRows(root: string, language: Language): { rows: string[][]; english: Record<string, string> } {
  const problems: Problem[] = [];
  const namespaces = readLocales(root, problems);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const record = path.join(root, handoffFile(language));
  const before = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as Handoff).english : undefined;
  const categories: readonly string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  // In CLDR's order (one, few, many, other), as the files hold them; Intl lists them in no set order.
  const forms = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((form) => categories.includes(form));
  const rows: string[][] = [header(language)];
  const english: Record<string, string> = {};
  for (const [ns, flats] of namespaces) {
    const en = flats.get(DEFAULT_LANGUAGE)!;
    const target = flats.get(language)!;
    const done = new Set<string>();
    for (const key of en.keys()) {
      const plural = PLURAL_SUFFIX.test(key);
      const base = key.replace(PLURAL_SUFFIX, '');
      if (done.has(base)) continue;
      if (plural) done.add(base);
      // A plural is one row per form of the target language; a form English lacks shows English's "other".
      const keys = plural ? forms.map((form) => ({ key: `${base}_${form}`, form })) : [{ key, form: undefined }];
      for (const { key: rowKey, form } of keys) {
        const source = en.get(rowKey) ?? en.get(`${base}_other`) ?? '';
        const id = `${ns}:${rowKey}`;
        english[id] = hash(source);
        const status = !before ? '' : !(id in before) ? 'new' : before[id] !== english[id] ? 'changed' : '';
        rows.push([id, status, source, target.get(rowKey) ?? '', placeholders(source), notes(language, rowKey, form, source)]);
      }
    }
  }
  return { rows, english };
}

/** Writes the sheet and, unless `record` is false, the hand-off record the next export compares with. */
export function exportSheet(root: string, language: Language, { out = sheetFile(language), record = true } = {}) {
  const { rows, english } = sheetRows(root, language);
  mkdirSync(path.dirname(path.resolve(root, out)), { recursive: true });
  writeFileSync(path.resolve(root, out), toCsv(rows));
  if (record) {
    const handoff: Handoff = { language, exported: new Date().toISOString(), english };
    writeFileSync(path.join(root, handoffFile(language)), `${JSON.stringify(handoff, null, 2)}\n`);
  }
  const marked = rows.filter((row) => row[1] === 'new' || row[1] === 'changed').length;
  return { file: out, strings: rows.length - 1, marked };
}

/** Sets `value` at a key path of parsed JSON, making objects on the way (a key the target language lacks). */
function setPath(data: Record<string, unknown>, keyPath: string, value: string) {
  const parts = keyPath.split('.');
  let node: Record<string, unknown> = data;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts[parts.length - 1]] = value;
}

export interface ImportResult {
  problems: Problem[];
  warnings: string[];
  /** Per written file (relative to the root), the keys whose text changed. */
  changed: Map<string, string[]>;
}

/**
 * Reads a sheet back: every row's translation that differs from the file is a change; the changed
 * copy must pass the locale check's every rule, or nothing is written.
 */
export function importSheet(root: string, sheet: string, { write = true } = {}): ImportResult {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const [head, ...body] = parseCsv(readFileSync(path.resolve(root, sheet), 'utf8'));
  const column = (name: RegExp) => head?.findIndex((title) => name.test(title.trim())) ?? -1;
  const language = LANGUAGES.find((code) => code !== DEFAULT_LANGUAGE && column(new RegExp(`\\(${code}\\)$`)) !== -1);
  const [keyColumn, englishColumn] = [column(/^key$/), column(/^English$/)];
  if (!language || keyColumn === -1) {
    return {
      problems: [`${sheet}: no "key" column or no translation column ("Czech (cs)"); export a sheet to see its columns`],
      warnings,
      changed: new Map(),
    };
  }
  const textColumn = column(new RegExp(`\\(${language}\\)$`));
  const namespaces = readLocales(root, problems);
  if (problems.length > 0) return { problems, warnings, changed: new Map() };
  const edits = new Map<string, Map<string, string>>();
  const unpaired: Problem[] = [];
  body.forEach((row, index) => {
    const id = row[keyColumn]?.trim();
    if (!id) return;
    const colon = id.indexOf(':');
    const [ns, key] = [id.slice(0, colon), id.slice(colon + 1)];
    const flats = namespaces.get(ns);
    const en = flats?.get(DEFAULT_LANGUAGE);
    const known = en && (en.has(key) || (PLURAL_SUFFIX.test(key) && en.has(`${key.replace(PLURAL_SUFFIX, '')}_other`)));
    if (!flats || !known) {
      problems.push(`${sheet} row ${index + 2}: ${id}: no such key in ${DEFAULT_LANGUAGE}/${ns}.json`);
      return;
    }
    // Spreadsheets may save a line break inside a cell as CRLF; the locale files hold \n.
    const text = (row[textColumn] ?? '').replace(/\r\n?/g, '\n');
    const source = en.get(key) ?? en.get(`${key.replace(PLURAL_SUFFIX, '')}_other`);
    if (englishColumn !== -1 && row[englishColumn] !== undefined && row[englishColumn].replace(/\r\n?/g, '\n') !== source)
      warnings.push(`${keyRef(language, ns, key)}: the English has changed since this sheet was exported; check the translation`);
    if (flats.get(language)?.get(key) === text) return;
    (edits.get(ns) ?? edits.set(ns, new Map()).get(ns)!).set(key, text);
    // A plural form English lacks ("few") is held to the English the sheet showed for it ("other"), which the locale check has no pair for.
    if (source !== undefined && !en.has(key) && brokenPlaceholders(text).length === 0) {
      if (variables(source).join() !== variables(text).join())
        unpaired.push(
          `${keyRef(language, ns, key)}: placeholders differ from English (en {{${variables(source).join('}} {{')}}} vs ${language} {{${variables(text).join('}} {{')}}}); keep English's names`,
        );
      if (tags(source).join() !== tags(text).join())
        unpaired.push(
          `${keyRef(language, ns, key)}: <tags> differ from English (en ${tags(source).join(' ')} vs ${language} ${tags(text).join(' ')}); keep English's tags`,
        );
    }
  });
  if (problems.length > 0) return { problems, warnings, changed: new Map() };

  // The changed files' new text: each changed value replaced where it stands, so nothing else moves.
  const texts = new Map<string, string>();
  for (const [ns, keys] of edits) {
    const file = path.join(root, 'public', 'locales', language, `${ns}.json`);
    const original = readFileSync(file, 'utf8');
    const spans = jsonValueSpans(original);
    let text: string;
    if ([...keys.keys()].every((key) => spans.get(key))) {
      text = original;
      const ordered = [...keys].sort(([a], [b]) => spans.get(b)!.start - spans.get(a)!.start);
      for (const [key, value] of ordered)
        text = text.slice(0, spans.get(key)!.start) + JSON.stringify(value) + text.slice(spans.get(key)!.end);
    } else {
      // A key the file lacks (a string English has just gained): the file is written in its own format, 2-space JSON.
      const data = JSON.parse(original) as Record<string, unknown>;
      for (const [key, value] of keys) setPath(data, key, value);
      text = `${JSON.stringify(data, null, 2)}\n`;
    }
    texts.set(ns, text);
    namespaces.get(ns)!.set(language, flatten(JSON.parse(text)));
  }

  // The locale check's rules over the copy as it would be: keys, placeholders, tags, plural forms, empty text, glossary, spelling.
  for (const [ns, flats] of namespaces) comparePair(ns, flats.get(DEFAULT_LANGUAGE)!, flats.get(language)!, problems, language);
  problems.push(...unpaired);
  const skipped = checkCopy(root, namespaces, readGlossary(root), problems);
  for (const reason of skipped) warnings.push(`spelling not checked: ${reason}`);
  const changed = new Map([...edits].map(([ns, keys]) => [path.join('public', 'locales', language, `${ns}.json`), [...keys.keys()]]));
  if (problems.length > 0 || !write) return { problems, warnings, changed };

  for (const [ns, text] of texts) writeFileSync(path.join(root, 'public', 'locales', language, `${ns}.json`), text);
  // The function's copy of the form sentences follows them, as `npm run i18n:sync` would.
  const sentences = serverSentences(namespaces.get('common')!, namespaces.get('legal'));
  const sentencesFile = path.join(root, SENTENCES_FILE);
  if (existsSync(sentencesFile) && readFileSync(sentencesFile, 'utf8') !== sentences) {
    writeFileSync(sentencesFile, sentences);
    changed.set(SENTENCES_FILE, ['(npm run i18n:sync)']);
  }
  return { problems, warnings, changed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const [command, ...rest] = process.argv.slice(2);
  const target = LANGUAGES.find((code) => code !== DEFAULT_LANGUAGE)!;
  if (command === 'export') {
    const out = rest.find((arg) => !arg.startsWith('--'));
    const { file, strings, marked } = exportSheet(root, target, { out, record: !rest.includes('--no-record') });
    console.log(`i18n:export: ${file}: ${strings} strings, ${marked} new or changed since the last hand-off`);
  } else if (command === 'import') {
    const sheet = rest.find((arg) => !arg.startsWith('--')) ?? sheetFile(target);
    const { problems, warnings, changed } = importSheet(root, sheet);
    for (const warning of warnings) console.error(`warning: ${warning}`);
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) {
      console.error(`i18n:import: ${problems.length} problem(s); nothing was written`);
      process.exit(1);
    }
    for (const [file, keys] of changed) console.log(`${file}: ${keys.join(', ')}`);
    console.log(`i18n:import: ${changed.size === 0 ? 'no translation differs from the files' : `${changed.size} file(s) written`}`);
  } else {
    console.error('usage: npm run i18n:export [-- file.csv] [-- --no-record] | npm run i18n:import [-- file.csv]');
    process.exit(1);
  }
}
