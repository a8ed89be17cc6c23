import { afterEach, describe, expect, it, vi } from 'vitest';
import { rewriteChunkImports } from '../../scripts/fresh-import-plugin';
import { FRESH_IMPORT_GLOBAL, freshAddress, importAddress, installFreshImport, siteAnswers } from '@/lib/fresh-import';

const CHUNK = 'http://localhost/assets/shell-abc.js';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[FRESH_IMPORT_GLOBAL];
});

describe('fresh-import', () => {
  it('asks for a chunk under its own address until it fails, then under a new one per failure', async () => {
    const asked: string[] = [];
    let down = true;
    const importFresh = installFreshImport(async (address) => {
      asked.push(address);
      if (down) throw new TypeError(`Failed to fetch dynamically imported module: ${address}`);
      return { default: 'dialog' };
    });
    await expect(importFresh('./WaitlistDialog-x.js', CHUNK)).rejects.toThrow();
    await expect(importFresh('./WaitlistDialog-x.js', CHUNK)).rejects.toThrow();
    down = false;
    await expect(importFresh('./WaitlistDialog-x.js', CHUNK)).resolves.toEqual({ default: 'dialog' });
    // Once it has loaded, the module that loaded is the one asked for again (no second copy).
    await importFresh('./WaitlistDialog-x.js', CHUNK);
    expect(asked).toEqual([
      'http://localhost/assets/WaitlistDialog-x.js',
      'http://localhost/assets/WaitlistDialog-x.js?attempt=1',
      'http://localhost/assets/WaitlistDialog-x.js?attempt=2',
      'http://localhost/assets/WaitlistDialog-x.js?attempt=2',
    ]);
  });

  it('counts failures per file, and a failure names the address it tried', async () => {
    const importFresh = installFreshImport((address) => Promise.reject(new TypeError(address)));
    const error = await importFresh('./a.js', CHUNK).catch((caught: unknown) => caught);
    expect(importAddress(error)).toBe('http://localhost/assets/a.js');
    expect(importAddress(await importFresh('./b.js', CHUNK).catch((caught: unknown) => caught))).toBe('http://localhost/assets/b.js');
    expect(importAddress(await importFresh('./a.js', CHUNK).catch((caught: unknown) => caught))).toBe(
      'http://localhost/assets/a.js?attempt=1',
    );
    expect(importAddress(new Error('a render error'))).toBeUndefined();
  });

  it('is what the built chunks call', () => {
    const importFresh = installFreshImport();
    expect((globalThis as Record<string, unknown>)[FRESH_IMPORT_GLOBAL]).toBe(importFresh);
    expect(freshAddress('../x.js', 'http://h/assets/deep/y.js', 0)).toBe('http://h/assets/x.js');
  });

  it('says the site answers whatever it answers (a 404 after a deploy too), and not when offline or the request fails', async () => {
    const fetch = vi.fn(async (address: string) => new Response(null, { status: address.includes('gone') ? 404 : 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await siteAnswers('http://h/assets/a.js?attempt=1')).toBe(true);
    expect(fetch).toHaveBeenCalledWith('http://h/assets/a.js?attempt=1', { method: 'HEAD', cache: 'no-store' });
    expect(await siteAnswers('http://h/assets/gone.js')).toBe(true);
    expect(await siteAnswers(undefined)).toBe(false);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await siteAnswers('http://h/assets/a.js')).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', fetch);
    expect(await siteAnswers('http://h/assets/a.js')).toBe(false);
  });
});

describe('fresh-import build step', () => {
  it("routes a chunk's dynamic imports of the same build through the installed importer", () => {
    const code = 'const l=()=>e(()=>import("./WaitlistDialog-B1x_9.js"),__vite__mapDeps([0,1]),import.meta.url);import("../c-2.js")';
    const out = rewriteChunkImports(code)?.toString();
    expect(out).toBe(
      'const l=()=>e(()=>(globalThis.__importFresh?.("./WaitlistDialog-B1x_9.js",import.meta.url)??import("./WaitlistDialog-B1x_9.js")),__vite__mapDeps([0,1]),import.meta.url);' +
        '(globalThis.__importFresh?.("../c-2.js",import.meta.url)??import("../c-2.js"))',
    );
  });

  it('leaves alone what is not a chunk of this build: a bare or absolute specifier, an expression, import.meta', () => {
    for (const code of [
      'import("react")',
      'import("https://x.example/a.js")',
      'import(u)',
      'import.meta.url',
      'import{a as b}from"./x.js"',
    ])
      expect(rewriteChunkImports(code)).toBeUndefined();
  });
});
