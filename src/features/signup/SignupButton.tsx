import type { MouseEvent, ReactNode } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { localizePath } from '@/i18n/language';
import { useSignup } from './SignupProvider';
import type { PlanId } from '@/config/site';
import { href } from '@/config/routes';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * Opens the signup dialog. Without JavaScript it is a real link to the pricing section; with it, a
 * tap before hydration is held and answered by the dialog (D35, src/lib/early-tap.ts). A plan's
 * button opens it with that plan chosen (issue 33).
 */
export function SignupButton({ children, className, plan }: { children: ReactNode; className?: string; plan?: PlanId }) {
  const language = useLanguage();
  const { openSignup } = useSignup();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    afterNextPaint(() => openSignup(plan));
  };
  return (
    <a href={localizePath(href('andrea', '#pricing'), language)} role="button" data-hold-tap="" onClick={onClick} className={className}>
      {children}
    </a>
  );
}
