import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/config/site';
import type { LanguageResources } from './namespaces';
import { baseOptions } from './options';
import { typesetFormat } from './typography';

/** One instance per prerendered page, holding only that page's language and namespaces. */
export function createServerI18n(language: Language, resources: LanguageResources): I18n {
  const instance = createInstance();
  void instance
    // The prerender reads the locale files as marketers wrote them.
    .use(typesetFormat(false))
    .use(initReactI18next)
    .init({
      ...baseOptions(),
      lng: language,
      resources: { [language]: resources },
    });
  return instance;
}
