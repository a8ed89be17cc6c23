import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/site';
import { localizePath } from '@/i18n/language';
import { RouterLink } from './RouterLink';

/** A router link to an English path, sent to the same page in the current language. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, Omit<ComponentProps<typeof RouterLink>, 'to'> & { to: string }>(
  function LocalizedLink({ to, ...props }, ref) {
    const { i18n } = useTranslation();
    return <RouterLink ref={ref} to={localizePath(to, i18n.language as Language)} {...props} />;
  },
);
