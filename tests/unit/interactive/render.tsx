/** Renders interactive features with the real locale files, the app's providers and the toast region. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '../memory-router';
import { Providers } from '@/app/Providers';
import { Toaster } from '@/components/ui/toast';
import type { Language } from '@/config/site';
import { createServerI18n } from '@/i18n/create-server-i18n';
import { LanguageProvider } from '@/i18n/use-language';
import type { LanguageResources, Namespace } from '@/i18n/namespaces';

const LOCALES = path.resolve(import.meta.dirname, '../../../public/locales');

export function readLocale(language: Language, ns: Namespace): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8'));
}

export function makeI18n(language: Language, namespaces: Namespace[] = []) {
  const resources: LanguageResources = { common: readLocale(language, 'common') };
  for (const ns of namespaces) resources[ns] = readLocale(language, ns);
  return createServerI18n(language, resources);
}

export function renderUi(
  ui: ReactElement,
  options: { language?: Language; namespaces?: Namespace[]; path?: string; providers?: boolean } = {},
) {
  const language = options.language ?? 'en';
  const i18n = makeI18n(language, options.namespaces);
  const initial = options.path ?? (language === 'cs' ? '/cs' : '/');
  const body = options.providers === false ? <LanguageProvider>{ui}</LanguageProvider> : <Providers>{ui}</Providers>;
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[initial]}>
        {body}
        <Toaster />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The toast with this title (Radix renders it in its region, lazily loaded with the first toast). */
export async function findToast(title: string) {
  const titleNode = await screen.findByText(title, { selector: '[data-variant] *' }, { timeout: 3000 });
  const toast = titleNode.closest('[data-variant]') as HTMLElement;
  return toast;
}
