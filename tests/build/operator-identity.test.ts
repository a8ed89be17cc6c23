/**
 * Issue 58 (copy review 4 M1): a deploy build refuses the sample operator, as it refuses a build
 * without Supabase (D23), in one sentence naming the variables; with the operator's own identity
 * set, nothing it writes names the sample company, its IČO or its address. Local builds keep the
 * sample and say so in every page's footer.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_OPERATOR } from '../../src/config/read-env';
import { tempDir } from '../backend/support/temp-dir';
import { OWN_OPERATOR } from '../support/own-operator';
import { buildOnce, root } from './build-once';

const SUPABASE = { VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key' };
const SITE = { SITE_URL: 'https://www.vzorova-firma.cz' };
/** The checkout as an operator read it off the Czech link (docs/deploy.md, "The checkout's facts"). */
const CHECKOUT_FACTS = { VITE_CHECKOUT_BUTTON_CS: 'Zahájit zkušební období', VITE_CHECKOUT_LANGUAGE: 'page' };
/** What names the sample anywhere: its company, IČO (also inside the DIČ), street and register file. */
const SAMPLE_MARKS = ['AI Employees s.r.o.', SAMPLE_OPERATOR.VITE_COMPANY_ICO, 'Vinohradsk', '1511/230', '398765'];
/** The footer's note after the sample company's name, in either language. */
const SAMPLE_NOTE = new RegExp(
  ['en', 'cs']
    .map((language) => JSON.parse(readFileSync(path.join(root, 'public/locales', language, 'common.json'), 'utf8')).footer.sampleOperator)
    .join('|'),
);

/** The process environment without any operator or Supabase variable a developer may have exported. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITE_(COMPANY|SUPABASE|AI_MODEL|MAILBOX_STORE|CHECKOUT)_|(VITE_)?SITE_URL$)/.test(name),
    ),
  );
  return { ...env, ...extra };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const run = (args: string[], env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd: root,
    env,
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

describe('the operator identity in a deploy build (issue 58)', () => {
  const dist = tempDir('operator-dist');
  afterAll(() => {
    dist.remove();
    rmSync(path.join(root, 'dist-ssr', path.basename(dist.path)), { recursive: true, force: true });
  });

  it('with Supabase set and VITE_COMPANY_* unset, stops before building, in one sentence naming the variables', async () => {
    const sampleDist = `${dist.path}-sample`;
    const { VITE_AI_MODEL_PROVIDER, VITE_MAILBOX_STORE_PROVIDER } = OWN_OPERATOR;
    const result = await run(
      [],
      cleanEnv({ ...SUPABASE, ...SITE, VITE_AI_MODEL_PROVIDER, VITE_MAILBOX_STORE_PROVIDER, DIST_DIR: sampleDist }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Deploy build stopped: the operator's identity is still the sample, so set VITE_COMPANY_LEGAL_NAME, VITE_COMPANY_ADDRESS, " +
        "VITE_COMPANY_ICO, VITE_COMPANY_DIC, VITE_COMPANY_REGISTER_EN, VITE_COMPANY_REGISTER_CS to your company's own details " +
        '(see .env.example), or run `npm run build:local` for a local build with the sample.',
    );
    expect(() => statSync(sampleDist)).toThrow();
  });

  it('issue 75: with no AI model provider set, stops before building, in one sentence', async () => {
    const unnamedDist = `${dist.path}-unnamed`;
    const result = await run([], cleanEnv({ ...SUPABASE, ...OWN_OPERATOR, ...SITE, VITE_AI_MODEL_PROVIDER: '', DIST_DIR: unnamedDist }));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^Deploy build stopped: the privacy policy and the processing terms must name every processor of mailbox content, so set VITE_AI_MODEL_PROVIDER to/,
    );
    expect(() => statSync(unnamedDist)).toThrow();
  });

  it('issue 74: with Supabase and the operator set but no SITE_URL, stops before building, in one sentence', async () => {
    const siteless = `${dist.path}-siteless`;
    const result = await run([], cleanEnv({ ...SUPABASE, ...OWN_OPERATOR, DIST_DIR: siteless }));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Deploy build stopped: SITE_URL is not set, so set it to the site's own https address, as in the send-confirmation " +
        "function's secrets (docs/deploy.md), or run `npm run build:local` for a local build.",
    );
    expect(() => statSync(siteless)).toThrow();
  });

  it('with them set, no file it writes names the sample company, IČO or address, and no page says "sample"', async () => {
    const result = await run([], cleanEnv({ ...SUPABASE, ...OWN_OPERATOR, ...SITE, ...CHECKOUT_FACTS, DIST_DIR: dist.path }));
    // It builds every page, then stops at the committed host recipes, which name no project yet (D23, issue 20).
    expect(result.stderr).toMatch(/Deploy build stopped: public\/_headers allows connect-src 'self' only/);
    const files = filesUnder(dist.path).filter((file) => /\.(html|js|json|xml|txt|webmanifest|css)$|_headers$/.test(file));
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(30);
    const named = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return SAMPLE_MARKS.filter((mark) => text.includes(mark)).map((mark) => `${path.relative(dist.path, file)}: ${mark}`);
    });
    expect(named).toEqual([]);
    expect(pages.filter((page) => SAMPLE_NOTE.test(readFileSync(page, 'utf8')))).toEqual([]);
    const terms = readFileSync(path.join(dist.path, 'cs', 'terms', 'index.html'), 'utf8');
    expect(terms).toContain('Vzorová Firma s.r.o.');
    expect(terms).toContain('12345679');
    // Issue 75: the operator's facts, named where the Terms and the processing terms need them.
    // Czech typesetting binds one-letter words to the next with a no-break space.
    const termsText = terms.replace(/\u00a0|&nbsp;|&#160;/g, ' ');
    expect(termsText).toContain('tlačítkem „Zahájit zkušební období“ v platební bráně');
    expect(termsText).toContain('v tomto jazyce se zobrazí i platební brána');
    const processing = readFileSync(path.join(dist.path, 'data-processing-terms', 'index.html'), 'utf8');
    expect(processing).toContain(OWN_OPERATOR.VITE_AI_MODEL_PROVIDER);
    expect(processing).toContain(OWN_OPERATOR.VITE_MAILBOX_STORE_PROVIDER);
  }, 240_000);
});

describe('a local build (issue 58)', () => {
  it('keeps the sample and says so, discreetly, in the footer of every page', async () => {
    const distDir = await buildOnce();
    const pages = filesUnder(distDir).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(30);
    const en = JSON.parse(readFileSync(path.join(root, 'public/locales/en/common.json'), 'utf8')).footer.sampleOperator as string;
    const cs = JSON.parse(readFileSync(path.join(root, 'public/locales/cs/common.json'), 'utf8')).footer.sampleOperator as string;
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      expect(SAMPLE_NOTE.test(html) && html.includes('AI Employees s.r.o.'), page).toBe(true);
    }
    // Czech typesetting binds one-letter words to the next with a no-break space.
    const text = (file: string) => readFileSync(path.join(distDir, file), 'utf8').replaceAll('\u00a0', ' ');
    expect(text('index.html').includes(en.replaceAll("'", '&#x27;'))).toBe(true);
    expect(text('cs/index.html').includes(cs)).toBe(true);
  }, 240_000);
});
