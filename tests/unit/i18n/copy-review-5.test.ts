/**
 * Issue 75: `npm run i18n:check` fails when a must or should row of the fifth copy review has its old
 * text back, and when "ohrožené zákazníky" (replaced in issue 19, put back by a rework) returns. The
 * old strings are the review's text at ceb72a4, or main's before this issue where a later change had
 * already moved them (copy-review-5-old.json); null means the string did not exist, so the case
 * removes it. Each goes back on its own, in one language, as in copy-review-4.test.ts.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCopy, readGlossary, readLocales } from '../../../scripts/i18n-check';
import type { Language } from '@shared/languages';
import fixture from './copy-review-5-old.json';

const root = path.resolve(import.meta.dirname, '../../..');
const glossary = readGlossary(root);
const today = readLocales(root, []);

type Flat = Map<string, string>;
function withOld(nsKey: string, language: Language | undefined, old: string | null) {
  const copy = new Map([...today].map(([ns, flats]) => [ns, new Map([...flats].map(([lng, flat]) => [lng, new Map(flat)]))]));
  if (!language) return copy;
  const [ns, key] = nsKey.split(':');
  const flat = copy.get(ns)!.get(language) as Flat;
  for (const existing of [...flat.keys()]) if (existing === key || existing.startsWith(`${key}.`)) flat.delete(existing);
  if (old !== null) flat.set(key, old);
  return copy;
}

const problemsOf = (namespaces: ReturnType<typeof withOld>) => {
  const problems: string[] = [];
  checkCopy(root, namespaces, glossary, problems, { spelling: false });
  return problems;
};

const old = fixture.old as unknown as Record<Language, Record<string, string | null>>;

describe('the copy checks against review 5 (issue 75)', () => {
  it("pass on today's copy", () => {
    expect(problemsOf(withOld('home:meta.title', undefined, null))).toEqual([]);
  });

  const cases = fixture.findings.flatMap(({ id, cases }) =>
    cases.map(({ nsKey, language }) => ({ id, nsKey, language: language as Language })),
  );
  it('covers every must and should row it fixed, in both languages where both changed', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });
  it.each(cases)('fail when $id has its old $language text back ($nsKey)', ({ nsKey, language }) => {
    expect(problemsOf(withOld(nsKey, language, old[language][nsKey]))).not.toEqual([]);
  });
});
