import type { i18n as I18n } from 'i18next';
import type { Language } from '@/config/site';
import { localeUrl, type Namespace } from './namespaces';

/** Each file is prefetched at most once: a failure is left to the real load, with D8's retries. */
const attempted = new Set<string>();

const namespaceList = (i18n: I18n): readonly string[] => {
  const ns = i18n.options.ns;
  return typeof ns === 'string' ? [ns] : (ns ?? []);
};

/**
 * Puts a page's copy in `language` into the store ahead of need (D34: the language toggle and the
 * next page need no request). Added silently, so no component re-renders at idle for copy it does
 * not show, and without declaring the namespace; i18next then finds the bundles and loads nothing. A failed read is left to the
 * navigation, which loads through the backend with D8's retries.
 */
export async function prefetchCopy(i18n: I18n, language: Language, namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(
    namespaces
      .filter((ns) => !i18n.hasResourceBundle(language, ns) && !attempted.has(localeUrl(language, ns)))
      .map(async (ns) => {
        attempted.add(localeUrl(language, ns));
        const response = await fetch(localeUrl(language, ns), { credentials: 'same-origin' });
        if (!response.ok) return;
        const data = (await response.json()) as Record<string, unknown>;
        if (i18n.hasResourceBundle(language, ns)) return;
        const declared = [...namespaceList(i18n)];
        i18n.addResourceBundle(language, ns, data, true, false, { silent: true });
        // The store also declares the namespace, and i18next loads every declared namespace in
        // every language it switches to: a prefetched page's copy would make the language toggle
        // wait for files no page on screen needs. It stays undeclared until a page uses it.
        i18n.options.ns = declared;
      }),
  );
}
