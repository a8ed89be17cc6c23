/**
 * Browser entry: starts i18n from the page's translations (preloaded by the prerender's inline
 * loader beside this module, after the page has painted), then hydrates the prerendered page.
 * The steps run as separate tasks (`nextTask`), and react-dom's client, the largest module, is
 * first evaluated in a task of its own: one long task here is Total Blocking Time on every page.
 */
import { StrictMode, startTransition } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { appStylesheetLoaded } from './app/app-stylesheet';
import { installLinkLoader } from './app/link-loader';
import { hasLanguageReady, prepareLanguage, preloadPage } from './app/page-loader';
import { matchRoute, NOT_FOUND_ROUTE } from './config/routes';
import { createBrowserI18n } from './i18n/create-browser-i18n';
import { fetchInitialResources } from './i18n/initial-resources';
import { languageFromPath, stripLanguage } from './i18n/language';
import { releaseHeldTaps, type TapHolder } from './lib/early-tap';
import { watchCodeLoads } from './lib/full-load';
import { nextTask } from './lib/next-task';
import './styles.css';

// The requests start in a task after the module graph's evaluation, and i18next in one after the
// translation files are read: each step is short on its own.
// D61: listening before the first dynamic import.
watchCodeLoads();
await nextTask();
const route = matchRoute(stripLanguage(window.location.pathname)) ?? NOT_FOUND_ROUTE;
const pageChunk = preloadPage(route);
// Observed now: a chunk that fails while the translations are still being read is handled where
// hydration waits for it (below: the page stays prerendered, D61), not reported as uncaught.
pageChunk.catch(() => undefined);
const localeUrls = document.querySelector('meta[name="app-locales"]')?.getAttribute('content')?.split(' ') ?? [];
// A prerendered page: the translations it was rendered with (the dev server's SPA shell has none).
const initial =
  localeUrls.length > 0
    ? { language: languageFromPath(window.location.pathname), resources: await fetchInitialResources(localeUrls) }
    : undefined;
await nextTask();
const i18n = createBrowserI18n(initial);
installLinkLoader(i18n);
const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    {/* Issue 37: a navigation whose page is in memory renders at once, in one pass: as a transition,
        sliced to let the browser paint the old page, it took longer on a slow phone. RouterLink
        starts a transition itself for a page that must load first (D75). */}
    <BrowserRouter useTransitions={false}>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </BrowserRouter>
  </StrictMode>
);

/**
 * Hydrate once the page's chunk, its copy and the rest of its stylesheet are here and i18next is
 * initialized. Should a translation file have failed, i18next reads it again over HTTP (D8).
 * D61: should the page's code or copy not load even so, the prerendered page stays as it is,
 * readable and in the language of its address (hydrating without its copy would swap in the
 * English fallback), and its links work as they do without JavaScript.
 */
const I18N_WAIT_CAP_MS = 3000;
const i18nInitialized = new Promise<void>((resolve) => {
  if (i18n.isInitialized) resolve();
  else i18n.on('initialized', () => resolve());
  setTimeout(resolve, I18N_WAIT_CAP_MS);
});

const pageCopy = i18nInitialized.then(() =>
  initial && !hasLanguageReady(i18n, initial.language, route) ? prepareLanguage(i18n, initial.language, route) : undefined,
);
const reactDom = await Promise.all([pageChunk, pageCopy, appStylesheetLoaded(), nextTask()])
  .then(() => import('react-dom/client'))
  .catch(() => undefined);
if (reactDom) await nextTask();
const { createRoot, hydrateRoot } = reactDom ?? {};
if (!createRoot || !hydrateRoot) {
  // The page stays prerendered (see above), and its links go where they go without JavaScript.
  releaseHeldTaps(window as TapHolder);
} else if (initial) {
  startTransition(() => {
    hydrateRoot(container, app, {
      // React recovered from a hydration mismatch or from a render it had to retry synchronously
      // (#520); the cause says which component threw, which the minified message does not.
      onRecoverableError: (error) => console.error('Hydration error:', error, 'cause:', (error as Error).cause),
    });
  });
} else {
  createRoot(container).render(app);
}
