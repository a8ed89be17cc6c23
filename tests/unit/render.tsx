/** Renders a page or section with the real locale files (or overrides), as the prerender would. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createInstance, type BackendModule } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { InitialEntry } from 'react-router-dom';
import { MemoryRouter } from './memory-router';
import { Providers } from '@/app/Providers';
import type { Language } from '@/config/site';
import { createServerI18n } from '@/i18n/create-server-i18n';
import type { LanguageResources, Namespace } from '@/i18n/namespaces';
import { baseOptions } from '@/i18n/options';
import { mapStrings, typeset, typesetFormat } from '@/i18n/typography';

const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');

/** A namespace exactly as the locale file holds it (what the i18n instance is given). */
function readLocaleFile(language: Language, ns: Namespace): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8'));
}

/** Czech text typeset as the page renders it (one-letter words and numbers bound with no-break spaces). */
export const czech = (text: string) => typeset(text, 'cs');

/** Typeset copy with ordinary spaces again: Testing Library's *ByText queries read text that way. */
export const asQueried = (text: string) => text.replace(/\u00a0/g, ' ');

/** A namespace's copy as the visitor reads it: typeset (src/i18n/typography.ts), as t() returns it. */
export function readLocale<T = Record<string, unknown>>(language: Language, ns: Namespace): T {
  return mapStrings(readLocaleFile(language, ns), (text) => typeset(text, language)) as T;
}

function wrap(ui: ReactElement, i18n: ReturnType<typeof createServerI18n>, initial: InitialEntry) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[initial]}>
        <Providers>{ui}</Providers>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

export function renderScreen(
  ui: ReactElement,
  options: {
    language: Language;
    namespaces: Namespace[];
    path?: string;
    /** The history entry's state, as a reload finds it. */
    state?: unknown;
    override?: Partial<LanguageResources>;
  },
) {
  const resources: LanguageResources = { common: readLocaleFile(options.language, 'common') };
  for (const ns of options.namespaces) resources[ns] = readLocaleFile(options.language, ns);
  Object.assign(resources, options.override);
  const i18n = createServerI18n(options.language, resources);
  const path = options.path ?? (options.language === 'cs' ? '/cs' : '/');
  const url = new URL(path, 'http://localhost');
  const initial: InitialEntry = options.state === undefined ? path : { pathname: url.pathname, search: url.search, state: options.state };
  return { ...wrap(ui, i18n, initial), i18n };
}

/** A page whose namespace is still on its way: the backend never answers, so `ready` stays false. */
export function renderLoading(ui: ReactElement, options: { language: Language; path: string }) {
  const neverBackend: BackendModule = { type: 'backend', init() {}, read() {} };
  const i18n = createInstance();
  void i18n
    .use(neverBackend)
    .use(typesetFormat(false))
    .use(initReactI18next)
    .init({
      ...baseOptions(),
      lng: options.language,
      partialBundledLanguages: true,
      resources: { [options.language]: { common: readLocaleFile(options.language, 'common') } },
    });
  return wrap(ui, i18n, options.path);
}
