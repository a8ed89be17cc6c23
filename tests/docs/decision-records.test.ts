import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const records = path.resolve(import.meta.dirname, '../../docs/decisions');

describe('decision records', () => {
  it('each stays under 8 KB: figures that grow live in docs/performance.md, the history files or the bench output', () => {
    const over = readdirSync(records)
      .filter((file) => /^D\d.*\.md$/.test(file))
      .map((file) => ({ file, bytes: statSync(path.join(records, file)).size }))
      .filter(({ bytes }) => bytes > 8192);
    expect(over).toEqual([]);
  });
});
