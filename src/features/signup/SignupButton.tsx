import type { MouseEvent, ReactNode } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { localizePath } from '@/i18n/language';
import { useSignup } from './SignupProvider';
import { href } from '@/config/routes';

/**
 * Opens the signup dialog. Without JavaScript it is a real link to the pricing section; with it, a
 * tap before hydration is held and answered by the dialog (D35, src/lib/early-tap.ts).
 */
export function SignupButton({ children, className }: { children: ReactNode; className?: string }) {
  const language = useLanguage();
  const { openSignup } = useSignup();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openSignup();
  };
  return (
    <a href={localizePath(href('andrea', '#pricing'), language)} role="button" data-hold-tap="" onClick={onClick} className={className}>
      {children}
    </a>
  );
}
