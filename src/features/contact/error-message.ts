import type { TFunction } from 'i18next';
import { COMPANY_MAX, EMAIL_MAX, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX } from '../../../supabase/functions/_shared/form-limits.ts';

/** Field a server/schema code belongs to, so its message can sit under that field. */
export function fieldOfCode(code: string | undefined): 'name' | 'email' | 'message' | 'company' | undefined {
  const field = code?.split('_')[0];
  return field === 'name' || field === 'email' || field === 'message' || field === 'company' ? field : undefined;
}

/**
 * D21: our own locale string for a code we know (forms.codes.*), otherwise the server's sentence,
 * otherwise undefined (the caller words a generic failure).
 */
export function messageForCode(t: TFunction, i18n: { exists: (key: string) => boolean }, code: string | undefined, serverSentence?: string): string | undefined {
  if (code && /^[a-z_]+$/.test(code) && i18n.exists(`common:forms.codes.${code}`)) {
    return t(`forms.codes.${code}` as never, {
      min: MESSAGE_MIN,
      max: MESSAGE_MAX,
      nameMax: NAME_MAX,
      emailMax: EMAIL_MAX,
      companyMax: COMPANY_MAX,
    }) as string;
  }
  return serverSentence || undefined;
}
