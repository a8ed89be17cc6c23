import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/copy.md tells a marketer which locale file holds a page's copy. Its namespace table names
// every namespace there is, and no other (ARCHITECTURE-REVIEW-4: nothing kept the two in step).

const root = resolve(import.meta.dirname, '../..');

/** The backticked names in the first column of copy.md's `| namespace | pages |` table. */
function documentedNamespaces(markdown: string): string[] {
  const table = markdown.split('\n| namespace | pages |\n')[1]?.split('\n\n')[0] ?? '';
  return table
    .split('\n')
    .slice(1)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]));
}

describe('docs/copy.md', () => {
  it('names every namespace of the locale files in its table, and only those', () => {
    const documented = documentedNamespaces(readFileSync(resolve(root, 'docs/copy.md'), 'utf8'));
    const files = readdirSync(resolve(root, 'public/locales/en'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''));
    expect(documented.length).toBeGreaterThan(0);
    expect([...documented].sort()).toEqual([...files].sort());
  });

  it('reads the table as written: several names in one row, the header row skipped', () => {
    const markdown = 'x\n| namespace | pages |\n|---|---|\n| `home` | home |\n| `a`, `b` | two |\n\nafter `c`';
    expect(documentedNamespaces(markdown)).toEqual(['home', 'a', 'b']);
  });
});
