import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'No dangerouslySetInnerHTML: translated and visitor text must stay escaped by React.',
};

// An internal path ("/", "/cs/andrea", "/#pricing", "/demo?tab=andrea") typed as a string: name the
// route with href() from src/config/routes.ts instead, so a renamed route or section fails to compile.
const INTERNAL_PATH = String.raw`/^\/(cs)?[a-z-]*(\/[a-z-]+)*([?#][\w=&-]*)?$/`;
const noInternalPath = [
  { selector: `Literal[value=${INTERNAL_PATH}]`, message: "Internal path as a string: use href('routeId') from @/config/routes." },
  {
    selector: `TemplateLiteral[expressions.length=0] > TemplateElement[value.raw=${INTERNAL_PATH}]`,
    message: "Internal path as a string: use href('routeId') from @/config/routes.",
  },
];

/**
 * One way in to the language and the i18next instance (src/i18n/use-language.tsx): the hooks there
 * say which reads subscribe to a language switch, which nothing outside could see.
 */
const ONE_WAY_IN = 'src/i18n/use-language.tsx';
const noOtherWayIn = [
  {
    selector: "MemberExpression[object.callee.name='useTranslation'][property.name='i18n']",
    message: `useTranslation().i18n subscribes to every language switch and copies the instance: useI18nInstance() or useLanguage() from ${ONE_WAY_IN}.`,
  },
  {
    selector: "VariableDeclarator[init.callee.name='useTranslation'] > ObjectPattern > Property[key.name='i18n']",
    message: `useTranslation()'s i18n subscribes to every language switch and copies the instance: useI18nInstance() or useLanguage() from ${ONE_WAY_IN}.`,
  },
];
const noOtherWayInImports = {
  paths: [
    { name: 'react-i18next', importNames: ['I18nContext'], message: `The instance comes from useI18nInstance() in ${ONE_WAY_IN}.` },
    {
      name: '@/i18n/language',
      importNames: ['languageFromPath'],
      message: `In a component, the address's language is usePathLanguage() and the text's useLanguage(), from ${ONE_WAY_IN}.`,
    },
  ],
};

const features = readdirSync('src/features');

/**
 * One-way layers (as bulletproof-react's zones): shared code (components, lib, config, i18n) <-
 * features <- pages <- app. A feature imports no other feature; pages compose them; the Edge
 * Function's shared code imports nothing of the browser app.
 */
const layerZones = [
  ...['components', 'lib', 'config', 'i18n'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/pages', './src/app'],
    message: 'Shared code imports no feature, page or app module.',
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: ['./src/features', './src/pages', './src/app'],
    except: [`./${feature}`],
    message: 'A feature imports no other feature, page or app module: compose features in a page or in src/app.',
  })),
  { target: './src/pages', from: './src/app', message: 'Pages do not import the app layer.' },
  {
    target: './supabase/functions',
    from: './src',
    message: 'The Edge Function shares code one way: src may import it, never the reverse.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'test-results', 'playwright-report', '.data', 'bench/.lighthouse'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noInnerHtml],
    },
  },
  // The npm scripts' preflight runs before any dependency is installed: plain CommonJS for Node.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The route table itself and the language path rules.
    ignores: ['src/config/routes.ts', 'src/i18n/language.ts', 'src/i18n/root-redirect.ts'],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml, ...noInternalPath, ...noOtherWayIn] },
  },
  { files: [ONE_WAY_IN], rules: { 'no-restricted-syntax': ['error', noInnerHtml, ...noInternalPath] } },
  {
    // Outside React (the entry, the link prefetcher) the path is all there is; components use the hooks.
    files: ['src/**/*.tsx'],
    ignores: [ONE_WAY_IN, 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', noOtherWayInImports] },
  },
  {
    files: ['src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: noOtherWayInImports.paths.slice(0, 1) }] },
  },
  // React's own lint, its compiler-based rules included (purity, refs, set-state-in-effect...).
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    files: ['supabase/functions/**/*.ts'],
    // Rejecting control characters in form input is the point of those patterns.
    rules: { 'no-control-regex': 'off' },
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);
