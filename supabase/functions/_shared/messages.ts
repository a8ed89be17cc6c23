/** The human sentences the function sends beside each code, in the request's language (D21). */
import { EMAIL_MAX, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, COMPANY_MAX, type ErrorCode } from './form-rules.ts';

export type Language = 'en' | 'cs';

/** The browser states the page's language explicitly with `Accept-Language: cs` (D21). */
export function requestLanguage(acceptLanguage: string | null): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('cs') || first.startsWith('sk') ? 'cs' : 'en';
}

const SENTENCES: Record<ErrorCode, Record<Language, string>> = {
  name_required: { en: 'Please enter your name.', cs: 'Vyplňte prosím své jméno.' },
  name_invalid: { en: 'Please enter your name as plain text.', cs: 'Zadejte prosím jméno jako běžný text.' },
  name_too_long: {
    en: `Please shorten your name to ${NAME_MAX} characters.`,
    cs: `Zkraťte prosím jméno na nejvýše ${NAME_MAX} znaků.`,
  },
  name_bidi_control: {
    en: 'Please remove the invisible text-direction characters from your name.',
    cs: 'Odstraňte prosím ze jména neviditelné znaky pro směr textu.',
  },
  email_required: { en: 'Please enter your email address.', cs: 'Vyplňte prosím svůj e-mail.' },
  email_invalid: { en: 'Please enter a valid email address.', cs: 'Zadejte prosím platnou e-mailovou adresu.' },
  email_too_long: {
    en: `An email address can have at most ${EMAIL_MAX} characters.`,
    cs: `E-mailová adresa může mít nejvýše ${EMAIL_MAX} znaků.`,
  },
  email_bidi_control: {
    en: 'Please remove the invisible text-direction characters from your email address.',
    cs: 'Odstraňte prosím z e-mailové adresy neviditelné znaky pro směr textu.',
  },
  message_required: { en: 'Please write your message.', cs: 'Napište prosím svou zprávu.' },
  message_invalid: { en: 'Your message contains characters we cannot store.', cs: 'Zpráva obsahuje znaky, které nelze uložit.' },
  message_too_short: {
    en: `Your message needs at least ${MESSAGE_MIN} characters.`,
    cs: `Zpráva musí mít alespoň ${MESSAGE_MIN} znaků.`,
  },
  message_too_long: {
    en: `Please shorten your message to ${MESSAGE_MAX} characters.`,
    cs: `Zkraťte prosím zprávu na nejvýše ${MESSAGE_MAX} znaků.`,
  },
  company_invalid: { en: 'Please enter the company name as plain text.', cs: 'Zadejte prosím název firmy jako běžný text.' },
  company_too_long: {
    en: `Please shorten the company name to ${COMPANY_MAX} characters.`,
    cs: `Zkraťte prosím název firmy na nejvýše ${COMPANY_MAX} znaků.`,
  },
  company_bidi_control: {
    en: 'Please remove the invisible text-direction characters from the company name.',
    cs: 'Odstraňte prosím z názvu firmy neviditelné znaky pro směr textu.',
  },
  ai_employee_invalid: { en: 'Please choose Julie or David.', cs: 'Vyberte prosím Julii, nebo Davida.' },
  invalid_payload: { en: 'The form data is incomplete. Please fill in every field.', cs: 'Údaje formuláře nejsou úplné. Vyplňte prosím všechna pole.' },
  invalid_json: { en: 'The request could not be read. Please try again.', cs: 'Požadavek nešlo přečíst. Zkuste to prosím znovu.' },
  payload_too_large: { en: 'The message is too large to send.', cs: 'Zpráva je příliš velká na odeslání.' },
  unsupported_media_type: { en: 'Please send the form as JSON.', cs: 'Formulář je nutné odeslat jako JSON.' },
  method_not_allowed: { en: 'Only POST requests are accepted here.', cs: 'Zde se přijímají pouze požadavky POST.' },
  invalid_api_key: { en: 'This site is not allowed to send messages here.', cs: 'Tento web sem nemůže posílat zprávy.' },
  origin_not_allowed: { en: 'This site is not allowed to send messages here.', cs: 'Tento web sem nemůže posílat zprávy.' },
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
};

export function errorSentence(code: ErrorCode, language: Language): string {
  return SENTENCES[code][language];
}

export const THANK_YOU: Record<Language, string> = {
  en: "Thank you for your message! We'll get back to you soon.",
  cs: 'Děkujeme za zprávu! Brzy se vám ozveme.',
};
