import type { i18n as I18n } from 'i18next';
import type { Language } from '@/config/site';
import { localeUrl, type Namespace } from './namespaces';

/**
 * Puts a page's copy in `language` into the store ahead of need (D34: the language toggle and the
 * next page need no request). Added silently, so no component re-renders at idle for copy it does
 * not show; i18next then finds the bundles and loads nothing. A failed read is left to the
 * navigation, which loads through the backend with D8's retries.
 */
export async function prefetchCopy(i18n: I18n, language: Language, namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(
    namespaces
      .filter((ns) => !i18n.hasResourceBundle(language, ns))
      .map(async (ns) => {
        const response = await fetch(localeUrl(language, ns), { credentials: 'same-origin' });
        if (!response.ok) return;
        const data = (await response.json()) as Record<string, unknown>;
        if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, data, true, false, { silent: true });
      }),
  );
}
