import { describe, expect, it } from 'vitest';
import { staticCopy } from '../../bench/static-floor';

const page = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<script>(function(){document.documentElement.lang="en"})()</script>',
  '<script data-prerendered type="application/ld+json">{"@type":"Organization"}</script>',
  '<link data-prerendered rel="manifest" href="/manifest.webmanifest">',
  '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
  '<style>h1{color:#0f172a}</style><meta name="app-entry" content="/assets/index.js">',
  '</head><body><div id="root"><h1>Hire Andrea</h1><script type="module" src="/assets/x.js"></script></div></body></html>',
].join('\n');

describe('staticCopy (the home page without what runs, for the bench floor)', () => {
  const copy = staticCopy(page);

  it('drops every script that runs, inline or module, and keeps the JSON-LD data', () => {
    expect(copy).not.toContain('document.documentElement.lang');
    expect(copy).not.toContain('/assets/x.js');
    expect(copy).toContain('<script data-prerendered type="application/ld+json">{"@type":"Organization"}</script>');
  });

  it('links neither the icons nor the manifest, and names an empty icon as the reference does', () => {
    expect(copy).not.toMatch(/favicon|apple-touch-icon|manifest\.webmanifest/);
    expect(copy).toContain('<link rel="icon" href="data:,">');
  });

  it('keeps the content and the inline CSS as they are', () => {
    expect(copy).toContain('<style>h1{color:#0f172a}</style>');
    expect(copy).toContain('<div id="root"><h1>Hire Andrea</h1></div>');
  });
});
