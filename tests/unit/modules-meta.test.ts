// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { modulesMeta, type BuildManifest } from '../../scripts/prerender';

/** Vite's manifest of a small build: the entry, two shared chunks, two pages and react-dom's client. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-e.js',
    isEntry: true,
    imports: ['_vendor.js', '_shell.js'],
    dynamicImports: ['node_modules/react-dom/client.js', 'src/pages/HomePage.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor-v.js' },
  '_shell.js': { file: 'assets/shell-s.js', imports: ['_vendor.js'] },
  '_Section.js': { file: 'assets/Section-x.js', imports: ['_vendor.js', '_styles.js'] },
  '_styles.js': { file: 'assets/styles-y.js' },
  'src/pages/HomePage.tsx': { file: 'assets/HomePage-h.js', imports: ['_vendor.js', '_shell.js', '_Section.js', '_styles.js'] },
  'src/pages/TermsPage.tsx': { file: 'assets/TermsPage-t.js', imports: ['_shell.js'] },
  'node_modules/react-dom/client.js': { file: 'assets/client-c.js', imports: ['_vendor.js'] },
};

const listed = (page: string) => /content="([^"]*)"/.exec(modulesMeta(MANIFEST, page))![1].split(' ');

describe('modulesMeta (what the loader modulepreloads beside the entry)', () => {
  it("lists the entry's imports, the page's chunks and react-dom's client, each once, in the order hydration needs them", () => {
    expect(listed('src/pages/HomePage.tsx')).toEqual([
      '/assets/vendor-v.js',
      '/assets/shell-s.js',
      '/assets/HomePage-h.js',
      '/assets/Section-x.js',
      '/assets/styles-y.js',
      '/assets/client-c.js',
    ]);
    expect(listed('src/pages/TermsPage.tsx')).toEqual([
      '/assets/vendor-v.js',
      '/assets/shell-s.js',
      '/assets/TermsPage-t.js',
      '/assets/client-c.js',
    ]);
  });

  it('stops the build when a page has no chunk in the manifest (a page file named unlike its component)', () => {
    expect(() => modulesMeta(MANIFEST, 'src/pages/Missing.tsx')).toThrow(/no chunk for src\/pages\/Missing\.tsx/);
  });
});
