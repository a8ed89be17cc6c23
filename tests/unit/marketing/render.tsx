/** Renders a marketing page or section with real locale files, as the prerender would. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '@/app/Providers';
import type { Language } from '@/config/site';
import { createServerI18n } from '@/i18n/create-server-i18n';
import type { LanguageResources, Namespace } from '@/i18n/namespaces';

const LOCALES = path.resolve(import.meta.dirname, '../../../public/locales');

export function readLocale<T = Record<string, unknown>>(language: Language, ns: Namespace): T {
  return JSON.parse(readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8'));
}

export function renderWithI18n(ui: ReactElement, options: { language: Language; namespaces: Namespace[]; path?: string }) {
  const resources: LanguageResources = { common: readLocale(options.language, 'common') };
  for (const ns of options.namespaces) resources[ns] = readLocale(options.language, ns);
  const i18n = createServerI18n(options.language, resources);
  const initial = options.path ?? (options.language === 'cs' ? '/cs' : '/');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[initial]}>
        <Providers>{ui}</Providers>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
