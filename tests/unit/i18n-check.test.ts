import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkGlossary,
  checkUntranslated,
  comparePair,
  compareServerSentences,
  flatten,
  parseLocale,
  SENTENCES_FILE,
  serverSentences,
  readGlossary,
  termPattern,
  uncheckedLanguages,
  unusedKeys,
  type Glossary,
} from '../../scripts/i18n-check';
import { ERROR_CODES } from '@shared/error-codes.ts';
import { LANGUAGES, type Language } from '@shared/languages';

const flat = (value: unknown) => flatten(value);

describe('i18n:check', () => {
  it('reports keys missing on either side', () => {
    const problems: string[] = [];
    comparePair('home', flat({ a: 'A', b: 'B' }), flat({ a: 'Á', c: 'C' }), problems, 'cs');
    expect(problems).toContain('cs/home.json: b: missing (en/home.json has it)');
    expect(problems).toContain('en/home.json: c: missing (cs/home.json has it)');
  });
  it('reports differing variables and tags, and empty strings', () => {
    const problems: string[] = [];
    comparePair(
      'x',
      flat({ a: 'Hi {{name}}', b: 'See <1>terms</1>', c: 'ok' }),
      flat({ a: 'Ahoj {{jmeno}}', b: 'Viz podmínky', c: ' ' }),
      problems,
      'cs',
    );
    expect(problems).toContain("cs/x.json: a: placeholders differ from English (en {{name}} vs cs {{jmeno}}); keep English's names");
    expect(problems.some((p) => p.startsWith('cs/x.json: b: <tags> differ'))).toBe(true);
    expect(problems).toContain('cs/x.json: c: empty text');
  });
  it('requires all four Czech plural forms', () => {
    const problems: string[] = [];
    comparePair(
      'x',
      flat({ n_one: '{{count}} day', n_other: '{{count}} days' }),
      flat({ n_one: '{{count}} den', n_few: '{{count}} dny', n_other: '{{count}} dní' }),
      problems,
      'cs',
    );
    expect(problems).toEqual(['cs/x.json: n: plural lacks the _many form']);
  });
  it('points at the line and column of a JSON syntax error', () => {
    const problems: string[] = [];
    parseLocale('public/locales/cs/home.json', '{\n  "a": "b",\n  "c" "d"\n}', problems);
    expect(problems[0]).toMatch(/^public\/locales\/cs\/home\.json:3:\d+: invalid JSON/);
  });
  it.each([
    ['{\n  "a": "b",\n  "c": "d",\n}\n', '3:11: invalid JSON: remove the comma after the last entry'],
    ['{\n  "a": "b"\n  "c": "d"\n}\n', '2:11: invalid JSON: add a comma at the end of line 2'],
    ['{\n  "a": "He said "hi""\n}\n', '2:18: invalid JSON: a double quote inside the text ends it early'],
    ['{\n  "a": ["b", "c",]\n}\n', '2:17: invalid JSON: remove the comma after the last entry'],
    ['{\n  "a": "b"\n', '2:11: invalid JSON: the file ends too early'],
    // Newcomer review 2, 3.4: a missing closing quote was told to keep its text on one line.
    ['{\n  "submit": "Odeslat zprávu,\n  "next": "b"\n}\n', '2:29: invalid JSON: this text has no closing quote: end it with "'],
    ['{\n  "x": {\n    "submit": "Odeslat\n  }\n}\n', '3:23: invalid JSON: this text has no closing quote'],
    ['{\n  "a": "one\ntwo"\n}\n', '2:12: invalid JSON: a line break or tab inside the text'],
  ])('says what to write for a JSON mistake (%j)', (text, said) => {
    const problems: string[] = [];
    parseLocale('en/x.json', text, problems);
    expect(problems).toEqual([expect.stringContaining(`en/x.json:${said}`)]);
  });
  it('names a broken placeholder once, with what to write, not as a difference', () => {
    const problems: string[] = [];
    comparePair('home', flat({ intro: 'First {{days}} days' }), flat({ intro: 'Prvních {{days} dní' }), problems, 'cs');
    expect(problems).toEqual(['cs/home.json: intro: "{{days}" is a broken placeholder; write "{{days}}"']);
  });
  it('refuses i18next nesting, which the site does not read', () => {
    const problems: string[] = [];
    comparePair('home', flat({ intro: 'See $t(common:nav.demo)' }), flat({ intro: 'Viz ukázku' }), problems, 'cs');
    expect(problems).toEqual(['en/home.json: intro: "$t(...)" does not show another text here; write the text itself']);
  });
  it('finds keys that no source uses, honouring template prefixes and the allowlist', () => {
    const source = "t('nav.demo'); t(`footer.links.${key}`); t('home:faq.items', { returnObjects: true })";
    const keys = ['nav.demo', 'nav.gone', 'footer.links.andrea', 'faq.items.0.q', 'meta.title'];
    expect(unusedKeys('home', keys, source, ['home:meta'])).toEqual(['nav.gone']);
  });
  // Newcomer review 2, 3.8: a key added in both languages passed because the code names `pricing`
  // (an anchor): a parent counts only where it is read whole.
  it('does not count a parent named for another reason as reading its children', () => {
    const source = "<section id={'pricing'}>{t('pricing.note', { context: reminders ? 'reminders' : undefined })}";
    expect(unusedKeys('home', ['pricing.guarantee', 'pricing.note', 'pricing.note_reminders'], source, [])).toEqual(['pricing.guarantee']);
  });
});

