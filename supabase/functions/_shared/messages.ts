/**
 * The sentences the function sends beside each code, in the request's language (D21). A field's
 * sentences live in its form's contract; these are the request's own. Every one equals its
 * `forms.codes.*` locale string in both languages (`npm run i18n:check`, tests/unit/i18n-check.test.ts).
 */
import { codesOf, sentenceIn, sentenceOfCode, type CodeOf, type Language, type Sentence } from './form-contract.ts';
import { LANGUAGES, languageServing } from './languages.ts';
import { contactFields } from './contact-contract.ts';
import { leadFields } from './lead-contract.ts';

export type { Language };

/**
 * The browser states the page's language explicitly with `Accept-Language: cs` (D21); any other
 * client gets the language that serves its first tag (the language table's `serves`).
 */
export function requestLanguage(acceptLanguage: string | null): Language {
  return languageServing(acceptLanguage?.split(',')[0] ?? '');
}

const FORBIDDEN: Sentence = { en: 'This site is not allowed to send messages here.', cs: 'Tento web sem nemůže posílat zprávy.' };

/** Codes about the request rather than one field. */
export const REQUEST_SENTENCES = {
  invalid_payload: {
    en: 'Some of the form is missing. Please fill in every field.',
    cs: 'Část formuláře chybí. Vyplňte prosím všechna pole.',
  },
  invalid_json: { en: 'The request could not be read. Please try again.', cs: 'Požadavek nešlo přečíst. Zkuste to prosím znovu.' },
  payload_too_large: {
    en: 'The message is too large to send. Please shorten it.',
    cs: 'Zpráva je příliš velká na odeslání. Zkraťte ji prosím.',
  },
  unsupported_media_type: { en: 'Please send the form as JSON.', cs: 'Formulář je nutné odeslat jako JSON.' },
  method_not_allowed: { en: 'Only POST requests are accepted here.', cs: 'Zde se přijímají pouze požadavky POST.' },
  invalid_api_key: FORBIDDEN,
  origin_not_allowed: FORBIDDEN,
  rate_limited: {
    en: 'You have sent several messages in a short time. Please try again in a few minutes.',
    cs: 'Během krátké doby jste odeslali několik zpráv. Zkuste to prosím znovu za pár minut.',
  },
  busy: {
    en: 'We are receiving an unusual number of requests right now. Please try again in a minute.',
    cs: 'Právě přijímáme neobvykle mnoho požadavků. Zkuste to prosím znovu za minutu.',
  },
  unavailable: {
    en: 'We could not save your message right now. Please try again in a moment.',
    cs: 'Zprávu se teď nepodařilo uložit. Zkuste to prosím za chvíli znovu.',
  },
} as const satisfies Record<string, Sentence>;

export type RequestCode = keyof typeof REQUEST_SENTENCES;
/** Stable codes the server answers with; the browser maps them to its own locale strings (D21). */
export type ErrorCode = CodeOf<typeof contactFields> | CodeOf<typeof leadFields> | RequestCode;

export const ERROR_CODES: readonly ErrorCode[] = [
  ...new Set<ErrorCode>([...codesOf(contactFields), ...codesOf(leadFields), ...(Object.keys(REQUEST_SENTENCES) as RequestCode[])]),
];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export function errorSentence(code: ErrorCode, language: Language): string {
  return (
    sentenceOfCode(contactFields, code, language) ??
    sentenceOfCode(leadFields, code, language) ??
    sentenceIn(REQUEST_SENTENCES[code as RequestCode], language)
  );
}

/** Equals the locale's `contact.sent.body`. */
export const THANK_YOU_SENTENCE: Sentence = {
  en: "Thank you for your message! We'll get back to you soon.",
  cs: 'Děkujeme za zprávu! Brzy se vám ozveme.',
};

/** The thanks in every language of the table. */
export const THANK_YOU = Object.fromEntries(LANGUAGES.map((language) => [language, sentenceIn(THANK_YOU_SENTENCE, language)])) as Record<
  Language,
  string
>;
