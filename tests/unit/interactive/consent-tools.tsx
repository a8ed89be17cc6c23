/** Renders the cookie banner and the settings button as a page has them, in English. */
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ConsentProvider } from '@/features/consent/ConsentProvider';
import { CookieBanner } from '@/features/consent/CookieBanner';
import { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';
import { LanguageProvider } from '@/i18n/use-language';
import { makeI18n } from './render';
import { MemoryRouter } from '../memory-router';

export function renderCookieChoice() {
  return render(
    <I18nextProvider i18n={makeI18n('en')}>
      <MemoryRouter initialEntries={['/']}>
        <LanguageProvider>
          <ConsentProvider>
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
