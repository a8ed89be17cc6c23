import { forwardRef, type ComponentProps } from 'react';
import { localizePath } from '@/i18n/language';
import { usePageLanguage } from '@/i18n/use-language';
import { RouterLink } from './RouterLink';

/**
 * A router link to an English path, sent to the same page in the current page's language. The
 * path decides, as for the page itself: a link renders with its page, never once more when
 * i18next switches (D34).
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, Omit<ComponentProps<typeof RouterLink>, 'to'> & { to: string }>(
  function LocalizedLink({ to, ...props }, ref) {
    return <RouterLink ref={ref} to={localizePath(to, usePageLanguage())} {...props} />;
  },
);
