/**
 * Where a locale mistake is, said the same way by `npm run i18n:check`, the build, the prerender and
 * the dev server: a key as `cs/home.json: pricing.heading`, a JSON error as `file:line:col` (which
 * editors open at the spot) with what to write there.
 */
/** A key of a locale file, in the one format every message uses. */
export const keyRef = (language: string, ns: string, key: string) => `${language}/${ns}.json: ${key}`;

/** The same for a key written `ns:key`, as the checks that read the whole copy hold it. */
export function copyKeyRef(language: string, nsKey: string): string {
  const colon = nsKey.indexOf(':');
  return colon === -1 ? `${language}: ${nsKey}` : keyRef(language, nsKey.slice(0, colon), nsKey.slice(colon + 1));
}

/** 1-based line and column of an offset into `text`. */
function lineCol(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, col: before[before.length - 1].length + 1 };
}

/** The offset JSON.parse's message points at (V8 names a position, or a line and column). */
function errorOffset(text: string, message: string): number | undefined {
  const position = /position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  if (/Unexpected end of JSON/.test(message)) return text.length;
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (!lc) {
    // V8 names no position for a comma before "]": the first such comma is the likely one.
    const comma = /,\s*[\]}]/.exec(text);
    return comma ? comma.index + comma[0].length - 1 : undefined;
  }
  const lines = text.split('\n').slice(0, Number(lc[1]) - 1);
  return lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lc[2]) - 1;
}

/** The offset of the last character before `offset` that is not white space, or -1. */
function previousToken(text: string, offset: number): number {
  let at = offset - 1;
  while (at >= 0 && /\s/.test(text[at])) at--;
  return at;
}

/** What JSON.parse's complaint means for someone editing copy, and the offset to point at. */
function explain(text: string, message: string, offset: number): { offset: number; hint: string } {
  const previous = previousToken(text, offset);
  if (offset >= text.trimEnd().length) return { offset: previous + 1, hint: 'the file ends too early: a closing } or ] is missing' };
  if (text[previous] === ',' && /[}\]]/.test(text[offset] ?? ''))
    return { offset: previous, hint: `remove the comma after the last entry (JSON allows none before "${text[offset]}")` };
  if (/Expected ',' or '[}\]]'/.test(message)) {
    if (lineCol(text, previous).line < lineCol(text, offset).line)
      return { offset: previous + 1, hint: `add a comma at the end of line ${lineCol(text, previous).line}` };
    return { offset, hint: 'a double quote inside the text ends it early: write \\" or use typographic quotes (“…”, „…“)' };
  }
  if (/Bad control character/.test(message)) {
    // A text whose next line is the file's structure again (a key, a closing bracket) was never
    // closed: the line break is where its quote went missing, not a line break meant as copy.
    const next = text.slice(offset + 1).trimStart();
    if (text[offset] === '\n' && /^("[^"\n]*"\s*:|[}\]])/.test(next))
      return { offset, hint: 'this text has no closing quote: end it with "' };
    return { offset, hint: 'a line break or tab inside the text: keep the text on one line (write \\n for a line break)' };
  }
  if (/Unterminated string/.test(message)) return { offset, hint: 'a text is missing its closing double quote' };
  if (/property name/.test(message)) return { offset, hint: 'a key must be written in double quotes' };
  if (/after JSON/.test(message)) return { offset, hint: 'text after the closing } that ends the file: an extra } or a stray character' };
  return { offset, hint: message.replace(/\s*(in JSON )?at position \d+.*$/, '') };
}

/** Where JSON.parse's complaint about `text` points (1-based), and what to write there. */
export function locateJsonError(text: string, error: Error): { line: number; col: number; hint: string } | undefined {
  const offset = errorOffset(text, error.message);
  if (offset === undefined) return undefined;
  const { offset: at, hint } = explain(text, error.message, offset);
  return { ...lineCol(text, at), hint };
}

/** One sentence for a locale file that does not parse: `file:line:col: invalid JSON: what to write`. */
export function describeJsonError(file: string, text: string, error: Error): string {
  const where = locateJsonError(text, error);
  return where ? `${file}:${where.line}:${where.col}: invalid JSON: ${where.hint}` : `${file}: invalid JSON: ${error.message}`;
}

/** Parses a locale file's text, or throws an Error whose message is `describeJsonError`'s sentence. */
export function parseLocaleJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(describeJsonError(file, text, error as Error), { cause: error });
  }
}

/** Where one value of a JSON text is: the offsets of its first and past its last character, and of its key. */
export interface ValueSpan {
  start: number;
  end: number;
  line: number;
  col: number;
}

/**
 * Every value of a locale file's text by its key path (`hero.title`, a list's item as
 * `steps.items.0`), with where it starts: the inspector opens the editor there, and the sheet's
 * import replaces exactly those characters, so the rest of the file keeps its bytes. Assumes valid
 * JSON (parse it first).
 */
export function jsonValueSpans(text: string): Map<string, ValueSpan> {
  const spans = new Map<string, ValueSpan>();
  let at = 0;
  let line = 1;
  let lineStart = 0;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at])) {
      if (text[at] === '\n') {
        line++;
        lineStart = at + 1;
      }
      at++;
    }
  };
  const skipString = () => {
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
  };
  const value = (keyPath: string) => {
    skipSpace();
    const start = at;
    const where = { line, col: start - lineStart + 1 };
    const open = text[at];
    if (open === '{' || open === '[') {
      at++;
      let index = 0;
      for (skipSpace(); text[at] !== (open === '{' ? '}' : ']'); skipSpace()) {
        let name = String(index++);
        if (open === '{') {
          const keyStart = at;
          skipString();
          name = JSON.parse(text.slice(keyStart, at)) as string;
          skipSpace();
          at++; // the colon
        }
        value(keyPath ? `${keyPath}.${name}` : name);
        skipSpace();
        if (text[at] === ',') at++;
      }
      at++;
    } else if (open === '"') skipString();
    else while (at < text.length && !/[\s,\]}]/.test(text[at])) at++;
    spans.set(keyPath, { start, end: at, ...where });
  };
  value('');
  return spans;
}
