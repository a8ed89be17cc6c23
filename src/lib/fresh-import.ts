/**
 * A chunk whose import failed is asked for again under a new address.
 *
 * Engines may keep a failed module in the document's module map: Chromium 150, Firefox ESR and
 * WebKitGTK answered a second `import()` of the same URL with the same failure and no request, so
 * a dialog or a form whose code failed while the network was down stayed dead once it was back.
 * The same file with a query is a new module to every engine, and the server answers it as the
 * file. The build routes the app's dynamic imports through here (scripts/fresh-import-plugin.ts).
 */
export const FRESH_IMPORT_GLOBAL = '__importFresh';

type ImportFresh = (specifier: string, importer: string) => Promise<unknown>;

/** The address a failed import carries, so a caller can ask the network whether the file is back. */
export const importAddress = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'importAddress' in error && typeof error.importAddress === 'string'
    ? error.importAddress
    : undefined;

/** `specifier` relative to `importer`, with the query that makes a retry a new module. */
export function freshAddress(specifier: string, importer: string, failures: number): string {
  const url = new URL(specifier, importer);
  if (failures > 0) url.searchParams.set('attempt', String(failures));
  return url.href;
}

/** Installs the importer the built chunks call; `load` is the engine's `import()` (a test's stand-in). */
export function installFreshImport(load: (address: string) => Promise<unknown> = (address) => import(/* @vite-ignore */ address)) {
  const failures = new Map<string, number>();
  const importFresh: ImportFresh = (specifier, importer) => {
    const key = new URL(specifier, importer).href;
    const failed = failures.get(key) ?? 0;
    const address = freshAddress(specifier, importer, failed);
    return load(address).catch((error: unknown) => {
      failures.set(key, failed + 1);
      if (typeof error === 'object' && error !== null) Object.assign(error, { importAddress: address });
      throw error;
    });
  };
  Object.assign(globalThis, { [FRESH_IMPORT_GLOBAL]: importFresh });
  return importFresh;
}

/**
 * Whether the site answers for `address` now, whatever it says. A retry under a new address that
 * still fails while the site answers failed on something a new document would not meet: a file the
 * document keeps as failed, or a file a new deploy removed (404). A full load helps then. When
 * nothing answers (offline, the connection dropped) a full load would fail too: the visitor is
 * told instead, and the next tap tries again.
 */
export async function siteAnswers(address: string | undefined): Promise<boolean> {
  if (!address || !navigator.onLine) return false;
  try {
    await fetch(address, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
