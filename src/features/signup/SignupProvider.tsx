import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyDialog } from '@/components/ui/preloadable';

const SignupDialog = lazyDialog(() => import('./SignupDialog'));

interface SignupContextValue {
  openSignup: () => void;
}

const SignupContext = createContext<SignupContextValue | null>(null);

/** Owns the one signup dialog; its code loads at idle after hydration (D34), never in the initial bundle. */
export function SignupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ openSignup: () => setOpen(true) }), []);
  return (
    <SignupContext.Provider value={value}>
      {children}
      <SignupDialog requested={open} onUnavailable={() => setOpen(false)} open={open} onOpenChange={setOpen} />
    </SignupContext.Provider>
  );
}

export function useSignup(): SignupContextValue {
  const value = useContext(SignupContext);
  if (!value) throw new Error('useSignup must be used inside <SignupProvider>.');
  return value;
}
