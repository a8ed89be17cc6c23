/**
 * Renders the cookie banner and the settings button as a page has them; `ids` replaces the build's
 * analytics IDs (the provider's own default is the build's).
 */
import { render } from '@testing-library/react';
import type { AnalyticsIds } from '@/features/consent/analytics';
import { I18nextProvider } from 'react-i18next';
import { ConsentProvider } from '@/features/consent/ConsentProvider';
import { CookieBanner } from '@/features/consent/CookieBanner';
import { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';
import { LanguageProvider } from '@/i18n/use-language';
import { makeI18n } from './render';
import { MemoryRouter } from '../memory-router';

export function renderCookieChoice(ids?: AnalyticsIds, language: 'en' | 'cs' = 'en') {
  return render(
    <I18nextProvider i18n={makeI18n(language)}>
      <MemoryRouter initialEntries={[language === 'cs' ? '/cs' : '/']}>
        <LanguageProvider>
          <ConsentProvider analyticsIds={ids}>
            <main>page</main>
            <footer>
              <CookieSettingsButton />
            </footer>
            <CookieBanner />
          </ConsentProvider>
        </LanguageProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
