import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe("the page author's rules are on the recipe's path", () => {
  it('docs/recipes.md links the loading README, where the rules are written, and the test that checks them', () => {
    const recipes = readFileSync(path.join(root, 'docs/recipes.md'), 'utf8');
    expect(recipes).toContain('](../src/components/loading/README.md)');
    expect(recipes).toContain('tests/unit/navigation.test.tsx');
    expect(readFileSync(path.join(root, 'src/components/loading/README.md'), 'utf8')).toMatch(/## The page author's rule/);
  });
});
