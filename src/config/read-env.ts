/**
 * Validation of the VITE_ variables, so a typo fails loudly at build time instead of shipping a
 * broken link. Pure: vite.config.ts runs it once per build, src/config/env.ts on import elsewhere.
 */
import { LOCAL_CHECKOUT_PATH, localCheckoutPath } from '../../supabase/functions/_shared/local-checkout.ts';
import { LANGUAGES, type Language } from '../../supabase/functions/_shared/languages.ts';

export type RawEnv = Record<string, string | boolean | undefined>;

/**
 * Where a provider processes data, as country codes ("IE", "IE,US"), in the words of each language
 * of the site: "EU (Ireland); United States" and "EU (Irsko); Spojené státy". Named here, in Node,
 * once per build, so the prerendered page and the hydrating one say the same; a region typed as
 * words could only ever be one language's.
 */
function region(raw: RawEnv, name: string): Record<Language, string> | undefined {
  const value = text(raw, name);
  if (value === undefined) return undefined;
  const codes = value
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  const known = (code: string) =>
    /^[A-Z]{2}$/.test(code) && new Intl.DisplayNames('en', { type: 'region', fallback: 'none' }).of(code) !== undefined;
  if (codes.length === 0 || !codes.every(known))
    throw new EnvError(`${name} must be country codes, such as IE or IE,US (each language names them), got "${value}"`);
  // The EU's members: a processor there is "EU (Ireland)", elsewhere the country alone. Kept inside
  // the function: a module-level Set would stay in the browser's bundle, which never validates.
  const inEu = (code: string) =>
    'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ').includes(code);
  const words = (language: Language) => {
    const names = new Intl.DisplayNames(language, { type: 'region' });
    const eu = codes.filter(inEu).map((code) => names.of(code));
    const rest = codes.filter((code) => !inEu(code)).map((code) => names.of(code));
    return [...(eu.length > 0 ? [`EU (${eu.join(', ')})`] : []), ...rest].join('; ');
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, words(language)])) as Record<Language, string>;
}

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

const onLoopback = (value: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(value).hostname);

/** Where a visitor pays or manages a plan: https only (a card form over http is refused by browsers and providers). */
function secureUrl(raw: RawEnv, name: string): string | undefined {
  const value = url(raw, name);
  if (value !== undefined && new URL(value).protocol !== 'https:' && !onLoopback(value)) {
    throw new EnvError(`${name} must start with https://, got "${value}"`);
  }
  return value;
}

/** The project's own URL: supabase-js adds `/rest/v1` and `/functions/v1` itself, so a path breaks every form. */
function supabaseProjectUrl(raw: RawEnv, name: string): string | undefined {
  const value = secureUrl(raw, name);
  if (value === undefined) return undefined;
  const parsed = new URL(value);
  if (parsed.pathname.length > 1 || parsed.search || parsed.hash) {
    throw new EnvError(`${name} must be the project's URL without a path, such as ${parsed.origin}, got "${value}"`);
  }
  return parsed.origin;
}

/** A Czech company number (IČO): 8 digits whose last is the check digit of the first seven (weights 8 to 2, modulo 11). */
export function validIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const remainder = digits.slice(0, 7).reduce((sum, digit, index) => sum + digit * (8 - index), 0) % 11;
  const check = remainder === 0 ? 1 : remainder === 1 ? 0 : 11 - remainder;
  return digits[7] === check;
}

function ico(raw: RawEnv, name: string): string | undefined {
  const value = text(raw, name);
  if (value !== undefined && !validIco(value)) {
    throw new EnvError(`${name} must be the company's 8-digit IČO as the Commercial Register shows it, got "${value}"`);
  }
  return value;
}

/** A Czech VAT number (DIČ): CZ and 8 to 10 digits (a company's is CZ and its IČO). */
function dic(raw: RawEnv, name: string): string | undefined {
  const value = text(raw, name);
  if (value !== undefined && !/^CZ\d{8,10}$/.test(value)) {
    throw new EnvError(`${name} must be CZ followed by 8 to 10 digits, such as CZ27145638, got "${value}"`);
  }
  return value;
}

/**
 * A plan's checkout: a URL, or in a build with the embedded backend the local stand-in's path. With
 * the embedded backend and no checkout configured at all, every plan goes to the stand-in, so the
 * whole loop (checkout, order, confirmation, success page) runs on a fresh clone.
 */
