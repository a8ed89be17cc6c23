// npm run supabase:env: parsing `supabase status -o env` into .env.local.
import { describe, expect, it } from 'vitest';
import { browserEnvFromStatus, mergeEnvFile, parseStatusEnv } from '../../scripts/supabase-env.ts';

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
