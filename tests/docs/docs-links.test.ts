import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// README is the front door (D64): about 8 KB, the rest in docs/. Every relative link in README and
// docs/ leads to a file of this repo, and a #fragment into a Markdown file to one of its headings.

const root = resolve(import.meta.dirname, '../..');
const README_LIMIT = 8192;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingSlug(match[1])));
}

function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

describe('README and docs/', () => {
  it(`README.md is at most ${README_LIMIT} bytes`, () => {
    expect(readFileSync(join(root, 'README.md')).byteLength).toBeLessThanOrEqual(README_LIMIT);
  });

  it('finds the links it checks', () => {
    const count = files.reduce((sum, file) => sum + relativeLinks(readFileSync(file, 'utf8')).length, 0);
    expect(files.length).toBeGreaterThan(7);
    expect(count).toBeGreaterThan(40);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s: every relative link resolves inside the repo', (_name, file) => {
    const broken: string[] = [];
    for (const link of relativeLinks(readFileSync(file, 'utf8'))) {
      const [pathPart, fragment] = link.split('#');
      const target = pathPart ? resolve(dirname(file), decodeURI(pathPart)) : file;
      if (relative(root, target).startsWith('..')) broken.push(`${link} (outside the repo)`);
      else if (!existsSync(target)) broken.push(`${link} (no such file)`);
      else if (fragment && target.endsWith('.md') && !anchorsOf(readFileSync(target, 'utf8')).has(fragment)) {
        broken.push(`${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
