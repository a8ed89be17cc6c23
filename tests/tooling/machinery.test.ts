import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countLines, countMachinery, MACHINERY, moduleState } from '../../bench/machinery';

const root = path.resolve(import.meta.dirname, '../..');

describe('bench/machinery.ts', () => {
  it('names only files that exist, so a renamed piece cannot drop out of the count unnoticed', () => {
    const missing = MACHINERY.flatMap(({ files }) => files).filter((file) => !existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  it('counts every line as wc -l does, and code as what is neither comment nor blank', () => {
    expect(countLines('/** Why. */\nconst a = 1;\n\n// because\n  * more\nexport { a };\n')).toEqual({ lines: 6, code: 2 });
  });

  it('counts module-level state: a top-level let, or a top-level const holding a new collection', () => {
    const text = [
      'let observer: IntersectionObserver | undefined;',
      'export let flag = false;',
      'const waiting = new Map<string, unknown>();',
      'const clones: WeakMap<object, object> = new WeakMap();',
      'const LIMIT = 3;',
      'const frozen = Object.freeze(new Set([1]));',
      'function f() {',
      '  let local = 0;',
      '  const inner = new Map();',
      '}',
    ].join('\n');
    expect(moduleState(text)).toEqual(['observer', 'flag', 'waiting', 'clones']);
  });

  it('gives each piece the decision that keeps it', () => {
    for (const row of countMachinery(root)) expect(row.decision).toMatch(/^D\d+/);
  });
});
