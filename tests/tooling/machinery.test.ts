import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countLines, countMachinery, MACHINERY } from '../../bench/machinery';

const root = path.resolve(import.meta.dirname, '../..');

describe('bench/machinery.ts', () => {
  it('names only files that exist, so a renamed piece cannot drop out of the count unnoticed', () => {
    const missing = MACHINERY.flatMap(({ files }) => files).filter((file) => !existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  it('counts every line as wc -l does, and code as what is neither comment nor blank', () => {
    expect(countLines('/** Why. */\nconst a = 1;\n\n// because\n  * more\nexport { a };\n')).toEqual({ lines: 6, code: 2 });
  });

  it('gives each piece the decision that keeps it', () => {
    for (const row of countMachinery(root)) expect(row.decision).toMatch(/^D\d+/);
  });
});
