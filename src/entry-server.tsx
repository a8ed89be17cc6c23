/** Build-time entry: renders one route in one language to HTML plus its head. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pageOf } from './app/page-map';
import { appRoutes } from './app/router';
import type { RouteDef } from './config/routes';
import { site, type Language } from './config/site';
import { headHtml, pageHead, webManifest } from './features/seo/page-head';
import { createServerI18n } from './i18n/create-server-i18n';
import type { LanguageResources } from './i18n/namespaces';

export { NOT_FOUND_ROUTE, ROUTES, routePaths, routeById } from './config/routes';
export { manifestPath } from './features/seo/page-head';
export { DEFAULT_LANGUAGE, localizePath, LANGUAGES, STORAGE_KEY } from './i18n/language';
export { rootRedirect, ROOT_REDIRECTS } from './i18n/root-redirect';
export { site } from './config/site';
export { loadAppAfterPaint } from './lib/app-loader';
export { holdEarlyTaps } from './lib/early-tap';
export { pageNamespaces } from './config/routes';
export { localeUrl } from './i18n/namespaces';

export interface RenderedPage {
  html: string;
  head: string;
}

export async function render(options: {
  url: string;
  route: RouteDef;
  language: Language;
  resources: LanguageResources;
  isNotFound?: boolean;
}): Promise<RenderedPage> {
  const { url, route, language, resources } = options;
  // The router's own server rendering: it resolves the page's `lazy` and runs its loader, which
  // has nothing to load here (the copy is in `resources`, the head is written below).
  const handler = createStaticHandler(appRoutes(() => ({ head: null })));
  const context = await handler.query(new Request(new URL(url, site.url)));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} in the prerender`);
  const i18n = createServerI18n(language, resources);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </I18nextProvider>
    </StrictMode>,
  );
  const head = headHtml(pageHead({ route, language, t: i18n.getFixedT(language), siteUrl: site.url, isNotFound: options.isNotFound }));
  return { html, head };
}

/**
 * The name of the component a route's page chunk exports (its file in src/pages/ has the same
 * name), so the prerender finds the chunk in Vite's manifest and lists it for the loader.
 */
export async function pageComponentName(route: RouteDef): Promise<string> {
  return (await pageOf(route).load()).default.name;
}

/** The web app manifest of a language, from the home page's copy (`resources`). */
export function manifest(options: { language: Language; resources: LanguageResources; themeColor: string }): string {
  const i18n = createServerI18n(options.language, options.resources);
  return `${JSON.stringify(webManifest({ ...options, t: i18n.getFixedT(options.language) }), null, 2)}\n`;
}
