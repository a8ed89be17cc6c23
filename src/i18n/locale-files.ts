import type { i18n as I18n } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import type { Language } from '@/config/site';
import { localeUrl, type Namespace } from './namespaces';

type LocaleFile = Record<string, unknown>;

/**
 * The one reader of locale files, with one URL and credentials mode, so a preloaded file is served
 * from its preload; the status goes back to i18next-http-backend, which retries a 5xx.
 */
export async function readLocaleFile(url: string): Promise<{ status: number; data?: LocaleFile }> {
  const response = await fetch(url, { credentials: 'same-origin' });
  return response.ok ? { status: response.status, data: (await response.json()) as LocaleFile } : { status: response.status };
}

/** Files read ahead for a namespace no page on screen uses yet, waiting for the page that will. */
const waiting = new Map<string, LocaleFile>();
/** Each file is prefetched at most once: a failure is left to the real load, with i18next's retries. */
const attempted = new Set<string>();

/** i18next-http-backend's `request`: a file read ahead is handed over, any other is read now. */
export const backendRequest: NonNullable<HttpBackendOptions['request']> = (_options, url, _payload, callback) => {
  const data = waiting.get(url);
  waiting.delete(url);
  (data ? Promise.resolve({ status: 200, data }) : readLocaleFile(url)).then(
    (response) => callback(null, { status: response.status, data: response.data ?? {} }),
    (error: unknown) => callback(error, null),
  );
};

/**
 * Copy ahead of need. A namespace i18next already declares joins the store silently; any other
 * waits here, since i18next loads every declared namespace on a language switch.
 */
export async function prefetchCopy(i18n: I18n, language: Language, namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(
    namespaces
      .filter((ns) => !i18n.hasResourceBundle(language, ns) && !attempted.has(localeUrl(language, ns)))
      .map(async (ns) => {
        const url = localeUrl(language, ns);
        attempted.add(url);
        const { data } = await readLocaleFile(url);
        if (!data || i18n.hasResourceBundle(language, ns)) return;
        if ([i18n.options.ns ?? []].flat().includes(ns)) i18n.addResourceBundle(language, ns, data, true, false, { silent: true });
        else waiting.set(url, data);
      }),
  );
}

/** Whether a page's namespace is in the store in `language`; one read ahead joins the store now. */
export function hasCopy(i18n: I18n, language: Language, ns: Namespace): boolean {
  if (i18n.hasResourceBundle(language, ns)) return true;
  const data = waiting.get(localeUrl(language, ns));
  if (!data) return false;
  waiting.delete(localeUrl(language, ns));
  i18n.addResourceBundle(language, ns, data, true, false, { silent: true });
  return true;
}
