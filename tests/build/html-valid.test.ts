/**
 * Issue 20 item 3: every prerendered page (both languages, aliases, both 404 pages) is valid HTML
 * under html-validate's recommended rules. A rule is relaxed only where it objects to a deliberate
 * choice, and says why. Issue 36: and under the W3C Nu HTML Checker (vnu-jar, run under Java).
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { HtmlValidate, type Message } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routePaths, type RouteDef } from '../../src/config/routes';
import { LANGUAGES, localizePath } from '../../src/i18n/language';
import { outputFile } from '../../scripts/prerender';
import { buildOnce, readDist } from './build-once';

const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // Style only: React's serializer writes `<meta ... />`, `hidden=""`, `alt=""`, camelCase names
    // such as fetchPriority (attribute names are case-insensitive) and `<!DOCTYPE html>`; all valid.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'doctype-style': 'off',
    // React's useId() ids (`_r_1_`) are valid HTML ids; the strict form wants a leading letter.
    'valid-id': ['error', { relaxed: true }],
    // D35: the calls to action that open dialogs are real links (role="button") until hydration.
    'prefer-native-element': ['error', { exclude: ['button'] }],
    // Named lists and tab lists (aria-label on <ul>, aria-labelledby on a list) are allowed by ARIA.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
} as const;

let distDir: string;
let pages: string[] = [];

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

beforeAll(async () => {
  distDir = await buildOnce();
  pages = htmlFiles(distDir).sort();
}, 120_000);

describe('html-validate (recommended rules)', () => {
  it('covers every prerendered page: every route and alias in both languages and both 404 pages', () => {
    const expected = (ROUTES as readonly RouteDef[]).flatMap((route) =>
      routePaths(route).flatMap((routePath) =>
        LANGUAGES.map((language) => path.relative(distDir, outputFile(distDir, localizePath(routePath, language)))),
      ),
    );
    expect(pages).toEqual([...expected, '404.html', path.join('cs', '404.html')].sort());
  });

  it('reports no error on any page', async () => {
    const validator = new HtmlValidate(config as never);
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateString(await readDist(distDir, page), page);
      for (const result of report.results) {
        problems.push(...result.messages.map((m: Message) => `${page}:${m.line}:${m.column} ${m.ruleId} ${m.message}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

/**
 * The Nu checker's CSS parser predates registered custom properties and container queries, which
 * Tailwind 4 emits: it reports every `@property` rule as unknown, a registered property named in
 * `transition-property` (Tailwind's `transition-colors` lists `--tw-gradient-from`, `-via`, `-to`)
 * as not a property, and `@container` with its `container-type` (the demo card's `@container`
 * layout, issue 33) as unknown. All are valid CSS (CSS Properties and Values API; a
 * transition-property is any <custom-ident>; CSS Containment 3). These four messages, exactly, are
 * set aside; every other message fails the test.
 */
const CSS_PARSER_GAPS = [
  /^CSS: Unrecognized at-rule “@property”$/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
  /^CSS: Unrecognized at-rule “@container”$/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
];

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

describe('the W3C Nu HTML Checker (vnu-jar)', () => {
  it('reports no error on any prerendered page', async () => {
    const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    const files = pages.map((page) => path.join(distDir, page));
    // The checker writes its JSON report to stderr and exits 1 when it found an error.
    const report = await promisify(execFile)('java', ['-jar', jar, '--format', 'json', '--errors-only', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      ({ stderr }) => stderr,
      (error: NodeJS.ErrnoException & { stderr?: string }) => {
        if (error.code === 'ENOENT') {
          throw new Error('java not found: install a Java runtime (Debian: default-jre-headless; macOS: brew install openjdk)');
        }
        return error.stderr ?? '';
      },
    );
    const messages = (JSON.parse(report) as { messages: NuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .filter((m) => !CSS_PARSER_GAPS.some((gap) => gap.test(m.message)))
      .map((m) => `${path.relative(distDir, decodeURI(m.url?.replace(/^file:/, '') ?? ''))}:${m.lastLine ?? 0} ${m.message}`);
    expect(errors).toEqual([]);
  }, 300_000);
});
