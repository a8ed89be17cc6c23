import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { SignupProvider } from '@/features/signup/SignupProvider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <HelmetProvider>
      <SignupProvider>{children}</SignupProvider>
    </HelmetProvider>
  );
}
