/**
 * Issue 35: `npm run i18n:check` fails on every finding of the third copy review (and on issue 33's
 * one name per action) when its old text is put back. Each old string of
 * copy-review-3-old.json (the text at 888d8b5) goes back on its own into today's locale files, both
 * languages, and the copy checks (glossary, actions, consistency) must report it. Spelling is
 * checked once on today's copy, with a real typo put in, in scripts/i18n-spelling's own test below.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCopy, readGlossary, readLocales } from '../../../scripts/i18n-check';
import { checkSpelling } from '../../../scripts/i18n-spelling';
import type { Language } from '@shared/languages';
import fixture from './copy-review-3-old.json';

const root = path.resolve(import.meta.dirname, '../../..');
const glossary = readGlossary(root);
const today = readLocales(root, []);

type Flat = Map<string, string>;
/** Today's copy with `nsKey` (a string, or an array read whole) set back to `old` in `language`; null removes it. */
function withOld(nsKey: string, oldByLanguage: Partial<Record<Language, unknown>>) {
  const copy = new Map([...today].map(([ns, flats]) => [ns, new Map([...flats].map(([lng, flat]) => [lng, new Map(flat)]))]));
  const [ns, key] = nsKey.split(':');
  for (const [language, old] of Object.entries(oldByLanguage) as [Language, unknown][]) {
    const flat = copy.get(ns)!.get(language) as Flat;
    for (const existing of [...flat.keys()]) if (existing === key || existing.startsWith(`${key}.`)) flat.delete(existing);
    if (Array.isArray(old)) old.forEach((item, index) => flat.set(`${key}.${index}`, String(item)));
    else if (old !== null) flat.set(key, String(old));
  }
  return copy;
}

const problemsOf = (namespaces: ReturnType<typeof withOld>) => {
  const problems: string[] = [];
  checkCopy(root, namespaces, glossary, problems, { spelling: false });
  return problems;
};

// The review covers English and Czech; a language added later (the recipes' pseudo-locale) has no old text.
const old = fixture.old as unknown as Partial<Record<Language, Record<string, unknown>>>;

describe('the copy checks against review 3', () => {
  it("pass on today's copy", () => {
    expect(problemsOf(withOld('home:meta.title', {}))).toEqual([]);
  });

  const cases = fixture.findings.flatMap(({ id, keys }) =>
    keys.map((nsKey) => ({ id, nsKey, was: { en: old.en?.[nsKey], cs: old.cs?.[nsKey] } })),
  );
  it.each(cases)('fail when $id has its old text back ($nsKey)', ({ nsKey, was }) => {
    const back = Object.fromEntries(Object.entries(was).filter(([, value]) => value !== undefined));
    expect(problemsOf(withOld(nsKey, back))).not.toEqual([]);
  });
});

describe('the spelling check', () => {
  const copies = (text: Partial<Record<Language, string>>) =>
    new Map(Object.entries(text).map(([lng, t]) => [lng as Language, new Map([['home:x', t]])]));
  it('accepts the words of the word lists and of the dictionaries, markup stripped', () => {
    const problems: string[] = [];
    const skipped = checkSpelling(
      root,
      copies({
        en: 'Andrea summarises enquiries in <strong>Gmail</strong> for {{company}}, see uoou.gov.cz or write to a@b.cz.',
        cs: 'E-mailové shrnutí od Andrey v Gmailu, čl. 6 odst. 1 písm. b) GDPR, byt 2+kk, {{count}} dní.',
      }),
      problems,
    );
    expect(skipped).toEqual([]);
    expect(problems).toEqual([]);
  });
  it('reports a typo in either language, with the key and where to list a right word', () => {
    const problems: string[] = [];
    checkSpelling(root, copies({ en: 'Andrea drafts replys in your voice.', cs: 'Andrea připraví odpovědy vaším stylem.' }), problems);
    expect(problems).toEqual([
      expect.stringMatching(/^en\/home\.json: x: "replys" is not in the en_GB dictionary .*scripts\/spelling\/en\.txt/),
      expect.stringMatching(/^cs\/home\.json: x: "odpovědy" is not in the cs_CZ dictionary .*scripts\/spelling\/cs\.txt/),
    ]);
  });
});
