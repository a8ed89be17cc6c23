/**
 * `npm run i18n:check`: every language of the table (D51) holds English's keys per namespace, the
 * same {{variables}} and <tags> in each pair, no empty strings, every plural form its language has
 * (Czech one/few/many/other, from Intl.PluralRules), valid JSON (reported as file:line:col with
 * what to write), nothing left the same as English; these blocking checks (`checkBlocking`) also
 * stop `npm run build` and `build:local`. Then, in the check and CI only: no key that no source file uses, the glossary's one term per
 * concept and house style (public/locales/glossary.json, D45) and its one name per action, the
 * claims and legal texts against each other (scripts/i18n-consistency.ts, issue 35), the spelling
 * (hunspell, scripts/i18n-spelling.ts), and every sentence the submit-contact function can answer
 * with in the locale files and its copy of them current (D21, `npm run i18n:sync`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_ROUTE, ROUTES, type RouteDef } from '../src/config/routes';
import { escapeRegExp } from '../src/lib/escape-reg-exp';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../supabase/functions/_shared/languages.ts';
import { checkConsistency, type Copy } from './i18n-consistency.ts';
import { checkSpelling, DICTIONARIES } from './i18n-spelling.ts';
import { ERROR_CODES } from '../supabase/functions/_shared/error-codes.ts';
import { PLAN_IDS } from '../supabase/functions/_shared/plans.ts';
import { contactFields } from '../supabase/functions/_shared/contact-contract.ts';
import { leadFields } from '../supabase/functions/_shared/lead-contract.ts';
import { copyKeyRef, describeJsonError, keyRef } from './i18n-locate.ts';

export type Problem = string;
type Flat = Map<string, string>;

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The plural forms i18next asks for in `language` (Intl's categories: English one/other, Czech one/few/many/other). */
const pluralForms = (language: string) => {
  const categories: readonly string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return PLURAL_FORMS.filter((form) => categories.includes(form));
};

export function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (Array.isArray(value)) value.forEach((item, index) => flatten(item, `${prefix}.${index}`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, String(value ?? ''));
  return out;
}

