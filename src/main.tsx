/**
 * Browser entry: starts i18n from the inlined resources, then hydrates the prerendered page.
 * The prerender's inline loader adds this module only after `load` (no script before first paint).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadPage } from './app/page-loader';
import { matchRoute, NOT_FOUND_ROUTE } from './app/routes';
import { createBrowserI18n } from './i18n/create-browser-i18n';
import { stripLanguage } from './i18n/language';
import './styles.css';

const stateElement = document.getElementById('app-state');
const initial = stateElement?.textContent ? JSON.parse(stateElement.textContent) : undefined;
const i18n = createBrowserI18n(initial);
const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <BrowserRouter>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </BrowserRouter>
  </StrictMode>
);

/**
 * Hydrate once the page's chunk is here and i18next is initialized. On a Czech page i18next also
 * fetches the English fallback; until that settles react-i18next is "not ready" and renders keys,
 * which would not match the prerendered text. A broken locale server must not hold the page
 * hostage, so the wait is capped.
 */
const I18N_WAIT_CAP_MS = 3000;
const i18nInitialized = new Promise<void>((resolve) => {
  if (i18n.isInitialized) resolve();
  else i18n.on('initialized', () => resolve());
  setTimeout(resolve, I18N_WAIT_CAP_MS);
});
const route = matchRoute(stripLanguage(window.location.pathname)) ?? NOT_FOUND_ROUTE;

void Promise.all([preloadPage(route), i18nInitialized]).then(() => {
  if (initial) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
});
