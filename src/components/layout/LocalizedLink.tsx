import { forwardRef, type ComponentProps } from 'react';
import { localizePath } from '@/i18n/language';
import { useLanguage } from '@/i18n/use-language';
import { RouterLink } from './RouterLink';

/**
 * A router link to an English path, sent to the same page in the language being rendered. It
 * renders when the language switches, with the text around it, not on every navigation (D34).
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, Omit<ComponentProps<typeof RouterLink>, 'to'> & { to: string }>(
  function LocalizedLink({ to, ...props }, ref) {
    return <RouterLink ref={ref} to={localizePath(to, useLanguage())} {...props} />;
  },
);
