// On hosted Supabase the function refuses to run without its origins and salt (issue 20).
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_SALT,
  readConfirmationSettings,
  readHostedSettings,
  readRateLimit,
} from '../../supabase/functions/_shared/contact-config.ts';

const SALT = 'f'.repeat(64);
const complete: Record<string, string> = {
  SUPABASE_URL: 'https://abcd.supabase.co',
  SUPABASE_ANON_KEY: 'anon-jwt',
  SUPABASE_SERVICE_ROLE_KEY: 'service-jwt',
  CORS_ALLOWED_ORIGINS: 'https://www.example.com, https://example.com',
  IP_HASH_SALT: SALT,
};
const read = (env: Record<string, string | undefined>) => (name: string) => env[name];
const problems = (env: Record<string, string | undefined>) => {
  const result = readHostedSettings(read(env));
  return result.ok ? [] : result.problems;
};

describe('readHostedSettings', () => {
  it('reads a complete environment, legacy keys or key dictionaries', () => {
    const legacy = readHostedSettings(read(complete));
    expect(legacy).toMatchObject({
      ok: true,
      settings: {
        supabaseUrl: 'https://abcd.supabase.co',
        serviceKey: 'service-jwt',
        config: {
          apiKeys: ['anon-jwt'],
          allowedOrigins: ['https://www.example.com', 'https://example.com'],
          ipHashSalt: SALT,
          rateLimitMax: 5,
          globalLimitPerMinute: 20,
        },
      },
    });
    const dictionaries = readHostedSettings(
      read({
        ...complete,
        SUPABASE_ANON_KEY: undefined,
        SUPABASE_SERVICE_ROLE_KEY: undefined,
        SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_y"}',
      }),
    );
    expect(dictionaries).toMatchObject({ ok: true, settings: { serviceKey: 'sb_secret_y', config: { apiKeys: ['sb_publishable_x'] } } });
  });

  it('refuses without CORS_ALLOWED_ORIGINS or IP_HASH_SALT, naming each', () => {
    expect(problems({ ...complete, CORS_ALLOWED_ORIGINS: undefined }).join()).toMatch(/CORS_ALLOWED_ORIGINS is not set/);
    expect(problems({ ...complete, IP_HASH_SALT: undefined }).join()).toMatch(/IP_HASH_SALT is not set/);
    expect(problems({ ...complete, IP_HASH_SALT: 'short' }).join()).toMatch(/IP_HASH_SALT is shorter than 32/);
    expect(problems({ ...complete, CORS_ALLOWED_ORIGINS: '', IP_HASH_SALT: '' })).toHaveLength(2);
  });

  it('refuses a wildcard, a path or plain http to another host as an origin', () => {
    for (const origins of ['*', 'https://example.com/', 'http://example.com', 'example.com']) {
      expect(problems({ ...complete, CORS_ALLOWED_ORIGINS: origins }).join(), origins).toMatch(/not an https origin/);
    }
    // Plain http is an origin for this machine only, so only the local stack (its API on http) takes it alone.
    expect(problems({ ...complete, SUPABASE_URL: 'http://kong:8000', CORS_ALLOWED_ORIGINS: 'http://localhost:5173' })).toEqual([]);
  });

  it('refuses missing platform keys and unreadable key dictionaries instead of throwing', () => {
    expect(problems({ ...complete, SUPABASE_SERVICE_ROLE_KEY: undefined }).join()).toMatch(/no secret key/);
    expect(problems({ ...complete, SUPABASE_ANON_KEY: undefined }).join()).toMatch(/no public key/);
    expect(problems({ ...complete, SUPABASE_SECRET_KEYS: '{not json' }).join()).toMatch(/SUPABASE_SECRET_KEYS is not a JSON object/);
    expect(problems({ ...complete, CONTACT_GLOBAL_LIMIT_PER_MINUTE: '0' }).join()).toMatch(
      /CONTACT_GLOBAL_LIMIT_PER_MINUTE must be a positive integer/,
    );
  });
});