function checkouts(raw: RawEnv, embedded: boolean, read: Read) {
  const names = {
    draftEur: 'VITE_CHECKOUT_DRAFT_EUR',
    draftCzk: 'VITE_CHECKOUT_DRAFT_CZK',
    fullEur: 'VITE_CHECKOUT_FULL_EUR',
    fullCzk: 'VITE_CHECKOUT_FULL_CZK',
  };
  const none = Object.values(names).every((name) => text(raw, name) === undefined);
  const one = (name: string): string | undefined => {
    const value = text(raw, name);
    const [, plan, currency] = /^VITE_CHECKOUT_([A-Z]+)_([A-Z]+)$/.exec(name)!;
    if (value === undefined) return embedded && none ? localCheckoutPath(plan.toLowerCase(), currency) : undefined;
    if (value.startsWith(`${LOCAL_CHECKOUT_PATH}/`)) {
      if (!embedded)
        throw new EnvError(`${name}: the local checkout (${value}) exists only with the embedded backend, not with VITE_SUPABASE_URL`);
      return value;
    }
    return secureUrl(raw, name);
  };
  return {
    checkoutDraftEur: read(() => one(names.draftEur)),
    checkoutDraftCzk: read(() => one(names.draftCzk)),
    checkoutFullEur: read(() => one(names.fullEur)),
    checkoutFullCzk: read(() => one(names.fullCzk)),
  };
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

/**
 * The sample operator: what `npm start` and `build:local` show until the operator sets
 * its own identity. A deploy build refuses it (scripts/build.ts, as it refuses a build without
 * Supabase), and it lives here, not in site.ts, so a configured bundle carries none of it.
 */
export const SAMPLE_OPERATOR = {
  VITE_COMPANY_LEGAL_NAME: 'AI Employees s.r.o.',
  VITE_COMPANY_ADDRESS: 'Vinohradská 1511/230, 100 00 Praha 10',
  VITE_COMPANY_ICO: '21145678',
  VITE_COMPANY_DIC: 'CZ21145678',
  VITE_COMPANY_REGISTER_EN: 'C 398765, Municipal Court in Prague',
  VITE_COMPANY_REGISTER_CS: 'C 398765 vedená u Městského soudu v Praze',
} as const;
export type OperatorVariable = keyof typeof SAMPLE_OPERATOR;

/** The operator's identity variables still unset or holding the sample's value, in the table's order. */
export function sampleOperatorVariables(raw: RawEnv): OperatorVariable[] {
  return (Object.keys(SAMPLE_OPERATOR) as OperatorVariable[]).filter((name) => {
    const value = text(raw, name);
    return value === undefined || value === SAMPLE_OPERATOR[name];
  });
}

function oneOf<T extends string>(raw: RawEnv, name: string, values: readonly T[]): T | undefined {
  const value = text(raw, name);
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw new EnvError(`${name} must be one of ${values.join(', ')}, got "${value}"`);
  return value as T;
}

/**
 * The label of the checkout's final button as the provider shows it, read off the real link: the
 * Terms quote it, so quotes and braces would break the sentence that quotes it.
 */
function buttonLabel(raw: RawEnv, name: string): string | undefined {
  const value = text(raw, name);
  if (value !== undefined && (value.length > 60 || /["“”„{}<>]/.test(value))) {
    throw new EnvError(
      `${name} must be the button's label as the checkout shows it (at most 60 characters, no quotes or braces), got "${value}"`,
    );
  }
  return value;
}

function minutes(raw: RawEnv, name: string): number | undefined {
  const value = text(raw, name);
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,2}$/.test(value)) throw new EnvError(`${name} must be a whole number of minutes (1-999), got "${value}"`);
  return Number(value);
}

/**
 * The variables as the app reads them. Every wrong value is named at once, one sentence a line, so
 * an operator fixes them in one pass instead of one build per mistake.
 */
export function readEnv(raw: RawEnv) {
  const problems: string[] = [];
  const read = <T>(check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  };
  const env = readEach(raw, read);
  if (problems.length > 0) throw new EnvError(problems.join('\n'));
  return env;
}

type Read = <T>(check: () => T) => T | undefined;

/**
 * Which analytics tools a visitor is asked about: the cookie banner and settings name only those
 * (an i18next context of their copy), and with none there is nothing to ask.
 */
function analytics(gtmId: string | undefined, clarityId: string | undefined) {
  // Both: no context, so the copy's plain key, which names both, is read.
  const tools: 'gtm' | 'clarity' | 'none' | undefined = gtmId ? (clarityId ? undefined : 'gtm') : clarityId ? 'clarity' : 'none';
  return { gtmId, clarityId, tools };
}

function readEach(raw: RawEnv, read: Read) {
  const supabaseUrl = read(() => supabaseProjectUrl(raw, 'VITE_SUPABASE_URL'));
  const supabaseAnonKey = text(raw, 'VITE_SUPABASE_ANON_KEY');
  if ((text(raw, 'VITE_SUPABASE_URL') === undefined) !== (supabaseAnonKey === undefined)) {
    read(() => {
      throw new EnvError('Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (embedded backend).');
    });
  }
  const embedded = text(raw, 'VITE_SUPABASE_URL') === undefined;
  return {
    /** Hosted Supabase; undefined means the embedded local backend on the same origin. */
    supabaseUrl,
    supabaseAnonKey,
    siteUrl: read(() => url(raw, 'VITE_SITE_URL')),
    /** True while any identity variable is unset or the sample's: the pages then say the details are a sample. */
    companySample: sampleOperatorVariables(raw).length > 0,
    companyLegalName: text(raw, 'VITE_COMPANY_LEGAL_NAME') ?? SAMPLE_OPERATOR.VITE_COMPANY_LEGAL_NAME,
    companyAddress: text(raw, 'VITE_COMPANY_ADDRESS') ?? SAMPLE_OPERATOR.VITE_COMPANY_ADDRESS,
    companyIco: read(() => ico(raw, 'VITE_COMPANY_ICO')) ?? SAMPLE_OPERATOR.VITE_COMPANY_ICO,
    companyDic: read(() => dic(raw, 'VITE_COMPANY_DIC')) ?? SAMPLE_OPERATOR.VITE_COMPANY_DIC,
    companyRegisterEn: text(raw, 'VITE_COMPANY_REGISTER_EN') ?? SAMPLE_OPERATOR.VITE_COMPANY_REGISTER_EN,
    companyRegisterCs: text(raw, 'VITE_COMPANY_REGISTER_CS') ?? SAMPLE_OPERATOR.VITE_COMPANY_REGISTER_CS,
    contactEmail: read(() => email(raw, 'VITE_CONTACT_EMAIL')),
    assistantEmail: read(() => email(raw, 'VITE_ASSISTANT_EMAIL')),
    securityEmail: read(() => email(raw, 'VITE_SECURITY_EMAIL')),
    billingPortalUrl: read(() => secureUrl(raw, 'VITE_BILLING_PORTAL_URL')),
    ...checkouts(raw, embedded, read),
    aiModelProvider: text(raw, 'VITE_AI_MODEL_PROVIDER'),
    hostingRegion: read(() => region(raw, 'VITE_HOSTING_REGION')),
    emailProvider: text(raw, 'VITE_EMAIL_PROVIDER'),
    emailRegion: read(() => region(raw, 'VITE_EMAIL_REGION')),
    replyWorkingDays: read(() => workingDays(raw, 'VITE_REPLY_WORKING_DAYS')),
    aiModelRegion: read(() => region(raw, 'VITE_AI_MODEL_REGION')),
    // Grouped as site.ts serves them: the browser's bundle then copies each group whole.
    mailboxStore: { provider: text(raw, 'VITE_MAILBOX_STORE_PROVIDER'), region: read(() => region(raw, 'VITE_MAILBOX_STORE_REGION')) },
    checkoutButtonEn: read(() => buttonLabel(raw, 'VITE_CHECKOUT_BUTTON_EN')),
    checkoutButtonCs: read(() => buttonLabel(raw, 'VITE_CHECKOUT_BUTTON_CS')),
    checkoutLanguage: read(() => oneOf(raw, 'VITE_CHECKOUT_LANGUAGE', ['page', 'browser'] as const)),
    checkoutReceipt: read(() => oneOf(raw, 'VITE_CHECKOUT_RECEIPT', ['yes', 'no'] as const)),
    payment: {
      provider: text(raw, 'VITE_PAYMENT_PROVIDER'),
      role: read(() => oneOf(raw, 'VITE_PAYMENT_ROLE', ['processor', 'controller'] as const)),
      region: read(() => region(raw, 'VITE_PAYMENT_REGION')),
    },
    trialReminders: read(() => oneOf(raw, 'VITE_TRIAL_REMINDERS', ['yes', 'no'] as const)),
    assistantReplyMinutes: read(() => minutes(raw, 'VITE_ASSISTANT_REPLY_MINUTES')),
    analytics: analytics(text(raw, 'VITE_GTM_ID'), text(raw, 'VITE_CLARITY_ID')),
  };
}

export type Env = ReturnType<typeof readEnv>;
