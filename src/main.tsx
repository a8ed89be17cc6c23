/**
 * Browser entry: starts i18n from the page's translations (preloaded by the prerender's inline
 * loader beside this module, after the page has painted), then hydrates the prerendered page
 * through react-router's data router. The steps run as separate tasks (`nextTask`), and
 * react-dom's client, the largest module, is first evaluated in a task of its own: one long task
 * here is Total Blocking Time on every page.
 */
import { StrictMode, startTransition } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, createPath } from 'react-router-dom';
import { RouterProvider } from 'react-router/dom';
import { appStylesheetLoaded } from './app/app-stylesheet';
import { pageNamespaces } from './config/routes';
import { linkPrefetcher } from './app/link-prefetch';
import { browserPageLoader, hasLanguageReady } from './app/load-page';
import { appRoutes, matchPage, Screens } from './app/router';
import { LinkPrefetchContext } from './components/loading/link-prefetch';
import { createBrowserI18n } from './i18n/create-browser-i18n';
import { fetchInitialResources } from './i18n/initial-resources';
import { languageFromPath } from './i18n/language';
import { releaseHeldTaps, type TapHolder } from './lib/early-tap';
import { watchCodeLoads } from './lib/full-load';
import { nextTask } from './lib/next-task';
import './styles.css';

// The requests start in a task after the module graph's evaluation, and i18next in one after the
// translation files are read: each step is short on its own.
// D61: listening before the first dynamic import.
watchCodeLoads();
await nextTask();
const { pathname } = window.location;
const first = matchPage(pathname);
const screens = new Screens();
const firstScreen = first ? screens.load(first) : Promise.reject(new Error(`No route for ${pathname}`));
// Observed now: a chunk that fails while the translations are still being read is handled where
// hydration waits for it (below: the page stays prerendered, D61), not reported as uncaught.
firstScreen.catch(() => undefined);
const localeUrls = document.querySelector('meta[name="app-locales"]')?.getAttribute('content')?.split(' ') ?? [];
// A prerendered page: the translations it was rendered with (the dev server's SPA shell has none).
const initial =
  localeUrls.length > 0 ? { language: languageFromPath(pathname), resources: await fetchInitialResources(localeUrls) } : undefined;
await nextTask();
const i18n = createBrowserI18n(initial);

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
const pageCopy = i18nInitialized.then(async () => {
  if (!initial || !first || hasLanguageReady(i18n, first.language, first.route)) return;
  await i18n.loadNamespaces(pageNamespaces(first.route));
  if (!hasLanguageReady(i18n, first.language, first.route)) throw new Error(`The copy of ${pathname} did not load`);
});
const ready = await Promise.all([firstScreen, pageCopy, appStylesheetLoaded(), nextTask()])
  .then(([screen]) => screen)
  .catch(() => undefined);
const reactDom = ready && (await import('react-dom/client').catch(() => undefined));
if (reactDom) await nextTask();

if (!ready || !reactDom || !first) {
  // The page stays prerendered (see above), and its links go where they go without JavaScript.
  releaseHeldTaps(window as TapHolder);
} else {
  // The router starts where the page is: its screen loaded, and its loader's data in hand (the
  // prerendered head stays; the dev server's shell has none, so its loader runs now).
  let shown = () => pathname;
  const loadPage = browserPageLoader(i18n, () => shown());
  const firstData = initial ? { head: null } : await loadPage(first.language, first.route, window.location.href);
  const router = createBrowserRouter(appRoutes(loadPage, screens), {
    hydrationData: { loaderData: { [first.id]: firstData } },
  });
  shown = () => createPath(router.state.location);
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LinkPrefetchContext value={linkPrefetcher(i18n, screens)}>
          {/* Issue 37: a page in memory renders at once, in one pass; sliced as a transition to let
              the browser paint the old page, it took longer on a slow phone. */}
          <RouterProvider router={router} useTransitions={false} />
        </LinkPrefetchContext>
      </I18nextProvider>
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  if (initial) {
    startTransition(() => {
      reactDom.hydrateRoot(container, app, {
        // React recovered from a hydration mismatch or from a render it had to retry synchronously
        // (#520); the cause says which component threw, which the minified message does not.
        onRecoverableError: (error) => console.error('Hydration error:', error, 'cause:', (error as Error).cause),
      });
    });
  } else {
    reactDom.createRoot(container).render(app);
  }
}
