import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useEntryOpen } from '@/components/layout/use-entry-open';
import { lazyDialog } from '@/components/loading/lazy-dialog';
import { site, type PlanId } from '@/config/site';

const SignupDialog = lazyDialog(() => import('./SignupDialog'));

interface SignupContextValue {
  /** Opens the dialog; with a plan, the visitor's choice on the page, so it is chosen once. */
  openSignup: (plan?: PlanId) => void;
}

const SignupContext = createContext<SignupContextValue | null>(null);

/**
 * Owns the one signup dialog; its code loads at idle after hydration, never in the initial
 * bundle. It lives as long as the visit, so the dialog keeps the typed email between openings.
 * The dialog is open on the page that opened it only: Back, Forward or a link closes it.
 */
export function SignupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useEntryOpen();
  const [plan, setPlan] = useState<PlanId | null>(null);
  const value = useMemo(
    () => ({
      openSignup: (chosen?: PlanId) => {
        setPlan(chosen ?? null);
        setOpen(true);
      },
    }),
    [setOpen],
  );
  return (
    <SignupContext.Provider value={value}>
      {children}
      <SignupDialog requested={open} onUnavailable={() => setOpen(false)} open={open} plan={plan} onOpenChange={setOpen} />
    </SignupContext.Provider>
  );
}

/** A navigation's state that opens the signup on arrival with a plan (a plan card's link to the plans). */
export const signupState = (plan: PlanId) => ({ signupPlan: plan });

/** The plan a navigation's state names, if it names one. */
export function planInState(state: unknown): PlanId | undefined {
  const plan = (state as { signupPlan?: unknown } | null)?.signupPlan;
  return site.plans.find((item) => item.id === plan)?.id;
}

export function useSignup(): SignupContextValue {
  const value = useContext(SignupContext);
  if (!value) throw new Error('useSignup must be used inside <SignupProvider>.');
  return value;
}
