// npm run supabase:env: parsing `supabase status -o env` into .env.local.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { browserEnvFromStatus, mergeEnvFile, parseStatusEnv, supabaseStatus } from '../../scripts/supabase-env.ts';
import { projectRoot } from '../support/project-copy';

const SAMPLE = `Stopped services: [supabase_imgproxy_ai-employees-site]
ANON_KEY="eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.anon"
API_URL="http://127.0.0.1:54321"
DB_URL="postgresql://postgres:postgres@127.0.0.1:54322/postgres"
PUBLISHABLE_KEY="sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH"
SERVICE_ROLE_KEY="eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.service"
`;

describe('supabase:env', () => {
  it('reads the API URL and prefers the publishable key', () => {
    expect(browserEnvFromStatus(parseStatusEnv(SAMPLE))).toEqual({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
    });
  });

  it('falls back to the anon key on older CLIs and fails clearly when nothing runs', () => {
    const older = SAMPLE.replace(/^PUBLISHABLE_KEY=.*$/m, '');
    expect(browserEnvFromStatus(parseStatusEnv(older)).VITE_SUPABASE_ANON_KEY).toBe('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.anon');
    expect(() => browserEnvFromStatus(parseStatusEnv('failed to inspect container'))).toThrow(/supabase start/);
  });

  it('replaces only those two keys in an existing .env.local', () => {
    const merged = mergeEnvFile('VITE_GTM_ID=GTM-1\nVITE_SUPABASE_URL=http://old\n', {
      VITE_SUPABASE_URL: 'http://new',
      VITE_SUPABASE_ANON_KEY: 'k',
    });
    expect(merged).toBe('VITE_GTM_ID=GTM-1\nVITE_SUPABASE_URL=http://new\nVITE_SUPABASE_ANON_KEY=k\n');
  });
});

describe('supabase:env when the CLI cannot answer', () => {
  // This machine, like CI, has the pinned CLI and no Docker: the everyday "not running" case.
  it('tells a CLI whose local stack is not running from a missing CLI', async () => {
    const notRunning = await supabaseStatus(path.join(projectRoot, 'node_modules', '.bin', 'supabase')).catch(
      (error: Error) => error.message,
    );
    expect(notRunning).toMatch(
      /^The local Supabase stack is not running \(`supabase status` said: .*docker.*\): start it with `npx supabase start`, which needs Docker\.$/i,
    );
    expect(notRunning).not.toMatch(/install/i);
    const missing = await supabaseStatus(path.join(projectRoot, 'no-such-supabase')).catch((error: Error) => error.message);
    expect(missing).toMatch(/^The Supabase CLI is not installed: run `npm install`/);
  });
});
