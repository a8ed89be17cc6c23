import type { ReactNode } from 'react';
import { ConsentProvider } from '@/features/consent/ConsentProvider';
import { SignupProvider } from '@/features/signup/SignupProvider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConsentProvider>
      <SignupProvider>{children}</SignupProvider>
    </ConsentProvider>
  );
}
