import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripReactRouterFactories } from '../../scripts/react-router-pure';

const PRODUCTION = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production');
const installedChunks = readdirSync(PRODUCTION)
  .filter((file) => /^chunk-[\w-]+\.mjs$/.test(file))
  .map((file) => readFileSync(path.join(PRODUCTION, file), 'utf8'));

describe('react-router pure plugin (D29)', () => {
  it('marks top-level component and context factories pure and drops displayName writes', () => {
    const code = [
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'function f() {',
      '    Inner.displayName = "kept: not top level";',
      '    var x = React.forwardRef(g);',
      '}',
      '',
    ].join('\n');
    expect(stripReactRouterFactories(code)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'function f() {',
        '    Inner.displayName = "kept: not top level";',
        '    var x = React.forwardRef(g);',
        '}',
        '',
      ].join('\n'),
    );
  });

  // A canary for react-router upgrades: if the library's shape changes, the patterns stop matching
  // and about 4 KB gzip comes back into every first load.
  it('still matches the installed react-router production build', () => {
    const code = installedChunks.join('\n');
    const stripped = stripReactRouterFactories(code);
    expect(stripped.match(/\/\* @__PURE__ \*\/ React\d*\.forwardRef\(/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(stripped.match(/\/\* @__PURE__ \*\/ React\d*\.createContext\(/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    expect(code.match(/^\w+\.displayName = /gm)?.length ?? 0).toBeGreaterThanOrEqual(10);
    expect(stripped).not.toMatch(/^\w+\.displayName = /m);
  });
});
