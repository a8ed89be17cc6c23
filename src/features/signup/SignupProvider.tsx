import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { afterNextPaint } from '@/components/loading/after-next-paint';
import { lazyDialog } from '@/components/loading/lazy-dialog';
import { site, type PlanId } from '@/config/site';

const SignupDialog = lazyDialog(() => import('./SignupDialog'));

interface SignupContextValue {
  /** Opens the dialog; with a plan, the visitor's choice on the page, so it is chosen once. */
  openSignup: (plan?: PlanId) => void;
}

const SignupContext = createContext<SignupContextValue | null>(null);

/**
 * Owns the one signup dialog; its code loads at idle after hydration (D34), never in the initial
 * bundle. It lives as long as the visit, so the dialog keeps the typed email between openings.
 */
export function SignupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<PlanId | null>(null);
  const value = useMemo(
    () => ({
      openSignup: (chosen?: PlanId) => {
        setPlan(chosen ?? null);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <SignupContext.Provider value={value}>
      {children}
      <SignupOnArrival openSignup={value.openSignup} />
      <SignupDialog requested={open} onUnavailable={() => setOpen(false)} open={open} plan={plan} onOpenChange={setOpen} />
    </SignupContext.Provider>
  );
}

/** A navigation's state that opens the signup on arrival with a plan (a plan card's link to the plans). */
export const signupState = (plan: PlanId) => ({ signupPlan: plan });

/**
 * Opens the signup once per history entry whose state names a plan, so Back and Forward do not
 * open it again. Its own component: only it renders again on a navigation.
 */
function SignupOnArrival({ openSignup }: { openSignup: (plan: PlanId) => void }) {
  const { key, state } = useLocation();
  const opened = useRef(new Set<string>());
  useEffect(() => {
    const plan = (state as { signupPlan?: unknown } | null)?.signupPlan;
    if (!site.plans.some((item) => item.id === plan) || opened.current.has(key)) return;
    opened.current.add(key);
    afterNextPaint(() => openSignup(plan as PlanId));
  }, [key, state, openSignup]);
  return null;
}

export function useSignup(): SignupContextValue {
  const value = useContext(SignupContext);
  if (!value) throw new Error('useSignup must be used inside <SignupProvider>.');
  return value;
}
