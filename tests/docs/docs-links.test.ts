import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repo stands alone (D64). README is the front door, about 8 KB, the rest in docs/. Every
// relative link in README and docs/ leads to a file of this repo, and a #fragment into a Markdown file
// to one of its headings. Every decision cited anywhere has its record in docs/decisions/, and no
// tracked file names a path outside the repo.

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

function trackedTextFiles(): Array<{ path: string; text: string }> {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return paths
    .filter((path) => path && path !== 'package-lock.json' && existsSync(join(root, path)))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
    .filter(({ text }) => !text.includes('\0'));
}

/** The decisions docs/decisions/ records: a heading or a bold entry that starts with the number. */
function recordedDecisions(): Set<number> {
  const numbers = new Set<number>();
  for (const file of markdownFiles(join(root, 'docs/decisions'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^(?:#{1,6} |- \*\*|\*\*)D(\d+)\b/gm)) numbers.add(Number(match[1]));
  }
  return numbers;
}

describe('the repo stands alone (D64)', () => {
  const tracked = trackedTextFiles();

  it('every decision cited in code or docs has its record in docs/decisions/', () => {
    const recorded = recordedDecisions();
    const missing = new Map<number, string>();
    for (const { path, text } of tracked) {
      for (const match of text.matchAll(/\bD(\d{1,2})\b/g)) {
        const number = Number(match[1]);
        if (!recorded.has(number) && !missing.has(number)) missing.set(number, path);
      }
    }
    expect(recorded.size).toBeGreaterThan(50);
    expect([...missing].map(([number, path]) => `D${number} (cited in ${path})`)).toEqual([]);
  });

  it('no tracked file names a path outside the repo', () => {
    const outside = /\.\.\/shared\b|(?<![\w.])\/(?:work|home|Users)\/[\w.-]+/;
    const offenders = tracked.filter(({ text }) => outside.test(text)).map(({ path, text }) => `${path}: ${text.match(outside)?.[0]}`);
    expect(tracked.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
