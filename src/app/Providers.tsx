import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { ConsentProvider } from '@/features/consent/ConsentProvider';
import { SignupProvider } from '@/features/signup/SignupProvider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <HelmetProvider>
      <ConsentProvider>
        <SignupProvider>{children}</SignupProvider>
      </ConsentProvider>
    </HelmetProvider>
  );
}
