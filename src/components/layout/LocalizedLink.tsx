import type { ComponentProps } from 'react';
import { localizePath } from '@/i18n/language';
import { useLanguage } from '@/i18n/use-language';
import { RouterLink } from './RouterLink';

/**
 * A router link to an English path, sent to the same page in the language being rendered. It
 * renders when the language switches, with the text around it, not on every navigation.
 */
export function LocalizedLink({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localizePath(to, useLanguage())} {...props} />;
}
