import type { MouseEvent, ReactNode } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { localizePath } from '@/i18n/language';
import { useSignup } from './SignupProvider';
import type { PlanId } from '@/config/site';
import { checkoutUrl } from './checkout';
import { href } from '@/config/routes';
import { afterNextPaint } from '@/lib/after-next-paint';
import { track } from '@/lib/funnel';

/**
 * Opens the signup dialog. Without JavaScript it is a real link to the pricing section (a plan's
 * button: to its checkout); with it, a tap before hydration is held and answered by the dialog
 * (src/lib/early-tap.ts). A plan's button opens it with that plan chosen.
 */
export function SignupButton({ children, className, plan }: { children: ReactNode; className?: string; plan?: PlanId }) {
  const language = useLanguage();
  const { openSignup } = useSignup();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (plan) track('planChosen', plan, language);
    afterNextPaint(() => openSignup(plan));
  };
  // Without JavaScript (or should the app not load) a plan's button is that plan's checkout,
  // which asks for the email itself; the plans' own section would only lead back to them.
  const target = (plan && checkoutUrl(plan, language, '')) || localizePath(href('andrea', '#pricing'), language);
  return (
    <a href={target} role="button" data-hold-tap="" onClick={onClick} className={className}>
      {children}
    </a>
  );
}
