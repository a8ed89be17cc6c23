import type { TFunction } from 'i18next';
import { limitsOfCode, type Fields } from '@shared/form-contract.ts';

/**
 * Our own locale string for a code we know (`forms.codes.*`, with the `{{min}}` and `{{max}}`
 * of the code's field in `fields`), otherwise the server's sentence, otherwise undefined (the
 * caller words a generic failure).
 */
export function messageForCode(
  t: TFunction,
  i18n: { exists: (key: string) => boolean },
  code: string | undefined,
  fields: Fields = {},
  serverSentence?: string,
): string | undefined {
  if (code && /^[a-z_]+$/.test(code) && i18n.exists(`common:forms.codes.${code}`)) {
    return t(`forms.codes.${code}` as never, limitsOfCode(fields, code)) as string;
  }
  return serverSentence || undefined;
}
