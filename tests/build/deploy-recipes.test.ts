// Issue 20, 24: the committed deploy recipes start with no Supabase origin in connect-src (never a
// wildcard for every project); a deploy build refuses to finish until they name its own.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assertRecipesAllow,
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  headersFor,
  parseHeadersFile,
  recipeProblems,
  rulesFromVercel,
  securityHeaders,
  supabaseSources,
  vercelConfig,
  withSupabaseSource,
} from '../../scripts/security-headers';
import { tempDir } from '../backend/support/temp-dir';
import { root } from './build-once';

const rulesFor = (supabaseUrl?: string) => headerRules(securityHeaders({ scriptHashes: ["'sha256-x'"], supabaseUrl }));
const PROJECT = 'https://abcd.supabase.co';

describe('the Supabase source of connect-src', () => {
  it('is found apart from self and the analytics hosts, and replaced everywhere', () => {
    expect(supabaseSources(contentSecurityPolicy({ scriptHashes: [] }))).toEqual([]);
    expect(supabaseSources(contentSecurityPolicy({ scriptHashes: [], supabaseUrl: `${PROJECT}/rest/v1` }))).toEqual([PROJECT]);
    const pinned = withSupabaseSource(rulesFor(), PROJECT);
    expect(pinned).toEqual(rulesFor(PROJECT));
    expect(withSupabaseSource(pinned, undefined)).toEqual(rulesFor());
    expect(withSupabaseSource(pinned, 'https://other.supabase.co')).toEqual(rulesFor('https://other.supabase.co'));
  });
});

describe('a deploy build and the committed recipes', () => {
  const recipes = (rules = rulesFor()) => [
    { file: 'public/_headers', rules },
    { file: 'vercel.json', rules: rulesFromVercel(vercelConfig(rules)) },
  ];

  it('names every recipe that names no project yet, or another project', () => {
    expect(recipeProblems(recipes(), PROJECT)).toEqual([
      `public/_headers allows connect-src 'self' only, not ${PROJECT}`,
      `vercel.json allows connect-src 'self' only, not ${PROJECT}`,
    ]);
    expect(recipeProblems(recipes(rulesFor('https://other.supabase.co')), PROJECT)).toHaveLength(2);
    expect(recipeProblems(recipes(rulesFor(PROJECT)), `${PROJECT}/`)).toEqual([]);
  });

  it("this repository's recipes name no Supabase project (no wildcard), so `npm run build` stops with what to run", async () => {
    for (const file of ['public/_headers', 'vercel.json']) expect(readFileSync(path.join(root, file), 'utf8')).not.toContain('supabase.co');
    await expect(assertRecipesAllow(root, PROJECT)).rejects.toThrow(
      /Deploy build stopped: public\/_headers allows connect-src 'self' only, not https:\/\/abcd\.supabase\.co.*npm run headers:sync/,
    );
  });

  const copy = tempDir('recipes');
  afterAll(() => copy.remove());

  it('once headers:sync has pinned the origin, the check passes', async () => {
    mkdirSync(path.join(copy.path, 'public'), { recursive: true });
    cpSync(path.join(root, 'vercel.json'), path.join(copy.path, 'vercel.json'));
    cpSync(path.join(root, 'public', '_headers'), path.join(copy.path, 'public', '_headers'));
    await expect(assertRecipesAllow(copy.path, PROJECT)).rejects.toThrow(/Deploy build stopped/);
    const pinned = withSupabaseSource(rulesFor(), PROJECT);
    writeFileSync(path.join(copy.path, 'public', '_headers'), formatHeadersFile(pinned));
    writeFileSync(path.join(copy.path, 'vercel.json'), JSON.stringify(vercelConfig(pinned)));
    await expect(assertRecipesAllow(copy.path, PROJECT)).resolves.toBeUndefined();
    expect(readFileSync(path.join(copy.path, 'vercel.json'), 'utf8')).toContain(`connect-src 'self' ${PROJECT} `);
  });
});

describe('`npm start` built with a hosted project', () => {
  const dist = tempDir('hosted-start');
  afterAll(() => {
    dist.remove();
    rmSync(path.join(root, 'dist-ssr', path.basename(dist.path)), { recursive: true, force: true });
  });

  // The browser talks to the project (README), so the CSP `npm start` sends must allow it: it once
  // named 'self' only, and every form failed with a CSP error while the log said "embedded backend".
  it('allows that project in connect-src', async () => {
    const env = { ...process.env, DIST_DIR: dist.path, VITE_SUPABASE_URL: PROJECT, VITE_SUPABASE_ANON_KEY: 'anon-key' };
    await promisify(execFile)('npx', ['tsx', 'scripts/build.ts', '--embedded'], { cwd: root, env });
    const rules = parseHeadersFile(readFileSync(path.join(dist.path, '_headers'), 'utf8'));
    expect(supabaseSources(headersFor(rules, '/')['Content-Security-Policy'])).toEqual([PROJECT]);
  }, 120_000);
});
