import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from '@/config/env';
import { buildSite, site } from '@/config/site';
import { formatPrice } from '@/lib/format-price';
import { mailto } from '@/lib/mailto';
import { assertDeployEnv } from '../../scripts/build';
import { flatten } from '../../scripts/i18n-check';
import { LANGUAGES } from '@shared/languages';
import { OWN_OPERATOR } from '../support/own-operator';

describe('environment (src/config/env.ts)', () => {
  it('defaults to the embedded backend when neither Supabase variable is set', () => {
    const env = readEnv({});
    expect(env.supabaseUrl).toBeUndefined();
    expect(env.supabaseAnonKey).toBeUndefined();
  });
  it('refuses one Supabase variable without the other (D23)', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'https://x.supabase.co' })).toThrow(EnvError);
    expect(() => readEnv({ VITE_SUPABASE_ANON_KEY: 'key' })).toThrow(/both/);
  });
  it('rejects malformed URLs and addresses with the variable name', () => {
    expect(() => readEnv({ VITE_CHECKOUT_FULL_EUR: 'not a url' })).toThrow(/VITE_CHECKOUT_FULL_EUR/);
    expect(() => readEnv({ VITE_CHECKOUT_FULL_EUR: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => readEnv({ VITE_ASSISTANT_EMAIL: 'andrea' })).toThrow(/VITE_ASSISTANT_EMAIL/);
  });
  it('refuses what builds but breaks the site for an operator (NEWCOMER-REVIEW-2 5.5): a Supabase URL with a path, http links to pay, a wrong IČO or DIČ', () => {
    const hosted = { VITE_SUPABASE_ANON_KEY: 'key' };
    expect(() => readEnv({ ...hosted, VITE_SUPABASE_URL: 'https://abc.supabase.co/rest/v1/' })).toThrow(
      'VITE_SUPABASE_URL must be the project\'s URL without a path, such as https://abc.supabase.co, got "https://abc.supabase.co/rest/v1/"',
    );
    expect(readEnv({ ...hosted, VITE_SUPABASE_URL: 'https://abc.supabase.co/' }).supabaseUrl).toBe('https://abc.supabase.co');
    // The CLI's local stack is plain http on loopback.
    expect(readEnv({ ...hosted, VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }).supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(() => readEnv({ ...hosted, VITE_SUPABASE_URL: 'http://abc.supabase.co' })).toThrow(/VITE_SUPABASE_URL must start with https/);
    expect(() => readEnv({ VITE_CHECKOUT_DRAFT_EUR: 'http://buy.stripe.com/x' })).toThrow(/VITE_CHECKOUT_DRAFT_EUR must start with https/);
    expect(() => readEnv({ VITE_BILLING_PORTAL_URL: 'http://billing.example.com' })).toThrow(
      /VITE_BILLING_PORTAL_URL must start with https/,
    );
    expect(() => readEnv({ VITE_COMPANY_ICO: 'abc' })).toThrow(/VITE_COMPANY_ICO must be the company's 8-digit IČO/);
    expect(() => readEnv({ VITE_COMPANY_ICO: '27145639' })).toThrow(/VITE_COMPANY_ICO/);
    expect(readEnv({ VITE_COMPANY_ICO: '27145638' }).companyIco).toBe('27145638');
    expect(readEnv({ VITE_COMPANY_ICO: OWN_OPERATOR.VITE_COMPANY_ICO }).companyIco).toBe(OWN_OPERATOR.VITE_COMPANY_ICO);
    expect(() => readEnv({ VITE_COMPANY_DIC: '27145638' })).toThrow(/VITE_COMPANY_DIC must be CZ followed by 8 to 10 digits/);
    expect(readEnv({ VITE_COMPANY_DIC: 'CZ27145638' }).companyDic).toBe('CZ27145638');
  });

  it('names every wrong value at once, one sentence a line', () => {
    const error = (() => {
      try {
        readEnv({ VITE_COMPANY_ICO: 'abc', VITE_PAYMENT_ROLE: 'Processor', VITE_CHECKOUT_FULL_CZK: 'http://pay.example.com' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(EnvError);
    expect(error?.message.split('\n')).toEqual([
      expect.stringMatching(/^VITE_COMPANY_ICO /),
      expect.stringMatching(/^VITE_CHECKOUT_FULL_CZK /),
      expect.stringMatching(/^VITE_PAYMENT_ROLE /),
    ]);
  });

  it('with the embedded backend and no checkout configured, every plan goes to the local checkout stand-in; never with hosted Supabase', () => {
    const local = buildSite(readEnv({})).checkout;
    expect(local).toEqual({
      draft: { EUR: '/local-checkout/draft/EUR', CZK: '/local-checkout/draft/CZK' },
      full: { EUR: '/local-checkout/full/EUR', CZK: '/local-checkout/full/CZK' },
    });
    const hosted = { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' };
    expect(buildSite(readEnv(hosted)).checkout.full.EUR).toBeUndefined();
    expect(() => readEnv({ ...hosted, VITE_CHECKOUT_FULL_EUR: '/local-checkout/full/EUR' })).toThrow(/only with the embedded backend/);
    // One configured checkout: the others stay unset (a disabled button, D9), as before.
    expect(buildSite(readEnv({ VITE_CHECKOUT_FULL_EUR: 'https://pay.example/f' })).checkout.draft.EUR).toBeUndefined();
  });
  it('overrides the site constants', () => {
    const site = buildSite(
      readEnv({
        VITE_ASSISTANT_EMAIL: 'a@b.cz',
        VITE_CHECKOUT_DRAFT_CZK: 'https://pay.example/d',
        VITE_COMPANY_ICO: '27145638',
        VITE_AI_MODEL_PROVIDER: ' Example AI Ireland Ltd. ',
      }),
    );
    expect(site.emails.assistant).toBe('a@b.cz');
    expect(site.checkout.draft.CZK).toBe('https://pay.example/d');
    expect(site.checkout.full.EUR).toBeUndefined();
    expect(site.company.ico).toBe('27145638');
    expect(site.trialDays).toBe(30);
    expect(site.aiModelProvider).toBe('Example AI Ireland Ltd.');
    expect(buildSite(readEnv({})).aiModelProvider).toBeUndefined();
  });
  it('binds a number to the word before it in the address and the register entry, breakable after a comma', () => {
    const site = buildSite(
      readEnv({ VITE_COMPANY_ADDRESS: 'Dlouhá 5, 110 00 Praha 1', VITE_COMPANY_REGISTER_EN: 'C 12345, Municipal Court in Prague' }),
    );
    expect(site.company.address).toBe('Dlouhá\u00a05, 110\u00a000 Praha\u00a01');
    expect(site.company.register.en).toBe('C\u00a012345, Municipal Court in Prague');
    expect(buildSite(readEnv({})).company.address).toBe('Vinohradská\u00a01511/230, 100\u00a000 Praha\u00a010');
  });
  it('reads the operator facts (D66): regions and provider as written, the reply time as whole working days', () => {
    const facts = buildSite(
      readEnv({
        VITE_HOSTING_REGION: ' de ',
        VITE_EMAIL_PROVIDER: 'Resend, Inc.',
        VITE_EMAIL_REGION: 'IE',
        VITE_REPLY_WORKING_DAYS: '2',
      }),
    );
    expect([facts.hostingRegion, facts.emailProvider, facts.emailRegion, facts.replyWorkingDays]).toEqual([
      { en: 'EU (Germany)', cs: 'EU (Německo)' },
      'Resend, Inc.',
      { en: 'EU (Ireland)', cs: 'EU (Irsko)' },
      2,
    ]);
    // Newcomer review 2, 5.6: regions typed as words showed English on the Czech privacy page.
    for (const bad of ['EU (Ireland)', 'XX', 'Irsko'])
      expect(() => readEnv({ VITE_EMAIL_REGION: bad })).toThrow(/VITE_EMAIL_REGION must be country codes, such as IE or IE,US/);
    const unset = buildSite(readEnv({}));
    expect([unset.hostingRegion, unset.emailProvider, unset.emailRegion, unset.replyWorkingDays]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    for (const bad of ['0', '1.5', 'one', '100'])
      expect(() => readEnv({ VITE_REPLY_WORKING_DAYS: bad })).toThrow(/VITE_REPLY_WORKING_DAYS/);
  });
  it('reads the launch facts (issue 58): payment provider, role and region, the AI model region, reminders, the reply time of Andrea', () => {
    const facts = buildSite(
      readEnv({
        VITE_PAYMENT_PROVIDER: 'Stripe Payments Europe, Ltd.',
        VITE_PAYMENT_ROLE: 'controller',
        VITE_PAYMENT_REGION: 'IE, US',
        VITE_AI_MODEL_REGION: 'FR',
        VITE_TRIAL_REMINDERS: 'yes',
        VITE_ASSISTANT_REPLY_MINUTES: '10',
      }),
    );
    expect(facts.payment).toEqual({
      provider: 'Stripe Payments Europe, Ltd.',
      role: 'controller',
      region: { en: 'EU (Ireland); United States', cs: 'EU (Irsko); Spojené státy' },
    });
    expect([facts.aiModelRegion, facts.trialReminders, facts.assistantReplyMinutes]).toEqual([
      { en: 'EU (France)', cs: 'EU (Francie)' },
      true,
      10,
    ]);
    const unset = buildSite(readEnv({}));
    expect([unset.payment, unset.aiModelRegion, unset.trialReminders, unset.assistantReplyMinutes]).toEqual([
      { provider: undefined, role: undefined, region: undefined },
      undefined,
      false,
      undefined,
    ]);
    expect(buildSite(readEnv({ VITE_TRIAL_REMINDERS: 'no' })).trialReminders).toBe(false);
    expect(() => readEnv({ VITE_PAYMENT_ROLE: 'both' })).toThrow(/VITE_PAYMENT_ROLE must be one of processor, controller/);
    expect(() => readEnv({ VITE_TRIAL_REMINDERS: 'true' })).toThrow(/VITE_TRIAL_REMINDERS/);
    for (const bad of ['0', 'soon', '1000'])
      expect(() => readEnv({ VITE_ASSISTANT_REPLY_MINUTES: bad })).toThrow(/VITE_ASSISTANT_REPLY_MINUTES/);
  });
  it("words Andrea's reply time in every plural form of each language (issue 58)", async () => {
    const common = (language: string) =>
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${language}/common.json`), 'utf8'));
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { common: common('en') }, cs: { common: common('cs') } }, defaultNS: 'common', lng: 'cs' });
    const within = (lng: string, count: number) => i18n.t('assistantReply.within', { lng, count });
    expect([1, 2, 5].map((count) => within('cs', count))).toEqual(['obvykle do 1 minuty', 'obvykle do 2 minut', 'obvykle do 5 minut']);
    expect([1, 10].map((count) => within('en', count))).toEqual(['usually within 1 minute', 'usually within 10 minutes']);
    expect([i18n.t('assistantReply.soon', { lng: 'en' }), i18n.t('assistantReply.soon', { lng: 'cs' })]).toEqual([
      'usually within minutes',
      'obvykle během pár minut',
    ]);
  });
  it('words the reply time in every plural form of each language (D66)', async () => {
    const common = (language: string) =>
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${language}/common.json`), 'utf8'));
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { common: common('en') }, cs: { common: common('cs') } }, defaultNS: 'common', lng: 'cs' });
    const within = (lng: string, count: number) => i18n.t('replyTime.within', { lng, count });
    expect([1, 2, 5].map((count) => within('cs', count))).toEqual([
      'zpravidla do 1 pracovního dne',
      'zpravidla do 2 pracovních dnů',
      'zpravidla do 5 pracovních dnů',
    ]);
    expect([1, 2].map((count) => within('en', count))).toEqual(['within 1 working day', 'within 2 working days']);
  });
  it('the trial and tester lengths read correctly in the Czech copy, which writes "{{days}} dní" and "po {{days}} dnech"', () => {
    // Those forms are Czech's plural for 0 and 5 or more ("30 dní"); 2-4 take "dny" ("3 dny") and
    // 1 "den": a trial that short needs plural keys (_one/_few/_many/_other) in the copy first.
    expect(Number.isInteger(site.trialDays) && site.trialDays >= 5).toBe(true);
    expect(Number.isInteger(site.testerAccessDays) && site.testerAccessDays >= 5).toBe(true);
  });
});

describe('meta strings and the trial length', () => {
  const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');
  const metaStrings = (language: string) =>
    readdirSync(path.join(LOCALES, language)).flatMap((file) =>
      [...flatten(JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')))]
        .filter(([key]) => /(^|\.)meta\.(title|description|keywords)$/.test(key))
        .map(([key, value]) => [`${language}/${file} ${key}`, value] as const),
    );

  it.each(LANGUAGES)(
    'no %s meta string retypes a trial length, a price or a percentage (page-head.ts fills {{days}}, {{draftPrice}}, {{percent}})',
    (language) => {
      const strings = metaStrings(language);
      expect(strings.length).toBeGreaterThan(30);
      const retyped = /\d+\s*-?\s*(days?\b|denní|dní|dnů|dnech)|€\s?\d|\d\s?(Kč|EUR|CZK)\b|\d\s?%/i;
      expect(strings.filter(([, value]) => retyped.test(value))).toEqual([]);
    },
  );
});

describe('deploy build guard (D23, issue 58)', () => {
  const SUPABASE = { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' };
  const SITE = { SITE_URL: 'https://www.example.com' };
  it('stops a deploy build with no backend and names what is missing', () => {
    expect(() => assertDeployEnv({ ...OWN_OPERATOR })).toThrow(/VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set/);
    expect(() => assertDeployEnv({ ...OWN_OPERATOR, VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: ' ' })).toThrow(
      /VITE_SUPABASE_ANON_KEY is not set/,
    );
    expect(assertDeployEnv({ ...OWN_OPERATOR, ...SUPABASE, ...SITE })).toBe('https://www.example.com');
  });
  it('issue 74: stops a deploy build without its own https address, in one sentence; the canonical URLs follow it', () => {
    let message = '';
    try {
      assertDeployEnv({ ...OWN_OPERATOR, ...SUPABASE });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Deploy build stopped: SITE_URL is not set, so set it to the site's own https address/);
    expect(message.replace(/deploy\.md|build:local/g, '').match(/\.(\s|$)/g)).toEqual(['.']);
    expect(() => assertDeployEnv({ ...OWN_OPERATOR, ...SUPABASE, SITE_URL: 'http://www.example.com' })).toThrow(/must be an https address/);
    expect(() => assertDeployEnv({ ...OWN_OPERATOR, ...SUPABASE, SITE_URL: 'https://www.example.com/cs' })).toThrow(/with no path/);
    expect(() => assertDeployEnv({ ...OWN_OPERATOR, ...SUPABASE, ...SITE, VITE_SITE_URL: 'https://other.example' })).toThrow(
      /name two sites/,
    );
    expect(assertDeployEnv({ ...OWN_OPERATOR, ...SUPABASE, ...SITE, VITE_SITE_URL: 'https://www.example.com/' })).toBe(
      'https://www.example.com',
    );
  });
  it('stops a deploy build whose operator is the sample, in one sentence naming the variables to set', () => {
    let message = '';
    try {
      const { VITE_AI_MODEL_PROVIDER, VITE_MAILBOX_STORE_PROVIDER } = OWN_OPERATOR;
      assertDeployEnv({ ...SUPABASE, ...SITE, VITE_AI_MODEL_PROVIDER, VITE_MAILBOX_STORE_PROVIDER });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      "Deploy build stopped: the operator's identity is still the sample, so set VITE_COMPANY_LEGAL_NAME, VITE_COMPANY_ADDRESS, " +
        "VITE_COMPANY_ICO, VITE_COMPANY_DIC, VITE_COMPANY_REGISTER_EN, VITE_COMPANY_REGISTER_CS to your company's own details " +
        '(see .env.example), or run `npm run build:local` for a local build with the sample.',
    );
    // One sentence: a single full stop, at the end.
    expect(message.replace(/s\.r\.o\.|\.env|\.example/g, '').match(/\.(\s|$)/g)).toEqual(['.']);
    // Copied from .env.example's old sample values, or half set: still the sample.
    expect(() => assertDeployEnv({ ...SUPABASE, ...OWN_OPERATOR, VITE_COMPANY_ICO: '21145678' })).toThrow(/set VITE_COMPANY_ICO to/);
    expect(() => assertDeployEnv({ ...SUPABASE, ...OWN_OPERATOR, VITE_COMPANY_DIC: ' ' })).toThrow(/set VITE_COMPANY_DIC to/);
  });
  it('issue 75: stops a deploy build that would name a processor of mailbox content "on request", in one sentence', () => {
    const { VITE_AI_MODEL_PROVIDER, VITE_MAILBOX_STORE_PROVIDER, ...unnamed } = OWN_OPERATOR;
    let message = '';
    try {
      assertDeployEnv({ ...SUPABASE, ...SITE, ...unnamed });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'Deploy build stopped: the privacy policy and the processing terms must name every processor of mailbox content, so set ' +
        "VITE_AI_MODEL_PROVIDER and VITE_MAILBOX_STORE_PROVIDER to the provider's name (see .env.example), or run `npm run build:local` for a local build.",
    );
    expect(message.replace(/\.env|\.example/g, '').match(/\.(\s|$)/g)).toEqual(['.']);
    expect(() => assertDeployEnv({ ...SUPABASE, ...SITE, ...unnamed, VITE_MAILBOX_STORE_PROVIDER, VITE_AI_MODEL_PROVIDER: ' ' })).toThrow(
      /so set VITE_AI_MODEL_PROVIDER to/,
    );
    expect(assertDeployEnv({ ...SUPABASE, ...SITE, ...unnamed, VITE_MAILBOX_STORE_PROVIDER, VITE_AI_MODEL_PROVIDER })).toBe(
      'https://www.example.com',
    );
  });
  // Issue 78: with only the two Supabase variables set, it stopped on the operator, then on the
  // processors, then on SITE_URL, then on a value's format: four builds to learn four things.
  it("names every reason at once, one line each, the values' own mistakes included", () => {
    let message = '';
    try {
      assertDeployEnv({ ...SUPABASE, VITE_COMPANY_ICO: 'abc', VITE_CHECKOUT_DRAFT_EUR: 'http://buy.example/x' });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toBe('Deploy build stopped for 5 reasons:');
    expect(lines.slice(1).map((line) => line.slice(0, 41))).toEqual([
      "- the operator's identity is still the sa",
      '- the privacy policy and the processing t',
      '- SITE_URL is not set, so set it to the s',
      "- VITE_COMPANY_ICO must be the company's ",
      '- VITE_CHECKOUT_DRAFT_EUR must start with',
    ]);
  });
  // Newcomer review 2, 5.6: the consent named tools the build never loads.
  it('names which analytics tools the consent asks about, from the IDs set', () => {
    const tools = (raw: Record<string, string>) => buildSite(readEnv(raw)).analytics.tools;
    expect([
      tools({}),
      tools({ VITE_GTM_ID: 'GTM-1' }),
      tools({ VITE_CLARITY_ID: 'c1' }),
      tools({ VITE_GTM_ID: 'GTM-1', VITE_CLARITY_ID: 'c1' }),
    ]).toEqual(['none', 'gtm', 'clarity', undefined]);
  });
  it("issue 75: reads the checkout's facts, and refuses a label the Terms could not quote", () => {
    expect(buildSite(readEnv({})).checkoutFacts).toEqual({
      buttonLabel: { en: undefined, cs: undefined },
      language: undefined,
      receipt: false,
    });
    const facts = buildSite(
      readEnv({
        VITE_CHECKOUT_BUTTON_EN: ' Start trial ',
        VITE_CHECKOUT_BUTTON_CS: 'Zahájit zkušební období',
        VITE_CHECKOUT_LANGUAGE: 'page',
        VITE_CHECKOUT_RECEIPT: 'yes',
      }),
    ).checkoutFacts;
    expect(facts).toEqual({ buttonLabel: { en: 'Start trial', cs: 'Zahájit zkušební období' }, language: 'page', receipt: true });
    expect(() => readEnv({ VITE_CHECKOUT_BUTTON_CS: '„Objednat“', VITE_CHECKOUT_LANGUAGE: 'auto' })).toThrow(
      /VITE_CHECKOUT_BUTTON_CS must be the button's label[^\n]*\nVITE_CHECKOUT_LANGUAGE must be one of page, browser/,
    );
  });
  it('local builds keep the sample and know it is one', () => {
    expect(buildSite(readEnv({})).company).toMatchObject({ sample: true, legalName: 'AI Employees s.r.o.', ico: '21145678' });
    expect(buildSite(readEnv({ ...OWN_OPERATOR, VITE_COMPANY_DIC: undefined })).company.sample).toBe(true);
    expect(buildSite(readEnv(OWN_OPERATOR)).company).toMatchObject({ sample: false, legalName: 'Vzorová Firma s.r.o.', ico: '12345679' });
  });
});

describe('formatPrice', () => {
  it('shows euros in English and crowns with Czech grouping in Czech', () => {
    expect(formatPrice(29, 'en')).toBe('€29');
    expect(formatPrice(690, 'cs')).toBe('690\u00a0Kč');
    expect(formatPrice(1190, 'cs')).toBe('1\u00a0190\u00a0Kč');
  });
});

describe('mailto', () => {
  it('encodes subject and body with diacritics and line breaks', () => {
    const link = mailto('andrea@aiemployees.cz', { subject: 'Žádost o připojení & test', body: 'Dobrý den,\nděkuji.' });
    expect(link).toBe(
      'mailto:andrea@aiemployees.cz?subject=%C5%BD%C3%A1dost%20o%20p%C5%99ipojen%C3%AD%20%26%20test&body=Dobr%C3%BD%20den%2C%0Ad%C4%9Bkuji.',
    );
    expect(decodeURIComponent(new URL(link).searchParams.get('subject') ?? '')).toBe('Žádost o připojení & test');
  });
  it('leaves out empty fields', () => {
    expect(mailto('a@b.cz')).toBe('mailto:a@b.cz');
  });
});
