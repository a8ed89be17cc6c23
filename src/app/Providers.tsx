import type { ReactNode } from 'react';
import { ConsentProvider } from '@/features/consent/ConsentProvider';
import { SignupProvider } from '@/features/signup/SignupProvider';
import { LanguageProvider } from '@/i18n/use-language';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <ConsentProvider>
        <SignupProvider>{children}</SignupProvider>
      </ConsentProvider>
    </LanguageProvider>
  );
}
