/**
 * THE route table: the router, the prerender, the sitemap, hreflang and robots rules all read it.
 * Every route also exists under /cs. Pages that share a shape get their variant through `props`.
 */
import type { ComponentType } from 'react';
import type { Namespace } from '@/i18n/namespaces';

export type PageModule = { default: ComponentType<Record<string, unknown>> };

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
  load: () => Promise<PageModule>;
  props?: Record<string, unknown>;
}

const home = () => import('@/pages/HomePage') as Promise<PageModule>;
const andrea = () => import('@/pages/AndreaPage') as Promise<PageModule>;
const comingSoon = () => import('@/pages/ComingSoonPage') as Promise<PageModule>;
const realEstate = () => import('@/pages/RealEstatePage') as Promise<PageModule>;
const earlyAccess = () => import('@/pages/EarlyAccessPage') as Promise<PageModule>;
const terms = () => import('@/pages/TermsPage') as Promise<PageModule>;
const privacy = () => import('@/pages/PrivacyPage') as Promise<PageModule>;
const trust = () => import('@/pages/TrustPage') as Promise<PageModule>;
const paymentSuccess = () => import('@/pages/PaymentSuccessPage') as Promise<PageModule>;
const industry = () => import('@/pages/IndustryPage') as Promise<PageModule>;
const demo = () => import('@/pages/DemoPage') as Promise<PageModule>;
const tryAndrea = () => import('@/pages/TryAndreaPage') as Promise<PageModule>;
const notFound = () => import('@/pages/NotFoundPage') as Promise<PageModule>;

export const ROUTES = [
  { id: 'home', path: '/', namespaces: ['home', 'demo'], meta: { ns: 'home', prefix: 'meta' }, indexable: true, load: home },
  { id: 'andrea', path: '/andrea', namespaces: ['andrea', 'demo'], meta: { ns: 'andrea', prefix: 'meta' }, indexable: true, load: andrea },
  { id: 'julie', path: '/julie', namespaces: ['employees'], meta: { ns: 'employees', prefix: 'julie.meta' }, indexable: true, load: comingSoon, props: { employee: 'julie' } },
  { id: 'david', path: '/david', namespaces: ['employees'], meta: { ns: 'employees', prefix: 'david.meta' }, indexable: true, load: comingSoon, props: { employee: 'david' } },
  { id: 'realEstate', path: '/real-estate-assistant', namespaces: ['realEstate'], meta: { ns: 'realEstate', prefix: 'meta' }, indexable: false, load: realEstate },
  { id: 'earlyAccess', path: '/early-access', namespaces: ['earlyAccess'], meta: { ns: 'earlyAccess', prefix: 'standard.meta' }, indexable: true, load: earlyAccess, props: { variant: 'standard' } },
  { id: 'exclusiveEarlyAccess', path: '/exclusive-early-access', namespaces: ['earlyAccess'], meta: { ns: 'earlyAccess', prefix: 'exclusive.meta' }, indexable: false, googlebotNoindex: true, load: earlyAccess, props: { variant: 'exclusive' } },
  { id: 'terms', path: '/terms', aliases: ['/terms-and-conditions'], namespaces: ['legal'], meta: { ns: 'legal', prefix: 'terms.meta' }, indexable: true, load: terms },
  { id: 'privacy', path: '/privacy', aliases: ['/privacy-policy'], namespaces: ['legal'], meta: { ns: 'legal', prefix: 'privacy.meta' }, indexable: true, load: privacy },
  { id: 'trust', path: '/trust', namespaces: ['trust'], meta: { ns: 'trust', prefix: 'meta' }, indexable: true, load: trust },
  { id: 'paymentSuccess', path: '/payment-success', namespaces: ['payment'], meta: { ns: 'payment', prefix: 'meta' }, indexable: false, load: paymentSuccess },
  { id: 'creativeAgencies', path: '/creative-agencies', namespaces: ['industries'], meta: { ns: 'industries', prefix: 'creativeAgencies.meta' }, indexable: true, load: industry, props: { industry: 'creativeAgencies' } },
  { id: 'ecommerceRetail', path: '/ecommerce-retail', namespaces: ['industries'], meta: { ns: 'industries', prefix: 'ecommerceRetail.meta' }, indexable: true, load: industry, props: { industry: 'ecommerceRetail' } },
  { id: 'consultantsProfessional', path: '/consultants-professional', namespaces: ['industries'], meta: { ns: 'industries', prefix: 'consultantsProfessional.meta' }, indexable: true, load: industry, props: { industry: 'consultantsProfessional' } },
  { id: 'demo', path: '/demo', namespaces: ['demo'], meta: { ns: 'demo', prefix: 'meta' }, indexable: true, load: demo },
  { id: 'tryAndrea', path: '/try-andrea', namespaces: ['tryAndrea'], meta: { ns: 'tryAndrea', prefix: 'meta' }, indexable: false, load: tryAndrea },
] as const satisfies readonly RouteDef[];

/** Rendered for any unknown path; the build writes it as 404.html and cs/404.html (D3). */
export const NOT_FOUND_ROUTE: RouteDef = {
  id: 'notFound',
  path: '/404',
  namespaces: ['notFound'],
  meta: { ns: 'notFound', prefix: 'meta' },
  indexable: false,
  load: notFound,
};

export type RouteId = (typeof ROUTES)[number]['id'];

export function routeById(id: RouteId): RouteDef {
  return ROUTES.find((route) => route.id === id) as RouteDef;
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
