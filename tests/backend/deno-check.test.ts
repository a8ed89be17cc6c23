// Type-checks the Edge Function entry with the real Deno (npm package `deno`), offline-friendly:
// npm: specifiers only, the registry npm uses, a private DENO_DIR and no lock file.
// deno-function.test.ts runs the same entry for real.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { DENO, npmRegistry } from './support/deno-function.ts';
import { tempDir } from './support/temp-dir.ts';

const denoDir = tempDir('deno-dir');
afterAll(() => denoDir.remove());

// D88: send-confirmation is the second function, with the same conventions; stripe-webhook (the orders) the third.
it.each(['submit-contact', 'send-confirmation', 'stripe-webhook'])('deno check passes for supabase/functions/%s/index.ts', async (name) => {
  expect(existsSync(DENO), `${DENO} is missing: run npm install`).toBe(true);
  const { stderr } = await promisify(execFile)(
    DENO,
    ['check', '--no-lock', '--config', `supabase/functions/${name}/deno.json`, `supabase/functions/${name}/index.ts`],
    { env: { ...process.env, NPM_CONFIG_REGISTRY: await npmRegistry(), DENO_DIR: denoDir.path, NO_COLOR: '1' } },
  );
  expect(stderr).toContain('Check');
  expect(stderr).not.toMatch(/error/i);
});
