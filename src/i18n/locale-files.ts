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

/**
 * Copy read ahead, per i18next instance: each file once, then its copy while no page on screen
 * uses its namespace (null once it joined the store, was handed over or failed, a failure being
 * left to the real load with i18next's retries). It lives in the instance's backend options, where
 * the backend's `request` reads it, so nothing outlives the instance.
 */
type ReadAhead = Map<string, LocaleFile | null>;
type LocaleBackend = HttpBackendOptions & { readAhead: ReadAhead };

const readAheadOf = (i18n: I18n): ReadAhead => (i18n.options.backend as LocaleBackend).readAhead;

/** The copy read ahead for `url`, handed over once. */
function take(readAhead: ReadAhead, url: string): LocaleFile | null | undefined {
  const data = readAhead.get(url);
  if (data) readAhead.set(url, null);
  return data;
}

/** i18next-http-backend's options: its `request` is handed a file read ahead, and reads any other now. */
export function localeBackend(loadPath: string): LocaleBackend {
  const readAhead: ReadAhead = new Map();
  return {
    loadPath,
    readAhead,
    request: (_options, url, _payload, callback) => {
      const data = take(readAhead, url);
      (data ? Promise.resolve({ status: 200, data }) : readLocaleFile(url)).then(
        (response) => callback(null, { status: response.status, data: response.data ?? {} }),
        (error: unknown) => callback(error, null),
      );
    },
  };
}

/**
 * Copy ahead of need. A namespace i18next already declares joins the store silently; any other
 * waits, since i18next loads every declared namespace on a language switch.
 */
export async function prefetchCopy(i18n: I18n, language: Language, namespaces: readonly Namespace[]): Promise<void> {
  const readAhead = readAheadOf(i18n);
  await Promise.all(
    namespaces
      .filter((ns) => !i18n.hasResourceBundle(language, ns) && !readAhead.has(localeUrl(language, ns)))
      .map(async (ns) => {
        const url = localeUrl(language, ns);
        readAhead.set(url, null);
        const { data } = await readLocaleFile(url);
        if (!data || i18n.hasResourceBundle(language, ns)) return;
        if ([i18n.options.ns ?? []].flat().includes(ns)) i18n.addResourceBundle(language, ns, data, true, false, { silent: true });
        else readAhead.set(url, data);
      }),
  );
}

/** Whether a page's namespace is in the store in `language`; one read ahead joins the store now. */
export function hasCopy(i18n: I18n, language: Language, ns: Namespace): boolean {
  if (i18n.hasResourceBundle(language, ns)) return true;
  const data = take(readAheadOf(i18n), localeUrl(language, ns));
  if (data) i18n.addResourceBundle(language, ns, data, true, false, { silent: true });
  return !!data;
}
