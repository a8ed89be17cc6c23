/**
 * The sentences the function sends beside each code, in the request's language (D21). They are the
 * locale files' own: `forms.codes.*` and `contact.sent.body` of every language's common.json,
 * copied into sentences.json by `npm run i18n:sync`, since a deployed function cannot read
 * public/. `npm run i18n:check` fails while the copy differs from the locale files.
 */
import SENTENCES from './sentences.json' with { type: 'json' };
import { limitsOfCode } from './form-contract.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, languageServing, type Language } from './languages.ts';
import { contactFields } from './contact-contract.ts';
import type { ErrorCode } from './error-codes.ts';
import { leadFields } from './lead-contract.ts';

export type { Language };

/**
 * The browser states the page's language explicitly with `Accept-Language: cs` (D21); any other
 * client gets the language that serves its first tag (the language table's `serves`).
 */
export function requestLanguage(acceptLanguage: string | null): Language {
  return languageServing(acceptLanguage?.split(',')[0] ?? '');
}

interface LanguageSentences {
  codes: Readonly<Record<ErrorCode, string>>;
  thanks: string;
}

/** The default language's, typed: a code without its sentence fails the type check. */
const DEFAULT_SENTENCES: LanguageSentences = SENTENCES[DEFAULT_LANGUAGE];

/** A language of the table the file does not hold yet (before `npm run i18n:sync`) speaks the default's. */
const sentencesIn = (language: Language): LanguageSentences =>
  (SENTENCES as unknown as Partial<Record<Language, LanguageSentences>>)[language] ?? DEFAULT_SENTENCES;

/** A code's sentence with the `{{min}}` and `{{max}}` of its field filled in. */
export function errorSentence(code: ErrorCode, language: Language): string {
  const limits = { ...limitsOfCode(leadFields, code), ...limitsOfCode(contactFields, code) };
  const template = sentencesIn(language).codes[code] ?? DEFAULT_SENTENCES.codes[code];
  return template.replace(/\{\{(min|max)\}\}/g, (_match, limit: 'min' | 'max') => String(limits[limit]));
}

/** The thanks in every language of the table. */
export const THANK_YOU = Object.fromEntries(LANGUAGES.map((language) => [language, sentencesIn(language).thanks])) as Record<
  Language,
  string
>;
