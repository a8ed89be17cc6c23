import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { preloadable } from '@/components/ui/preloadable';
import { usePrefetchAtIdle } from '@/components/ui/use-prefetch';

const SignupDialog = preloadable(() => import('./SignupDialog'));

interface SignupContextValue {
  openSignup: () => void;
}

const SignupContext = createContext<SignupContextValue | null>(null);

/** Owns the one signup dialog; its code loads at idle after hydration (D34), never in the initial bundle. */
export function SignupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  usePrefetchAtIdle(SignupDialog.preload);
  const openSignup = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openSignup }), [openSignup]);
  return (
    <SignupContext.Provider value={value}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <SignupDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </SignupContext.Provider>
  );
}

export function useSignup(): SignupContextValue {
  const value = useContext(SignupContext);
  if (!value) throw new Error('useSignup must be used inside <SignupProvider>.');
  return value;
}
