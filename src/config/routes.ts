/**
 * THE route table: the router, the prerender, the sitemap, hreflang and robots rules, the bench and
 * every internal link read it. It imports no page (src/app/page-map.ts says what each route renders),
 * so any layer, script or test may import it. Every route also exists under /cs.
 */
import type { Namespace } from './namespaces';
import { CONFIRM_PATH } from '@shared/confirm-link.ts';

export interface RouteDef {
  id: string;
  /** Primary English path; the Czech twin is /cs + path. */
  path: string;
  /** Further paths rendering the same page; their canonical points to `path`. */
  aliases?: readonly string[];
  /** Namespaces the page reads besides `common`, its own first. */
  namespaces: readonly Namespace[];
  /** Where its title/description/keywords live in its own namespace: `<namespaces[0]>:<meta>.title` ... */
  meta: string;
  indexable: boolean;
  /** Adds `googlebot` noindex beside `robots`. */
  googlebotNoindex?: boolean;
  /** The footer's group that links to this page, its label `footer.links.<id>` in common.json; none: not in the footer. */
  footer?: FooterGroup;
}

/** The footer's link groups, in the order it shows them. */
export const FOOTER_GROUPS = ['employees', 'company', 'legal'] as const;
export type FooterGroup = (typeof FOOTER_GROUPS)[number];

export const ROUTES = [
  { id: 'home', path: '/', namespaces: ['home', 'demo'], meta: 'meta', indexable: true },
  { id: 'andrea', path: '/andrea', namespaces: ['andrea', 'demo'], meta: 'meta', indexable: true, footer: 'employees' },
  { id: 'julie', path: '/julie', namespaces: ['employees'], meta: 'julie.meta', indexable: true, footer: 'employees' },
  { id: 'david', path: '/david', namespaces: ['employees'], meta: 'david.meta', indexable: true, footer: 'employees' },
  { id: 'realEstate', path: '/real-estate-assistant', namespaces: ['realEstate'], meta: 'meta', indexable: false },
  { id: 'earlyAccess', path: '/early-access', namespaces: ['earlyAccess'], meta: 'standard.meta', indexable: true },
  {
    id: 'exclusiveEarlyAccess',
    path: '/exclusive-early-access',
    namespaces: ['earlyAccess'],
    meta: 'exclusive.meta',
    indexable: false,
    googlebotNoindex: true,
  },
  {
    id: 'terms',
    path: '/terms',
    aliases: ['/terms-and-conditions'],
    namespaces: ['legal'],
    meta: 'terms.meta',
    indexable: true,
    footer: 'legal',
  },
  {
    id: 'privacy',
    path: '/privacy',
    aliases: ['/privacy-policy'],
    namespaces: ['legal'],
    meta: 'privacy.meta',
    indexable: true,
    footer: 'legal',
  },
  // The processing terms for business customers (GDPR Art. 28(3)).
  { id: 'processing', path: '/data-processing-terms', namespaces: ['legal'], meta: 'processing.meta', indexable: true, footer: 'legal' },
  { id: 'trust', path: '/trust', namespaces: ['trust'], meta: 'meta', indexable: true, footer: 'company' },
  { id: 'paymentSuccess', path: '/payment-success', namespaces: ['payment'], meta: 'meta', indexable: false },
  { id: 'creativeAgencies', path: '/creative-agencies', namespaces: ['industries'], meta: 'creativeAgencies.meta', indexable: true },
  { id: 'ecommerceRetail', path: '/ecommerce-retail', namespaces: ['industries'], meta: 'ecommerceRetail.meta', indexable: true },
  {
    id: 'consultantsProfessional',
    path: '/consultants-professional',
    namespaces: ['industries'],
    meta: 'consultantsProfessional.meta',
    indexable: true,
  },
  { id: 'demo', path: '/demo', namespaces: ['demo'], meta: 'meta', indexable: true },
  { id: 'tryAndrea', path: '/try-andrea', namespaces: ['tryAndrea'], meta: 'meta', indexable: false },
  // The waiting list's confirmation link (its path is the function's too).
  { id: 'waitlistConfirm', path: CONFIRM_PATH, namespaces: ['earlyAccess'], meta: 'confirm.meta', indexable: false },
] as const satisfies readonly RouteDef[];

/** Rendered for any unknown path; the build writes it as 404.html and cs/404.html. */
export const NOT_FOUND_ROUTE = {
  id: 'notFound',
  path: '/404',
  namespaces: ['notFound'],
  meta: 'meta',
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

/** The routes the footer links to, by group, in the table's order within a group. */
export type FooterRouteId = Extract<(typeof ROUTES)[number], { footer: FooterGroup }>['id'];
export function footerLinks(group: FooterGroup): FooterRouteId[] {
  return (ROUTES as readonly RouteDef[]).filter((route) => route.footer === group).map((route) => route.id as FooterRouteId);
}

/** What may follow a route's path: one of its anchors (`#pricing`) or a query (`?tab=andrea`). */
export type PathSuffix<Id extends RouteId> = `#${Id extends keyof RouteAnchors ? RouteAnchors[Id] : never}` | `?${string}`;

export function routeById(id: RouteId): RouteDef {
  return ROUTES.find((route) => route.id === id) as RouteDef;
}

/**
 * The English path of a route: `href('home', '#pricing')` is "/#pricing". The only way code names
 * an internal page; LocalizedLink (or localizePath) turns it into the reader's language. A suffix
 * string rather than `{ hash, query }` options: this is on every page's critical path.
 */
export function href<Id extends RouteId>(id: Id, suffix: PathSuffix<Id> | '' = ''): string {
  return routeById(id).path + suffix;
}

/** Every namespace a route's page reads, `common` first. */
export function pageNamespaces(route: RouteDef): Namespace[] {
  return ['common', ...route.namespaces];
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
