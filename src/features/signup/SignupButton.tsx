import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/site';
import { localizePath } from '@/i18n/language';
import { useSignup } from './SignupProvider';

/**
 * Opens the signup dialog. Before hydration it is a real link to the pricing section, so a click
 * on the prerendered page still leads somewhere useful.
 */
export function SignupButton({ children, className }: { children: ReactNode; className?: string }) {
  const { i18n } = useTranslation();
  const { openSignup } = useSignup();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openSignup();
  };
  return (
    <a href={localizePath('/andrea#pricing', i18n.language as Language)} role="button" onClick={onClick} className={className}>
      {children}
    </a>
  );
}
