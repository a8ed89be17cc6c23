/**
 * THE route table: the router, the prerender, the sitemap, hreflang and robots rules, the bench and
 * every internal link read it. It imports no page (src/app/page-map.ts says what each route renders),
 * so any layer, script or test may import it. Every route also exists under /cs.
 */
import type { Namespace } from '@/i18n/namespaces';

export interface RouteDef {
  id: string;
  /** Primary English path; the Czech twin is /cs + path. */
  path: string;
  /** Further paths rendering the same page; their canonical points to `path` (D2). */
  aliases?: readonly string[];
  /** Namespaces the page reads besides `common`. */
  namespaces: readonly Namespace[];
  /** Where its title/description/keywords live: `<ns>:<prefix>.title` ... */
  meta: { ns: Namespace; prefix: string };
  indexable: boolean;
  /** Adds `googlebot` noindex beside `robots` (D1). */
  googlebotNoindex?: boolean;
}

export const ROUTES = [
  { id: 'home', path: '/', namespaces: ['home', 'demo'], meta: { ns: 'home', prefix: 'meta' }, indexable: true },
  { id: 'andrea', path: '/andrea', namespaces: ['andrea', 'demo'], meta: { ns: 'andrea', prefix: 'meta' }, indexable: true },
  { id: 'julie', path: '/julie', namespaces: ['employees'], meta: { ns: 'employees', prefix: 'julie.meta' }, indexable: true },
  { id: 'david', path: '/david', namespaces: ['employees'], meta: { ns: 'employees', prefix: 'david.meta' }, indexable: true },
  { id: 'realEstate', path: '/real-estate-assistant', namespaces: ['realEstate'], meta: { ns: 'realEstate', prefix: 'meta' }, indexable: false },
  { id: 'earlyAccess', path: '/early-access', namespaces: ['earlyAccess'], meta: { ns: 'earlyAccess', prefix: 'standard.meta' }, indexable: true },
  { id: 'exclusiveEarlyAccess', path: '/exclusive-early-access', namespaces: ['earlyAccess'], meta: { ns: 'earlyAccess', prefix: 'exclusive.meta' }, indexable: false, googlebotNoindex: true },
  { id: 'terms', path: '/terms', aliases: ['/terms-and-conditions'], namespaces: ['legal'], meta: { ns: 'legal', prefix: 'terms.meta' }, indexable: true },
  { id: 'privacy', path: '/privacy', aliases: ['/privacy-policy'], namespaces: ['legal'], meta: { ns: 'legal', prefix: 'privacy.meta' }, indexable: true },
  { id: 'trust', path: '/trust', namespaces: ['trust'], meta: { ns: 'trust', prefix: 'meta' }, indexable: true },
  { id: 'paymentSuccess', path: '/payment-success', namespaces: ['payment'], meta: { ns: 'payment', prefix: 'meta' }, indexable: false },
  { id: 'creativeAgencies', path: '/creative-agencies', namespaces: ['industries'], meta: { ns: 'industries', prefix: 'creativeAgencies.meta' }, indexable: true },
  { id: 'ecommerceRetail', path: '/ecommerce-retail', namespaces: ['industries'], meta: { ns: 'industries', prefix: 'ecommerceRetail.meta' }, indexable: true },
  { id: 'consultantsProfessional', path: '/consultants-professional', namespaces: ['industries'], meta: { ns: 'industries', prefix: 'consultantsProfessional.meta' }, indexable: true },
  { id: 'demo', path: '/demo', namespaces: ['demo'], meta: { ns: 'demo', prefix: 'meta' }, indexable: true },
  { id: 'tryAndrea', path: '/try-andrea', namespaces: ['tryAndrea'], meta: { ns: 'tryAndrea', prefix: 'meta' }, indexable: false },
] as const satisfies readonly RouteDef[];

/** Rendered for any unknown path; the build writes it as 404.html and cs/404.html (D3). */
export const NOT_FOUND_ROUTE = {
  id: 'notFound',
  path: '/404',
  namespaces: ['notFound'],
  meta: { ns: 'notFound', prefix: 'meta' },
  indexable: false,
} as const satisfies RouteDef;

export type RouteId = (typeof ROUTES)[number]['id'];
/** Every page the router can render: the routes and the not-found page. */
export type PageId = RouteId | typeof NOT_FOUND_ROUTE.id;

/**
 * The sections other pages link to, per route. The names are checked here; that each exists on
 * its page in both languages is proved by tests/build/links.test.ts.
 */
interface RouteAnchors {
  home: 'ai-employees' | 'demo' | 'pricing' | 'faq' | 'contact';
  andrea: 'pricing';
}

export interface LinkOptions<Id extends RouteId> {
  hash?: Id extends keyof RouteAnchors ? RouteAnchors[Id] : never;
  /** Without the "?", e.g. `tab=andrea`. */
  query?: string;
}

export function routeById(id: RouteId): RouteDef {
  return ROUTES.find((route) => route.id === id) as RouteDef;
}

/**
 * The English path of a route: `href('home', { hash: 'pricing' })` is "/#pricing". The only way
 * code names an internal page; LocalizedLink (or localizePath) turns it into the reader's language.
 */
export function href<Id extends RouteId>(id: Id, { hash, query }: LinkOptions<Id> = {}): string {
  return routeById(id).path + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
}

/** Every path of a route in English (primary first, then aliases). */
export function routePaths(route: RouteDef): string[] {
  return [route.path, ...(route.aliases ?? [])];
}

/** Finds the route for a path without the /cs prefix and without query or hash. */
export function matchRoute(basePath: string): RouteDef | undefined {
  const clean = basePath.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';
  return (ROUTES as readonly RouteDef[]).find((route) => routePaths(route).includes(clean));
}