it('the global cap per minute is configurable like the per-address limit', () => {
  expect(readRateLimit(read({}))).toEqual({
    rateLimitMax: 5,
    networkLimitMax: 15,
    rateLimitWindowSeconds: 600,
    globalLimitPerMinute: 20,
    mailLimitPerHour: 30,
  });
  expect(readRateLimit(read({ CONTACT_GLOBAL_LIMIT_PER_MINUTE: '50' })).globalLimitPerMinute).toBe(50);
});

describe('readConfirmationSettings (issue 74)', () => {
  const confirmation = (env: Record<string, string | undefined>, origins = ['https://www.example.com']) =>
    readConfirmationSettings(read(env), origins);

  it('takes the link from SITE_URL only, with the hourly ceilings of its mail', () => {
    expect(confirmation({ SITE_URL: 'https://www.example.com' })).toEqual({
      ok: true,
      settings: {
        siteUrl: 'https://www.example.com',
        mailPerHour: 100,
        mailPerDomainPerHour: 30,
        signature: 'AI Employees, hello@aiemployees.cz',
      },
    });
    expect(confirmation({ SITE_URL: 'https://www.example.com', VITE_COMPANY_LEGAL_NAME: 'Nová s.r.o.' })).toMatchObject({
      settings: { signature: 'AI Employees (Nová s.r.o.), hello@aiemployees.cz' },
    });
    expect(confirmation({ SITE_URL: 'https://www.example.com', WAITLIST_MAIL_DOMAIN_LIMIT_PER_HOUR: '5' })).toMatchObject({
      settings: { mailPerDomainPerHour: 5 },
    });
  });

  it('refuses to run without SITE_URL, with one that is no https origin, or with a local origin listed beside a deployed site', () => {
    const refused = (env: Record<string, string | undefined>, origins?: string[]) => {
      const result = confirmation(env, origins);
      return result.ok ? '' : result.problems.join('; ');
    };
    expect(refused({})).toMatch(/^SITE_URL is not set/);
    for (const site of ['http://www.example.com', 'https://www.example.com/cs', 'www.example.com']) {
      expect(refused({ SITE_URL: site }), site).toMatch(/SITE_URL is not an https origin/);
    }
    expect(refused({ SITE_URL: 'https://www.example.com' }, ['https://www.example.com', 'http://localhost:5173'])).toBe(
      'CORS_ALLOWED_ORIGINS lists a local origin on a deployed site (SITE_URL https://www.example.com): http://localhost:5173',
    );
    // `supabase functions serve` on a developer's machine: a local site may list local origins.
    expect(refused({ SITE_URL: 'http://localhost:5173' }, ['http://localhost:5173', 'http://127.0.0.1:5173'])).toBe('');
    expect(refused({ SITE_URL: 'https://www.example.com', WAITLIST_MAIL_LIMIT_PER_HOUR: '0' })).toMatch(
      /WAITLIST_MAIL_LIMIT_PER_HOUR must be a positive integer/,
    );
  });
});

// Newcomer review 2, 5.8: the example's local block left in shipped a published salt and
// localhost as the only origin, and a hosted function ran with both.
describe('the example local block left in on a hosted project', () => {
  it("refuses its published salt and origins of this machine only, and keeps them for the local stack's http API", async () => {
    const example = (await import('node:fs')).readFileSync('supabase/functions/.env.example', 'utf8');
    expect(example).toContain(`IP_HASH_SALT=${EXAMPLE_SALT}\n`);
    const leftIn = { ...complete, IP_HASH_SALT: EXAMPLE_SALT, CORS_ALLOWED_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173' };
    expect(problems(leftIn)).toEqual([
      "IP_HASH_SALT is the example's published local salt: replace the local block of supabase/functions/.env (openssl rand -hex 32)",
      "CORS_ALLOWED_ORIGINS lists only this machine's origins (http://localhost:5173, http://127.0.0.1:5173) on a hosted project: list the site's https origins",
    ]);
    expect(problems({ ...leftIn, SUPABASE_URL: 'http://kong:8000' })).toEqual([]);
  });
});
