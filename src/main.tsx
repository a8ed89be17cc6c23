/**
 * Browser entry: i18n from the page's preloaded translations, then hydration through the data
 * router, each step a task of its own (react-dom's client too), so none is a long task.
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
import { installFreshImport } from './lib/fresh-import';
import { watchCodeLoads } from './lib/full-load';
import { nextTask } from './lib/next-task';
import './styles.css';

// Listening, and retrying what failed under a new address, before the first dynamic import.
watchCodeLoads();
installFreshImport();
await nextTask();
const { pathname } = window.location;
const first = matchPage(pathname);
const screens = new Screens();
const firstScreen = first ? screens.load(first) : Promise.reject(new Error(`No route for ${pathname}`));
// Handled where hydration waits for it, not reported as uncaught meanwhile.
firstScreen.catch(() => undefined);
const localeUrls = document.querySelector('meta[name="app-locales"]')?.getAttribute('content')?.split(' ') ?? [];
// A prerendered page: the translations it was rendered with (the dev server's SPA shell has none).
const initial =
  localeUrls.length > 0 ? { language: languageFromPath(pathname), resources: await fetchInitialResources(localeUrls) } : undefined;
await nextTask();
// Development only (the production bundle drops this branch and its chunk): which key each rendered
// string came from, for the copy inspector (Alt+click any text).
const copyInspector = import.meta.env.DEV ? await import('./i18n/dev-copy-inspector') : undefined;
const i18n = createBrowserI18n(initial, copyInspector?.recordCopyKeys);
copyInspector?.installCopyInspector();

/**
 * Hydrate once the page's chunk, copy and CSS are here. Should they not load, the prerendered page
 * stays, readable in its language, with links that work as without JavaScript.
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
  releaseHeldTaps(window as TapHolder);
} else {
  // The router starts with the page's screen and loader data in hand (the dev server's shell has no head, so its loader runs).
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
          {/* A page in memory renders in one pass: as a transition it took longer on a slow phone. */}
          <RouterProvider router={router} useTransitions={false} />
        </LinkPrefetchContext>
      </I18nextProvider>
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  if (initial) {
    startTransition(() => {
      reactDom.hydrateRoot(container, app, {
        // The cause names the component, which React's minified message does not.
        onRecoverableError: (error) => console.error('Hydration error:', error, 'cause:', (error as Error).cause),
      });
    });
  } else {
    reactDom.createRoot(container).render(app);
  }
}
