import type { Language } from '@shared/languages';

/**
 * Built-in copy for the payment-success page when its translations are missing or malformed
 * (spec section 8). The one sanctioned exception to "all copy lives in public/locales": these
 * lines exist precisely for when that copy cannot be read. Keep them in step with payment.json.
 */
export const FALLBACK_STEPS: Partial<Record<Language, readonly string[]>> & { en: readonly string[] } = {
  en: [
    'Send Andrea an email from the mailbox you want her to manage.',
    'She replies with a secure link to connect Gmail and a short onboarding form, usually within minutes.',
    'Connect Gmail with Google sign-in and fill in the form, so she learns your role and your writing style.',
    'Your first drafts appear in your Gmail Drafts folder, ready for you to review and send.',
  ],
  cs: [
    'Pošlete Andree e-mail ze schránky, kterou má spravovat.',
    'Odpoví vám zabezpečeným odkazem pro připojení Gmailu a krátkým vstupním formulářem, obvykle během pár minut.',
    'Připojíte Gmail přihlášením přes Google a vyplníte formulář, aby Andrea poznala vaši roli a styl psaní.',
    'První koncepty se objeví ve složce Koncepty ve vašem Gmailu, připravené ke kontrole a odeslání.',
  ],
};

/** Shown while the page's translations load, so it cannot come from them (spec: "Loading..."). */
export const LOADING_LABEL: Partial<Record<Language, string>> & { en: string } = {
  en: 'Loading...',
  cs: 'Načítání...',
};

/**
 * The translated steps if they are a list of strings; otherwise the built-in steps of the page's
 * language. Pure: the page warns about a fallback from an effect, not during render.
 */
export function resolveSteps(translated: unknown, language: Language): { steps: readonly string[]; fellBack: boolean } {
  if (Array.isArray(translated) && translated.length > 0 && translated.every((step) => typeof step === 'string' && step.trim() !== '')) {
    return { steps: translated as string[], fellBack: false };
  }
  return { steps: FALLBACK_STEPS[language] ?? FALLBACK_STEPS.en, fellBack: true };
}

export function warnFallback(language: Language): void {
  console.warn(`payment-success: the translated steps for "${language}" are not a list; showing the built-in steps.`);
}