describe('i18n:check server sentences (D21)', () => {
  const common = (language: Language) => flatten(JSON.parse(readFileSync(path.resolve(`public/locales/${language}/common.json`), 'utf8')));
  const locales = () => new Map(LANGUAGES.map((language) => [language, common(language)]));
  // The order confirmation's words (issue 72) are legal.json's.
  const legal = new Map(
    LANGUAGES.map((language) => [
      language,
      flatten(JSON.parse(readFileSync(path.resolve(`public/locales/${language}/legal.json`), 'utf8'))),
    ]),
  );
  const written = () => readFileSync(path.resolve(SENTENCES_FILE), 'utf8');

  it("the function's copy is the locale files' forms.codes and thanks, in every language, for every code it answers with", () => {
    const problems: string[] = [];
    compareServerSentences(locales(), written(), problems, legal);
    expect(problems).toEqual([]);
    const file = JSON.parse(written()) as Record<Language, { codes: Record<string, string>; thanks: string }>;
    expect(Object.keys(file).filter((key) => key !== '//')).toEqual([...LANGUAGES]);
    expect(file.cs.codes.message_too_short).toBe('Zpráva musí mít alespoň {{min}} znaků.');
    expect(file.en.thanks).toBe("Thank you for your message! We'll get back to you soon.");
    expect(Object.keys(file.en.codes).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('fails when the copy is stale or missing, a code has no sentence, or a locale code is no code of the function', () => {
    const current = locales();
    const edited = new Map(current);
    edited.set('cs', new Map([...current.get('cs')!].map(([key, text]) => [key, key === 'forms.codes.busy' ? 'Plno.' : text])));
    const stale: string[] = [];
    compareServerSentences(edited, written(), stale, legal);
    expect(stale).toEqual([
      `${SENTENCES_FILE} differs from the locale files' forms.codes, contact.sent.body, waitlist.mail and legal's order: run npm run i18n:sync`,
    ]);
    // D88: the confirmation e-mail is part of the copy the function carries.
    const mail = new Map(current);
    mail.set('cs', new Map([...current.get('cs')!].map(([key, text]) => [key, key === 'waitlist.mail.subject' ? 'Potvrďte.' : text])));
    const staleMail: string[] = [];
    compareServerSentences(mail, written(), staleMail, legal);
    expect(staleMail).toHaveLength(1);
    const missing: string[] = [];
    compareServerSentences(current, undefined, missing, legal);
    expect(missing).toHaveLength(1);

    const en = flat({
      forms: { codes: { name_required: 'Please enter your name.', stray: 'Stray.' } },
      contact: { sent: { body: 'Thanks.' } },
    });
    const problems: string[] = [];
    compareServerSentences(new Map([['en', en]]), serverSentences(new Map([['en', en]])), problems);
    expect(problems).toContain('en/common.json: forms.codes.busy: missing; the function answers with the code busy');
    expect(problems).toContain('en/common.json: forms.codes.stray: no form contract or server code has it');
    expect(problems).not.toContainEqual(expect.stringContaining('name_required'));
  });
});

describe('i18n:check variables', () => {
  it('compares the set of variables, so a variable used twice in one language is fine', () => {
    const problems: string[] = [];
    comparePair('x', flat({ a: '{{name}} and {{name}} again' }), flat({ a: '{{name}} znovu' }), problems, 'cs');
    expect(problems).toEqual([]);
  });
});

describe('i18n:check glossary (D45)', () => {
  const glossary: Glossary = {
    terms: [
      { concept: 'checkout', en: 'checkout', cs: 'platební brána', not: { cs: ['pokladn*'] } },
      { concept: 'a summary', en: 'summary', cs: 'shrnutí', scope: 'summar*', not: { cs: ['přehled*'] } },
      { concept: 'Google Account', en: 'Google Account', cs: 'účet Google', matchCase: true, not: { en: ['Google account*'] } },
      { concept: 'email', en: 'email', cs: 'e-mail', not: { cs: ['email*'] } },
    ],
    style: [{ rule: 'curly quotation marks', languages: [...LANGUAGES], regex: '"', use: '“…”' }],
  };
  /** What a glossary reports for one en/cs pair of strings (file `x`). */
  const glossaryProblems = (terms: Glossary, en: Record<string, string>, cs: Record<string, string>) => {
    const problems: string[] = [];
    checkGlossary(
      'x',
      new Map([
        ['en', flat(en)],
        ['cs', flat(cs)],
      ]),
      terms,
      problems,
    );
    return problems;
  };
  const check = (en: Record<string, string>, cs: Record<string, string>) => glossaryProblems(glossary, en, cs);

  it('fails a Czech string that uses a "not" variant, in any case ending, and says what to write', () => {
    expect(check({ a: 'Card at checkout' }, { a: 'Kartu zadáte v Pokladně' })).toEqual([
      'cs/x.json: a: "Pokladně" is not our word for checkout; write "platební brána" (glossary)',
    ]);
    expect(check({ a: 'Card at checkout' }, { a: 'Kartu zadáte v platební bráně' })).toEqual([]);
  });

  it('matches whole words only, and never inside {{variables}} or <tags>', () => {
    expect(termPattern('pokladn*').test('podpokladna')).toBe(false);
    expect(check({ a: 'Write to {{email}}' }, { a: 'Napište na {{email}} nebo <email>sem</email>' })).toEqual([]);
    expect(check({ a: 'Email' }, { a: 'Pošlete email' })).toHaveLength(1);
  });

  it('applies a scoped term only where the English twin names the concept', () => {
    expect(check({ a: 'Customer care overview' }, { a: 'Přehled zákaznické péče' })).toEqual([]);
    expect(check({ a: 'Your daily summary' }, { a: 'Váš denní přehled' })).toEqual([
      'cs/x.json: a: "přehled" is not our word for a summary; write "shrnutí" (glossary)',
    ]);
  });

  it('checks English too, case-sensitively where asked, and the style rules on the raw string', () => {
    expect(check({ a: 'in your Google account settings' }, { a: 'v nastavení účtu Google' })).toHaveLength(1);
    expect(check({ a: 'in your Google Account settings' }, { a: 'v nastavení účtu Google' })).toEqual([]);
    expect(check({ a: 'reply "unsubscribe"' }, { a: 'odpovězte „odhlásit“' })).toEqual([
      'en/x.json: a: curly quotation marks: """ (write “…”)',
    ]);
  });

  /** What the real glossary reports for one en/cs pair of strings, each problem cut to its file, key and word. */
  const realGlossaryFinds = (en: Record<string, string>, cs: Record<string, string>) => {
    const real: Glossary = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../public/locales/glossary.json'), 'utf8'));
    return glossaryProblems(real, en, cs).map((problem) => problem.replace(/ is not our word.*|: 24-hour.*/, ''));
  };

  it('the real glossary catches the variants the copy review found', () => {
    const en = {
      plan: 'Full Assistant',
      cancel: 'Cancel anytime in your account settings.',
      form: 'a short onboarding form',
      time: 'at 5:30 pm',
      ok: 'Customer care overview',
    };
    const cs = {
      plan: 'Plná asistentka',
      cancel: 'Zrušit můžete v nastavení účtu.',
      form: 's krátkým úvodním formulářem',
      time: 'v 17:30',
      ok: 'Přehled zákaznické péče',
    };
    expect(realGlossaryFinds(en, cs)).toEqual([
      'en/x.json: cancel: "account settings"',
      'en/x.json: cancel: "anytime"',
      'en/x.json: time',
      'cs/x.json: plan: "Plná asistentka"',
      'cs/x.json: cancel: "nastavení účtu"',
      'cs/x.json: form: "úvodním formulářem"',
    ]);
  });

  it('the real glossary fails the overclaims and variants of the second copy review (issue 25)', () => {
    // The strings as the second copy review found them (COPY-REVIEW-2.md).
    const en = {
      title: 'Payment successful | AI Employees',
      hero: 'Your inbox, handled before you open it',
      cta: 'Try Andrea free for 30 days and see how many enquiries she answers for you.',
      plan: 'Unlimited drafts',
      toast: 'You have tried to join several times in a short time.',
      notConfigured: 'Online checkout for this plan is not open yet.',
      reply: 'She replies within minutes with Gmail connection instructions and a short onboarding form.',
      tls: 'Every connection is encrypted with TLS 1.3.',
      author: 'An illustrative example based on how agents typically use Andrea.',
    };
    const cs = {
      title: 'Platba proběhla úspěšně | AI Employees',
      hero: 'Vaše pošta vyřízená dřív, než ji otevřete',
      cta: 'Vyzkoušejte Andreu 30 dní zdarma a uvidíte, na kolik poptávek odpoví za vás.',
      plan: 'Neomezené koncepty',
      toast: 'Během krátké doby jste se několikrát pokusili přihlásit na čekací listinu.',
      notConfigured: 'Online platba tohoto tarifu zatím není spuštěná.',
      reply: 'Během pár minut vám pošle návod na propojení Gmailu a krátký vstupní formulář.',
      tls: 'Každé spojení je šifrováno protokolem TLS 1.3.',
      author: 'Typická samostatná makléřka',
    };
    expect(realGlossaryFinds(en, cs)).toEqual([
      'en/x.json: title: "Payment successful"',
      'en/x.json: hero: "handled before"',
      'en/x.json: cta: "answers for you"',
      'en/x.json: plan: "Unlimited"',
      'en/x.json: reply: "connection instructions"',
      'en/x.json: tls: "TLS 1.3"',
      'en/x.json: author: "typically"',
      'cs/x.json: title: "Platba proběhla"',
      'cs/x.json: hero: "vyřízená"',
      'cs/x.json: cta: "odpoví za vás"',
      'cs/x.json: plan: "Neomezené"',
      'cs/x.json: toast: "přihlásit na čekací"',
      'cs/x.json: notConfigured: "Online platba"',
      'cs/x.json: reply: "návod"',
      'cs/x.json: tls: "TLS 1.3"',
      'cs/x.json: author: "Typická"',
    ]);
  });
});

describe('i18n:check with a language being added (ARCHITECTURE-REVIEW-5 §3a)', () => {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const glossary = readGlossary(root);

  it('flags a string left in English, but not names, brands and placeholders', () => {
    const problems: string[] = [];
    const en = flat({ cta: 'Start your free trial', name: 'Andrea', pay: 'Apple Pay', region: '{{hostingRegion}}', mixed: 'Andrea helps' });
    const qps = flat({
      cta: 'Start your free trial',
      name: 'Andrea',
      pay: 'Apple Pay',
      region: '{{hostingRegion}}',
      mixed: 'Andrea helps',
    });
    checkUntranslated(
      'home',
      new Map([
        ['en', en],
        ['qps' as Language, qps],
      ]),
      glossary.names ?? [],
      problems,
    );
    expect(problems).toEqual([
      'qps/home.json: cta: the same as English ("Start your free trial"); translate it, or add the name to "names" in public/locales/glossary.json',
      'qps/home.json: mixed: the same as English ("Andrea helps"); translate it, or add the name to "names" in public/locales/glossary.json',
    ]);
  });

  it("the real copy's identical strings are all names", () => {
    const problems: string[] = [];
    for (const ns of ['common', 'demo', 'home', 'legal']) {
      const read = (language: string) =>
        flatten(JSON.parse(readFileSync(path.join(root, 'public/locales', language, `${ns}.json`), 'utf8')));
      checkUntranslated(ns, new Map(LANGUAGES.map((language) => [language, read(language)])), glossary.names ?? [], problems);
    }
    expect(problems).toEqual([]);
  });

  it('says which languages have no dictionary and no glossary rules of their own', () => {
    expect(uncheckedLanguages([...LANGUAGES, 'qps'], glossary, { en: 'en_GB', cs: 'cs_CZ' })).toEqual([
      'qps: no spelling dictionary (DICTIONARIES in scripts/i18n-spelling.ts) and no glossary terms or style rules (public/locales/glossary.json); only its keys, placeholders, plural forms and untranslated strings are checked',
    ]);
  });
});