export const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();
export const tags = (text: string) => [...text.matchAll(/<\/?([a-zA-Z0-9]+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

export function parseLocale(file: string, text: string, problems: Problem[]): Flat | undefined {
  try {
    return flatten(JSON.parse(text));
  } catch (error) {
    problems.push(describeJsonError(file, text, error as Error));
    return undefined;
  }
}

/** Each `{{name` that lacks its `}}`, or `{name}}` that lacks a `{`: the fragment as typed and as it should read. */
export function brokenPlaceholders(text: string): { found: string; write: string }[] {
  const unclosed = [...text.matchAll(/\{\{(?![^{}]*\}\})\s*([\p{L}\d_.]*)\}?/gu)];
  const unopened = [...text.matchAll(/(?<!\{)\{(?!\{)\s*([\p{L}\d_.]+)\s*\}\}/gu)];
  return [...unclosed, ...unopened].map((match) => ({ found: match[0], write: `{{${match[1]}}}` }));
}

/** One language's namespace against English's: keys, plural forms, {{variables}} and <tags>. */
export function comparePair(ns: string, en: Flat, cs: Flat, problems: Problem[], other: string): void {
  const base = (key: string) => key.replace(PLURAL_SUFFIX, '');
  const enBases = new Set([...en.keys()].map(base));
  const csBases = new Set([...cs.keys()].map(base));
  for (const key of enBases)
    if (!csBases.has(key)) problems.push(`${keyRef(other, ns, key)}: missing (${DEFAULT_LANGUAGE}/${ns}.json has it)`);
  for (const key of csBases)
    if (!enBases.has(key)) problems.push(`${keyRef(DEFAULT_LANGUAGE, ns, key)}: missing (${other}/${ns}.json has it)`);
  const checkedPlurals = new Set<string>();
  const broken = new Set<string>();
  for (const [language, flat] of [
    [DEFAULT_LANGUAGE, en],
    [other, cs],
  ] as const) {
    const forms = pluralForms(language);
    for (const [key, value] of flat) {
      if (value.trim() === '') problems.push(`${keyRef(language, ns, key)}: empty text`);
      for (const { found, write } of brokenPlaceholders(value)) {
        broken.add(key);
        problems.push(`${keyRef(language, ns, key)}: "${found}" is a broken placeholder; write "${write}"`);
      }
      // The site's format step (src/i18n/typography.ts) interpolates placeholders and reads no nesting.
      if (value.includes('$t('))
        problems.push(`${keyRef(language, ns, key)}: "$t(...)" does not show another text here; write the text itself`);
      if (PLURAL_SUFFIX.test(key) && !checkedPlurals.has(`${language}:${base(key)}`)) {
        checkedPlurals.add(`${language}:${base(key)}`);
        for (const form of forms) {
          if (!flat.has(`${base(key)}_${form}`)) problems.push(`${keyRef(language, ns, base(key))}: plural lacks the _${form} form`);
        }
      }
    }
  }
  for (const [key, enValue] of en) {
    const csKey = cs.has(key) ? key : PLURAL_SUFFIX.test(key) ? `${base(key)}_other` : key;
    const csValue = cs.get(csKey);
    // A broken placeholder is reported as such, not again as a difference.
    if (csValue === undefined || broken.has(key) || broken.has(csKey)) continue;
    if (variables(enValue).join() !== variables(csValue).join()) {
      problems.push(
        `${keyRef(other, ns, csKey)}: placeholders differ from English (en {{${variables(enValue).join('}} {{')}}} vs ${other} {{${variables(csValue).join('}} {{')}}}); keep English's names`,
      );
    }
    if (tags(enValue).join() !== tags(csValue).join()) {
      problems.push(
        `${keyRef(other, ns, csKey)}: <tags> differ from English (en ${tags(enValue).join(' ')} vs ${other} ${tags(csValue).join(' ')}); keep English's tags`,
      );
    }
  }
}

type Lng = Language;

/** One concept of public/locales/glossary.json: the term to use per language and the variants that fail the check. */
export type GlossaryTerm = Partial<Record<Lng, string>> & {
  concept: string;
  en: string;
  not: Partial<Record<Lng, string[]>>;
  /** English words that must be in the pair's English string for the term to apply (e.g. "summar*"). */
  scope?: string;
  matchCase?: boolean;
};
export interface StyleRule {
  rule: string;
  languages: Lng[];
  regex: string;
  use: string;
}
/** One action, one name (issue 33): every key that names the action carries the same text. */
export interface GlossaryAction {
  action: string;
  name: Record<Lng, string>;
  /** `ns:key` of every button or link that performs it. */
  keys: string[];
}
export interface Glossary {
  terms: GlossaryTerm[];
  style: StyleRule[];
  actions?: GlossaryAction[];
  /** Names and brands that read the same in every language ("Andrea", "Apple Pay"). */
  names?: string[];
}

/**
 * A string the same as English's is an untranslated one, unless it is only names, brands and
 * placeholders: a new language copied from English fails here until it is translated.
 */
export function checkUntranslated(ns: string, flats: ReadonlyMap<Lng, Flat>, names: readonly string[], problems: Problem[]): void {
  for (const found of untranslatedKeys(ns, flats, names)) {
    const [language, key] = [found.slice(0, found.indexOf('/')), found.slice(found.indexOf(':') + 1)];
    problems.push(
      `${keyRef(language, ns, key)}: the same as English ("${flats.get(language as Lng)?.get(key)}"); translate it, or add the name to "names" in public/locales/glossary.json`,
    );
  }
}

/** The strings of `ns` left as English's, as `language/ns:key`. */
function untranslatedKeys(ns: string, flats: ReadonlyMap<Lng, Flat>, names: readonly string[]): string[] {
  const en = flats.get(DEFAULT_LANGUAGE);
  if (!en) return [];
  const namePatterns = [...names].sort((a, b) => b.length - a.length).map((name) => termPattern(name, true));
  const found: string[] = [];
  for (const [language, flat] of flats) {
    if (language === DEFAULT_LANGUAGE) continue;
    for (const [key, value] of flat) {
      if (en.get(key) !== value) continue;
      const words = namePatterns.reduce((text, pattern) => text.replace(new RegExp(pattern, 'gu'), ' '), visibleText(value));
      if (/\p{L}{2}/u.test(words)) found.push(`${language}/${ns}:${key}`);
    }
  }
  return found;
}

/**
 * The languages whose copy only the generic checks read: no hunspell dictionary, and no glossary
 * term or style rule of their own. A warning, so a language being added is seen to be unchecked.
 */
export function uncheckedLanguages(
  languages: readonly string[],
  glossary: Glossary,
  dictionaries: Readonly<Record<string, string>>,
): string[] {
  return languages
    .filter((language) => language !== DEFAULT_LANGUAGE)
    .flatMap((language) => {
      const missing = [
        !dictionaries[language] && 'no spelling dictionary (DICTIONARIES in scripts/i18n-spelling.ts)',
        !glossary.terms.some((term) => term.not[language as Lng]) &&
          !glossary.style.some((rule) => rule.languages.includes(language as Lng)) &&
          'no glossary terms or style rules (public/locales/glossary.json)',
      ].filter(Boolean);
      return missing.length > 0
        ? [`${language}: ${missing.join(' and ')}; only its keys, placeholders, plural forms and untranslated strings are checked`]
        : [];
    });
}

/** Every key of an action says the action's one name, in every language the glossary names it in. */
export function checkActions(copies: ReadonlyMap<Lng, Copy>, actions: readonly GlossaryAction[], problems: Problem[]): void {
  for (const { action, name, keys } of actions) {
    for (const [language, copy] of copies) {
      const expected = name[language];
      if (expected === undefined) continue;
      for (const key of keys) {
        const text = copy.get(key);
        if (text === undefined) problems.push(`${copyKeyRef(language, key)}: no such key, but the glossary names it for "${action}"`);
        else if (text !== expected)
          problems.push(
            `${copyKeyRef(language, key)}: "${text}" names the action "${action}"; write "${expected}" (glossary, one name per action)`,
          );
      }
    }
  }
}

/** A glossary word as a whole-word pattern: `*` is any run of letters ("pokladn*" finds "pokladně"). */
const patterns = new Map<string, RegExp>();
export function termPattern(term: string, matchCase = false): RegExp {
  const cacheKey = `${matchCase}:${term}`;
  const cached = patterns.get(cacheKey);
  if (cached) return cached;
  const pattern = compileTerm(term, matchCase);
  patterns.set(cacheKey, pattern);
  return pattern;
}

function compileTerm(term: string, matchCase: boolean): RegExp {
  const body = term.split('*').map(escapeRegExp).join('\\p{L}*').replace(/ /g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\d-])${body}(?![\\p{L}\\d])`, matchCase ? 'u' : 'iu');
}

const styleRegexes = new Map<string, RegExp>();
const styleRegex = (source: string) => styleRegexes.get(source) ?? styleRegexes.set(source, new RegExp(source, 'u')).get(source)!;

/** The words a reader sees: no {{variables}}, no <tags>. */
const visibleText = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[a-zA-Z0-9]+\s*\/?>/g, '');

/** Every language's namespace (English's first) against the glossary's terms and style. */
export function checkGlossary(ns: string, flats: ReadonlyMap<Lng, Flat>, glossary: Glossary, problems: Problem[]): void {
  const en = flats.get(DEFAULT_LANGUAGE) ?? new Map<string, string>();
  for (const [language, flat] of flats) {
    for (const [key, value] of flat) {
      const text = visibleText(value);
      const english = visibleText(en.get(key) ?? '');
      for (const term of glossary.terms) {
        if (term.scope && !termPattern(term.scope).test(english)) continue;
        for (const variant of term.not[language] ?? []) {
          const found = termPattern(variant, term.matchCase).exec(text);
          if (found)
            problems.push(
              `${keyRef(language, ns, key)}: "${found[0]}" is not our word for ${term.concept}; write "${term[language] ?? term.en}" (glossary)`,
            );
        }
      }
      for (const rule of glossary.style) {
        const found = rule.languages.includes(language) ? styleRegex(rule.regex).exec(value) : null;
        if (found) problems.push(`${keyRef(language, ns, key)}: ${rule.rule}: "${found[0]}" (write ${rule.use})`);
      }
    }
  }
}

/** The submit-contact function's copy of its sentences (D21), written by `npm run i18n:sync`. */
export const SENTENCES_FILE = 'supabase/functions/_shared/sentences.json';

const CODE_PREFIX = 'forms.codes.';
const THANKS_KEY = 'contact.sent.body';
/** The waiting list's confirmation e-mail (D88): subject, body, "and", and the plural forms of its two durations. */
const MAIL_PREFIX = 'waitlist.mail.';
/** The order confirmation e-mail and the withdrawal form it carries, in legal.json. */
const ORDER_PREFIX = 'order.';
const ORDER_MAIL_KEYS = ['subject', 'body', 'cancelPortal', 'cancelMail', 'termsVersion', 'termsCurrent', 'operatorUnknown'] as const;

/**
 * What sentences.json holds, as its text: per language of the locale folders (the table's order
 * first), every `forms.codes.*` sentence by code and the thanks (`contact.sent.body`).
 */
export function serverSentences(common: ReadonlyMap<Lng, Flat>, legal: ReadonlyMap<Lng, Flat> = new Map()): string {
  const languages = [...common.keys()].sort((a, b) => rank(a) - rank(b));
  const file: Record<string, unknown> = {
    '//': 'Generated from public/locales/*/common.json by `npm run i18n:sync`: edit the locale files, then run it.',
  };
  for (const language of languages) {
    const flat = common.get(language)!;
    // The order confirmation's words live with the Terms (legal.json): only the legal pages load them.
    const orderCopy = legal.get(language) ?? new Map<string, string>();
    const codes = [...flat].filter(([key]) => key.startsWith(CODE_PREFIX)).map(([key, text]) => [key.slice(CODE_PREFIX.length), text]);
    const mail = (name: string) => flat.get(`${MAIL_PREFIX}${name}`) ?? '';
    const plurals = (name: string) =>
      Object.fromEntries(
        [...flat]
          .filter(([key]) => key.startsWith(`${MAIL_PREFIX}${name}_`))
          .map(([key, text]) => [key.slice(`${MAIL_PREFIX}${name}_`.length), text]),
      );
    file[language] = {
      codes: Object.fromEntries(codes),
      thanks: flat.get(THANKS_KEY) ?? '',
      mail: {
        subject: mail('subject'),
        body: mail('body'),
        and: mail('and'),
        lifetime: plurals('lifetime'),
        deletion: plurals('deletion'),
      },
      // The order confirmation (issue 72): its sentences, the model withdrawal form and the plans' names.
      order: {
        ...Object.fromEntries(ORDER_MAIL_KEYS.map((name) => [name, orderCopy.get(`${ORDER_PREFIX}mail.${name}`) ?? ''])),
        withdrawalForm: orderCopy.get(`${ORDER_PREFIX}withdrawalForm`) ?? '',
        plans: Object.fromEntries(PLAN_IDS.map((plan) => [plan, flat.get(`plans.${plan}.name`) ?? ''])),
      },
    };
  }
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The table's languages in its order, then any other locale folder (a language being added). */
const rank = (language: string) => {
  const index = (LANGUAGES as readonly string[]).indexOf(language);
  return index === -1 ? LANGUAGES.length : index;
};

/**
 * D21: the function answers with the locale files' sentences. Every code it can answer with has
 * one, every `forms.codes.*` key is such a code, and its copy in sentences.json is current.
 */
export function compareServerSentences(
  common: ReadonlyMap<Lng, Flat>,
  written: string | undefined,
  problems: Problem[],
  legal: ReadonlyMap<Lng, Flat> = new Map(),
): void {
  const codes = new Set<string>(ERROR_CODES);
  const keys = [...(common.get(DEFAULT_LANGUAGE)?.keys() ?? [])].filter((key) => key.startsWith(CODE_PREFIX));
  for (const code of codes) {
    if (!keys.includes(`${CODE_PREFIX}${code}`))
      problems.push(`${keyRef(DEFAULT_LANGUAGE, 'common', `${CODE_PREFIX}${code}`)}: missing; the function answers with the code ${code}`);
  }
  for (const key of keys) {
    if (!codes.has(key.slice(CODE_PREFIX.length)))
      problems.push(`${keyRef(DEFAULT_LANGUAGE, 'common', key)}: no form contract or server code has it`);
  }
  if (written !== serverSentences(common, legal))
    problems.push(
      `${SENTENCES_FILE} differs from the locale files' forms.codes, ${THANKS_KEY}, waitlist.mail and legal's order: run npm run i18n:sync`,
    );
}

/**
 * A key is used when the source names it as a string ('nav.demo', 'home:faq.title'), names a parent
 * it reads whole (a string followed in the same call by returnObjects), or builds it from a parent
 * (`nav.${key}`); run-time keys of other shapes go in scripts/i18n-dynamic-keys.json. A parent named
 * for another reason (an anchor called 'pricing') does not make its children used.
 */
export function unusedKeys(ns: string, keys: Iterable<string>, source: string, allow: readonly string[]): string[] {
  const unused = new Set<string>();
  for (const key of keys) {
    const plain = key.replace(PLURAL_SUFFIX, '').replace(/\.\d+(\..*)?$/, '');
    const parts = plain.split('.');
    const parents = parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('.'));
    const named = (candidate: string, after: string) => new RegExp(`['"\`:]${escapeRegExp(candidate)}${after}`).test(source);
    const used =
      allow.some((prefix) => `${ns}:${plain}`.startsWith(prefix)) ||
      // A context variant (`note_reminders`) is read through its base key and a `context` option.
      [plain, plain.replace(/_[a-z]+$/, '')].some((own) => named(own, `(['"\`]|\\.\\$\\{)`)) ||
      [...parents, plain].some(
        (parent) => named(parent, String.raw`\.\$\{`) || named(parent, String.raw`['"\`][^;()]{0,120}returnObjects`),
      );
    if (!used) unused.add(plain);
  }
  return [...unused];
}

function sourceText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

/**
 * The checks that read the copy as a whole: the glossary per namespace, one name per action, the
 * consistency rules and the spelling. Returns what could not be checked (spelling without hunspell).
 */
export function checkCopy(
  root: string,
  namespaces: ReadonlyMap<string, ReadonlyMap<Lng, Flat>>,
  glossary: Glossary,
  problems: Problem[],
  { spelling = true } = {},
): string[] {
  const copies = new Map<Lng, Map<string, string>>();
  const untranslated = new Set<string>();
  for (const [ns, flats] of namespaces) {
    checkGlossary(ns, flats, glossary, problems);
    for (const key of untranslatedKeys(ns, flats, glossary.names ?? [])) untranslated.add(key);
    for (const [language, flat] of flats) {
      const copy = copies.get(language) ?? copies.set(language, new Map()).get(language)!;
      for (const [key, value] of flat) copy.set(`${ns}:${key}`, value);
    }
  }
  checkActions(copies, glossary.actions ?? [], problems);
  checkConsistency(copies, problems);
  if (!spelling) return [];
  // English left in a Czech file is said once ("the same as English"), not again word by word.
  const spelled = new Map(
    [...copies].map(([language, copy]) => [language, new Map([...copy].filter(([key]) => !untranslated.has(`${language}/${key}`)))]),
  );
  return checkSpelling(root, spelled, problems);
}

/** The locale files of every language, per namespace, as parsed; a file that is missing or broken is a problem and its namespace is left out. */
export function readLocales(
  root: string,
  problems: Problem[],
  localesDir = path.join(root, 'public', 'locales'),
): Map<string, Map<Lng, Flat>> {
  const namespaces = new Set(LANGUAGES.flatMap((lng) => readdirSync(path.join(localesDir, lng)).filter((f) => f.endsWith('.json'))));
  const result = new Map<string, Map<Lng, Flat>>();
  for (const file of [...namespaces].sort()) {
    const read = (lng: string) => {
      const full = path.join(localesDir, lng, file);
      const shown = path.relative(root, full);
      let text: string;
      try {
        text = readFileSync(full, 'utf8');
      } catch {
        problems.push(`${shown}: file missing (${DEFAULT_LANGUAGE}/${file} has it)`);
        return undefined;
      }
      return parseLocale(shown, text, problems);
    };
    const flats = new Map(LANGUAGES.map((lng) => [lng, read(lng)] as const));
    if ([...flats.values()].some((flat) => !flat)) continue;
    result.set(file.replace(/\.json$/, ''), flats as Map<Lng, Flat>);
  }
  return result;
}

/**
 * The checks whose failure would ship a broken page, run by the build too: valid JSON, every key
 * in every language, the same placeholders and tags, every plural form, no empty text. A file that
 * does not parse is reported alone: every other check would call its keys missing.
 */
export function checkBlocking(root: string, localesDir?: string): { problems: Problem[]; namespaces: Map<string, Map<Lng, Flat>> } {
  const problems: Problem[] = [];
  const namespaces = readLocales(root, problems, localesDir);
  if (problems.length > 0) return { problems, namespaces: new Map() };
  // English left in another language's file would ship as that language's page: the build stops too.
  const names = readGlossary(root).names ?? [];
  for (const [ns, all] of namespaces) {
    const en = all.get(DEFAULT_LANGUAGE)!;
    for (const [lng, flat] of all) if (lng !== DEFAULT_LANGUAGE) comparePair(ns, en, flat, problems, lng);
    checkUntranslated(ns, all, names, problems);
  }
  return { problems, namespaces };
}

/** The glossary file next to the locale folders. */
export const readGlossary = (root: string): Glossary =>
  JSON.parse(readFileSync(path.join(root, 'public', 'locales', 'glossary.json'), 'utf8')) as Glossary;

export function checkLocales(root: string, skipped: string[] = []): Problem[] {
  const { problems, namespaces } = checkBlocking(root);
  if (namespaces.size === 0) return problems;
  const allowFile = path.join(root, 'scripts', 'i18n-dynamic-keys.json');
  // Each route's title, description and keywords are read by a key built from the route table.
  const metaKeys = [...(ROUTES as readonly RouteDef[]), NOT_FOUND_ROUTE].map((route) => `${route.namespaces[0]}:${route.meta}`);
  // A form's label, placeholder and counter are read as `${copy}.${field}` for each field its contract lists.
  const formKeys = (copy: string, fields: object) =>
    [...Object.keys(fields).flatMap((name) => [`${name}`, `${name}Placeholder`]), 'counter'].map((key) => `common:${copy}.${key}`);
  const allow: string[] = [
    ...JSON.parse(readFileSync(allowFile, 'utf8')).prefixes,
    ...metaKeys,
    ...formKeys('waitlist', leadFields),
    ...formKeys('contact', contactFields),
  ];
  const source = sourceText(path.join(root, 'src'));
  for (const [ns, all] of namespaces) {
    const en = all.get(DEFAULT_LANGUAGE)!;
    for (const key of unusedKeys(ns, en.keys(), source, allow))
      problems.push(
        `${keyRef(DEFAULT_LANGUAGE, ns, key)}: no page shows it yet: ask a developer to place it, or delete it in every language`,
      );
    if (ns === 'common') {
      const file = path.join(root, SENTENCES_FILE);
      compareServerSentences(all, existsSync(file) ? readFileSync(file, 'utf8') : undefined, problems, namespaces.get('legal'));
    }
  }
  skipped.push(...checkCopy(root, namespaces, readGlossary(root), problems));
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const skipped: string[] = [];
  const root = path.resolve(import.meta.dirname, '..');
  const problems = checkLocales(root, skipped);
  for (const problem of problems) console.error(problem);
  for (const warning of uncheckedLanguages(LANGUAGES, readGlossary(root), DICTIONARIES)) console.error(`warning: ${warning}`);
  // Without hunspell the spelling cannot be checked: a warning on a developer's machine, a failure in CI (.ci/run installs it).
  for (const reason of skipped) {
    if (process.env.CI) problems.push(`spelling not checked: ${reason}`);
    console.error(`${process.env.CI ? '' : 'warning: '}spelling not checked: ${reason}`);
  }
  const took = `${Date.now() - started} ms`;
  if (problems.length > 0) {
    console.error(`i18n:check: ${problems.length} problem(s) (${took})`);
    process.exit(1);
  }
  console.log(`i18n:check: locales OK (${took})`);
}
