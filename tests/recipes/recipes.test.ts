/**
 * Issue 36: docs/recipes.md's counts are this test's counts. The three recipes are carried out in a
 * copy of the repository (tests/recipes/apply-recipes.ts), with the pseudo-locale as the new
 * language; the files each one changed are counted, then the copy runs what a new engineer runs:
 * the function's sentences regenerated from the copy, typecheck, the locale check, the regeneration
 * the language recipe names, and the tests the change touches (the build tests on a build that
 * speaks three languages, the database suite with the new contact column, the unit tests of
 * languages, links and forms).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFieldRecipe, applyLanguageRecipe, applyPageRecipe } from './apply-recipes';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
/** Folders that are no one's hand edit: dependencies, builds, data. */
const GENERATED = /^(node_modules|\.data|dist|dist-ssr|test-results|playwright-report)(\/|$)/;

/** Every file of the copy with the hash of its content. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (GENERATED.test(file)) continue;
    files.set(
      file,
      createHash('sha256')
        .update(await readFile(path.join(dir, file)))
        .digest('hex'),
    );
  }
  return files;
}

/** What changed between two snapshots: code files and copy files (public/locales/), and new locale folders. */
function changes(before: Map<string, string>, after: Map<string, string>) {
  const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
  const copy = changed.filter((file) => file.startsWith('public/locales/'));
  const newFolders = [
    ...new Set(
      copy
        .map((file) => file.split('/').slice(0, 3).join('/'))
        .filter((folder) => ![...before.keys()].some((file) => file.startsWith(`${folder}/`))),
    ),
  ];
  return {
    code: changed.filter((file) => !file.startsWith('public/locales/')).sort(),
    copy: copy.filter((file) => !newFolders.some((folder) => file.startsWith(`${folder}/`))).sort(),
    newFolders,
  };
}

let copy: string;
const counted: Record<string, ReturnType<typeof changes>> = {};

/** A command in the copy; a failure shows its output. */
async function inCopy(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: copy, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
    return stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in the copy:\n${stdout.slice(-6000)}\n${stderr.slice(-6000)}`);
  }
}

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'recipes-'));
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    await cp(path.join(root, file), path.join(copy, file), { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // a file deleted in the work tree but still in the index
    });
  }
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const [name, apply] of [
    ['language', applyLanguageRecipe],
    ['page', applyPageRecipe],
    ['field', applyFieldRecipe],
  ] as const) {
    const before = await snapshot(copy);
    await apply(copy);
    counted[name] = changes(before, await snapshot(copy));
  }
}, 120_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('docs/recipes.md, carried out as written (pseudo-locale as the language)', () => {
  it('a language is one code file, its row in the language table, plus its locale folder', () => {
    expect(counted.language).toEqual({ code: ['supabase/functions/_shared/languages.ts'], copy: [], newFolders: ['public/locales/qps'] });
  });

  it("a page is at most four code files (screen, route, page map, the namespace's type) plus its copy", () => {
    expect(counted.page.code).toEqual([
      'src/app/page-map.ts',
      'src/config/routes.ts',
      'src/i18n/i18next.d.ts',
      'src/pages/RecipeCheckPage.tsx',
    ]);
    // Its namespace and its footer label, in every language.
    expect(counted.page.copy).toEqual(
      ['cs', 'en', 'qps'].flatMap((language) => [`public/locales/${language}/common.json`, `public/locales/${language}/recipeCheck.json`]),
    );
  });

  it('a contact field is two code files (the contract, a one-statement migration) plus its copy', async () => {
    expect(counted.field.code).toEqual([
      'supabase/functions/_shared/contact-contract.ts',
      'supabase/migrations/29991231000000_contact_phone.sql',
    ]);
    expect(counted.field.copy).toEqual(
      ['cs', 'en', 'qps'].flatMap((language) => [`public/locales/${language}/common.json`, `public/locales/${language}/legal.json`]),
    );
    const migration = await readFile(path.join(copy, 'supabase/migrations/29991231000000_contact_phone.sql'), 'utf8');
    expect(migration.match(/;/g)).toHaveLength(1);
  });

  it("README's counts are these counts", async () => {
    const readme = await readFile(path.join(root, 'README.md'), 'utf8');
    const stated = readme.match(
      /adding a page \(at most (\d) code files plus copy\), a language \((\d) file plus its\s+locale folder\), a contact field \((\d) code files plus copy\)/,
    );
    expect(stated, 'README names the three counts').not.toBeNull();
    expect(stated!.slice(1).map(Number)).toEqual([counted.page.code.length, counted.language.code.length, counted.field.code.length]);
  });

  it("then the function's sentences are regenerated from the copy, and typecheck and the locale check pass", async () => {
    expect(await inCopy('npm', ['run', 'i18n:check']).catch((error: Error) => error.message)).toContain('run npm run i18n:sync');
    await inCopy('npm', ['run', 'i18n:sync']);
    const sentences = JSON.parse(await readFile(path.join(copy, 'supabase/functions/_shared/sentences.json'), 'utf8'));
    expect(Object.keys(sentences)).toEqual(['//', 'en', 'cs', 'qps']);
    expect(sentences.cs.codes.phone_too_long).toBe('Zkraťte prosím telefonní číslo na nejvýše {{max}} znaků.');
    await inCopy('npm', ['run', 'typecheck']);
    const checked = await inCopy('npm', ['run', 'i18n:check']);
    expect(checked).toContain('locales OK');
    // The new language is seen to be unchecked, and a string left in English fails.
    expect(checked).toContain('warning: qps: no spelling dictionary');
    const home = path.join(copy, 'public/locales/qps/home.json');
    const pseudo = await readFile(home, 'utf8');
    const english = JSON.parse(await readFile(path.join(copy, 'public/locales/en/home.json'), 'utf8')).hero.title;
    await writeFile(home, JSON.stringify({ ...JSON.parse(pseudo), hero: { ...JSON.parse(pseudo).hero, title: english } }, null, 2));
    expect(await inCopy('npm', ['run', 'i18n:check']).catch((error: Error) => error.message)).toContain(
      'qps/home.json: hero.title: the same as English',
    );
    await writeFile(home, pseudo);
  }, 300_000);

  it('then the regeneration the language recipe names, and the tests the three changes touch, pass', async () => {
    const dist = '.data/recipes-dist';
    await inCopy(process.execPath, ['--import', 'tsx', 'scripts/share-images.ts']);
    await inCopy('npm', ['run', 'build:local'], { DIST_DIR: dist });
    await inCopy('npm', ['run', 'headers:sync'], { DIST_DIR: dist });
    const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
    await inCopy(
      process.execPath,
      [
        vitest,
        'run',
        'tests/build/prerender.test.ts',
        'tests/build/links.test.ts',
        'tests/build/headers.test.ts',
        'tests/build/deploy-recipes.test.ts',
        'tests/backend/database-pglite.test.ts',
        'tests/backend/form-rules.test.ts',
        'tests/unit/language.test.ts',
        'tests/unit/language-detector.test.ts',
        'tests/unit/initial-resources.test.ts',
        'tests/unit/format-number.test.ts',
        'tests/unit/page-head.test.ts',
        'tests/unit/site-header.test.tsx',
        'tests/unit/typed-links.test.ts',
      ],
      { BUILD_TEST_DIST: dist, CI: 'true' },
    );
  }, 900_000);
});
