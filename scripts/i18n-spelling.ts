/**
 * The spelling check of `npm run i18n:check`: every visible word of the locale files through
 * Debian's hunspell (`hunspell-en-gb` for English, the site's spelling; `hunspell-cs` for Czech).
 * {{variables}}, $t() nestings, <tags>, URLs, addresses, domains and identifiers are stripped first.
 * Right words the dictionaries lack (product names, legal abbreviations, loanwords) are listed in
 * scripts/spelling/<language>.txt, one per line; an entry with a character that is not a letter
 * ("2+kk", "e-") is taken out of the text as it stands, and "e-" lets any word after that prefix
 * be checked on its own ("e-mailu" -> "mailu").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../supabase/functions/_shared/languages.ts';
import { copyKeyRef } from './i18n-locate.ts';

export type Problem = string;

/** The hunspell dictionary of each language; a language without one (the test pseudo-locale) is not spell-checked. */
export const DICTIONARIES: Partial<Record<Language, string>> = { en: 'en_GB', cs: 'cs_CZ' };

export const wordListPath = (root: string, language: string) => path.join(root, 'scripts', 'spelling', `${language}.txt`);

export interface WordList {
  words: Set<string>;
  /** Entries that are not plain words: removed from the text before it is split into words. */
  phrases: string[];
  prefixes: string[];
}

export function parseWordList(text: string): WordList {
  const entries = text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  const isWord = (entry: string) => /^[\p{L}\p{M}]+(['’-][\p{L}\p{M}]+)*$/u.test(entry);
  return {
    words: new Set(entries.filter(isWord)),
    prefixes: entries.filter((entry) => /^[\p{L}]+-$/u.test(entry)),
    phrases: entries.filter((entry) => !isWord(entry) && !/^[\p{L}]+-$/u.test(entry)).sort((a, b) => b.length - a.length),
  };
}

/** The words a reader sees in one string, without markup, addresses and the listed phrases. */
export function visibleWords(text: string, list: Pick<WordList, 'phrases'>): string[] {
  let visible = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    // A broken placeholder ("{{days}") is the check's own problem, not a misspelt word.
    .replace(/\{\{?[\p{L}\d_.\s]*\}{0,2}/gu, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/<\/?[a-zA-Z0-9]+\s*\/?>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\S*_\S*/g, ' ')
    // Domains and dotted abbreviations: adr.coi.cz, uoou.gov.cz, s.r.o.
    .replace(/[\p{L}\d-]+(?:\.[\p{L}\d-]+)+\.?/gu, ' ');
  for (const phrase of list.phrases) visible = visible.split(phrase).join(' ');
  return [...visible.matchAll(/[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu)].map((match) => match[0].replace(/['’]s$/, ''));
}

/** The words hunspell is asked about for one token: the token itself, or its parts once the listed ones are set aside. */
function partsToCheck(token: string, list: WordList): string[] {
  if (list.words.has(token)) return [];
  for (const prefix of list.prefixes)
    if (token.toLowerCase().startsWith(prefix) && token.length > prefix.length) return partsToCheck(token.slice(prefix.length), list);
  return token.split('-').filter((part) => part !== '' && !list.words.has(part));
}

/** hunspell's unknown words among `words`, or why it could not run. */
export function hunspellUnknown(dictionary: string, words: string[]): { unknown: Set<string> } | { error: string } {
  const result = spawnSync('hunspell', ['-d', dictionary, '-l', '-i', 'utf-8'], { input: words.join('\n'), encoding: 'utf8' });
  if (result.error) return { error: `hunspell did not run (${result.error.message}); install hunspell hunspell-en-gb hunspell-cs` };
  if (result.status !== 0 || /can't open/i.test(result.stderr))
    return { error: `hunspell -d ${dictionary} failed: ${result.stderr.trim()}` };
  return { unknown: new Set(result.stdout.split('\n').filter(Boolean)) };
}

/**
 * Every language's strings (`ns:key` -> text) through its dictionary. An unknown word is reported
 * once, at its first string. Returns the languages that could not be checked and why.
 */
export function checkSpelling(root: string, copies: ReadonlyMap<Language, ReadonlyMap<string, string>>, problems: Problem[]): string[] {
  const skipped: string[] = [];
  for (const [language, copy] of copies) {
    const dictionary = DICTIONARIES[language];
    if (!dictionary) continue;
    const listFile = wordListPath(root, language);
    const list = parseWordList(existsSync(listFile) ? readFileSync(listFile, 'utf8') : '');
    const firstSeen = new Map<string, string>();
    for (const [key, text] of copy) {
      for (const token of visibleWords(text, list))
        for (const word of partsToCheck(token, list)) if (!firstSeen.has(word)) firstSeen.set(word, key);
    }
    const answer = hunspellUnknown(dictionary, [...firstSeen.keys()]);
    if ('error' in answer) {
      skipped.push(`${language}: ${answer.error}`);
      continue;
    }
    for (const [word, key] of firstSeen) {
      if (answer.unknown.has(word))
        problems.push(
          `${copyKeyRef(language, key)}: "${word}" is not in the ${dictionary} dictionary (spelling; if it is right, add it to scripts/spelling/${language}.txt)`,
        );
    }
  }
  return skipped;
}
