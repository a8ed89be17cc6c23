import { describe, expect, it } from 'vitest';
import { staticCopy, staticCopyPath } from '../../bench/static-floor';

const page = [
  '<!doctype html><html lang="cs"><head><meta charset="UTF-8" />',
  '<script>(function(){document.documentElement.lang="cs"})()</script>',
  '<script data-prerendered type="application/ld+json">{"@type":"Organization"}</script>',
  '<link data-prerendered rel="manifest" href="/cs/manifest.webmanifest">',
  '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
  '<link rel="modulepreload" href="/assets/vendor.js">',
  '<link href="/assets/shell.js" as="script" rel="preload">',
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/cs/common.json">',
  '<style>h1{color:#0f172a}</style><meta name="app-entry" content="/assets/index.js">',
  '<noscript><link rel="stylesheet" href="/assets/index.css"></noscript>',
  '</head><body><div id="root"><h1>Najměte si Andreu</h1><script type="module" src="/assets/x.js"></script></div></body></html>',
].join('\n');

describe('staticCopy (a page without what runs, the floor its load is judged beside)', () => {
  const copy = staticCopy(page);

  it('drops every script that runs, inline or module, and keeps the JSON-LD data', () => {
    expect(copy).not.toContain('document.documentElement.lang');
    expect(copy).not.toContain('/assets/x.js');
    expect(copy).toContain('<script data-prerendered type="application/ld+json">{"@type":"Organization"}</script>');
  });

  it('drops the preloads of scripts, whatever the order of their attributes, and keeps the preload of copy', () => {
    expect(copy).not.toContain('/assets/vendor.js');
    expect(copy).not.toContain('/assets/shell.js');
    expect(copy).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/cs/common.json">');
  });

  it('keeps the icons and the manifest as the page links them, so lantern may count them on both sides', () => {
    for (const link of [
      '<link data-prerendered rel="manifest" href="/cs/manifest.webmanifest">',
      '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    ])
      expect(copy).toContain(link);
    expect(copy).not.toContain('data:,');
  });

  it('keeps the content, the inline CSS and what only a visitor without scripts loads, as they are', () => {
    expect(copy).toContain('<style>h1{color:#0f172a}</style>');
    expect(copy).toContain('<noscript><link rel="stylesheet" href="/assets/index.css"></noscript>');
    expect(copy).toContain('<div id="root"><h1>Najměte si Andreu</h1></div>');
  });
});

describe('staticCopyPath (where a URL copy is served)', () => {
  it('puts every URL of both languages under one bench-only prefix', () => {
    expect(staticCopyPath('/')).toBe('/__bench-static/');
    expect(staticCopyPath('/cs')).toBe('/__bench-static/cs');
    expect(staticCopyPath('/cs/andrea')).toBe('/__bench-static/cs/andrea');
  });
});
