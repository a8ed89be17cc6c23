/**
 * Validation of the VITE_ variables, so a typo fails loudly at build time instead of shipping a
 * broken link. Pure: vite.config.ts runs it once per build, src/config/env.ts on import elsewhere.
 */
export type RawEnv = Record<string, string | boolean | undefined>;

export class EnvError extends Error {}

function text(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function url(raw: RawEnv, name: string): string | undefined {
  const value = text(raw, name);
  if (value === undefined) return undefined;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('protocol');
  } catch {
    throw new EnvError(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

function email(raw: RawEnv, name: string): string | undefined {
  const value = text(raw, name);
  if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new EnvError(`${name} must be an email address, got "${value}"`);
  }
  return value;
}

function workingDays(raw: RawEnv, name: string): number | undefined {
  const value = text(raw, name);
  if (value === undefined) return undefined;
  if (!/^[1-9]\d?$/.test(value)) throw new EnvError(`${name} must be a whole number of working days (1-99), got "${value}"`);
  return Number(value);
}

export function readEnv(raw: RawEnv) {
  const supabaseUrl = url(raw, 'VITE_SUPABASE_URL');
  const supabaseAnonKey = text(raw, 'VITE_SUPABASE_ANON_KEY');
  if ((supabaseUrl === undefined) !== (supabaseAnonKey === undefined)) {
    throw new EnvError('Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (embedded backend).');
  }
  return {
    /** Hosted Supabase; undefined means the embedded local backend on the same origin. */
    supabaseUrl,
    supabaseAnonKey,
    siteUrl: url(raw, 'VITE_SITE_URL'),
    companyLegalName: text(raw, 'VITE_COMPANY_LEGAL_NAME'),
    companyAddress: text(raw, 'VITE_COMPANY_ADDRESS'),
    companyIco: text(raw, 'VITE_COMPANY_ICO'),
    companyDic: text(raw, 'VITE_COMPANY_DIC'),
    companyRegisterEn: text(raw, 'VITE_COMPANY_REGISTER_EN'),
    companyRegisterCs: text(raw, 'VITE_COMPANY_REGISTER_CS'),
    contactEmail: email(raw, 'VITE_CONTACT_EMAIL'),
    assistantEmail: email(raw, 'VITE_ASSISTANT_EMAIL'),
    securityEmail: email(raw, 'VITE_SECURITY_EMAIL'),
    billingPortalUrl: url(raw, 'VITE_BILLING_PORTAL_URL'),
    checkoutDraftEur: url(raw, 'VITE_CHECKOUT_DRAFT_EUR'),
    checkoutDraftCzk: url(raw, 'VITE_CHECKOUT_DRAFT_CZK'),
    checkoutFullEur: url(raw, 'VITE_CHECKOUT_FULL_EUR'),
    checkoutFullCzk: url(raw, 'VITE_CHECKOUT_FULL_CZK'),
    aiModelProvider: text(raw, 'VITE_AI_MODEL_PROVIDER'),
    hostingRegion: text(raw, 'VITE_HOSTING_REGION'),
    emailProvider: text(raw, 'VITE_EMAIL_PROVIDER'),
    emailRegion: text(raw, 'VITE_EMAIL_REGION'),
    replyWorkingDays: workingDays(raw, 'VITE_REPLY_WORKING_DAYS'),
    gtmId: text(raw, 'VITE_GTM_ID'),
    clarityId: text(raw, 'VITE_CLARITY_ID'),
  };
}

export type Env = ReturnType<typeof readEnv>;
