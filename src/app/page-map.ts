/**
 * What each route renders: its page's chunk and the props the page takes. The route table
 * (src/config/routes.ts) stays free of pages; this map is the app layer's half of it.
 */
import type { ComponentType } from 'react';
import type { PageId, RouteDef } from '@/config/routes';

export type PageModule = { default: ComponentType<object> };

export interface PageEntry {
  load: () => Promise<PageModule>;
  props?: object;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** What `page()` takes after the loader: nothing, or exactly the component's props. */
type PropsArgument<P> = [keyof P] extends [never] ? [] : object extends P ? [props?: NoInfer<P>] : [props: NoInfer<P>];

/** One page: `props` are checked against its component's (required when it has required ones). */
export function page<P extends object>(load: Loader<P>, ...props: PropsArgument<P>): PageEntry;
export function page(load: Loader<object>, props?: object): PageEntry {
  return { load, props };
}

// Routes that share a page share its loader: the page loader caches chunks by loader.
const comingSoon = () => import('@/pages/ComingSoonPage');
const earlyAccess = () => import('@/pages/EarlyAccessPage');
const industry = () => import('@/pages/IndustryPage');

export const PAGES: Record<PageId, PageEntry> = {
  home: page(() => import('@/pages/HomePage')),
  andrea: page(() => import('@/pages/AndreaPage')),
  julie: page(comingSoon, { employee: 'julie' }),
  david: page(comingSoon, { employee: 'david' }),
  realEstate: page(() => import('@/pages/RealEstatePage')),
  earlyAccess: page(earlyAccess, { variant: 'standard' }),
  exclusiveEarlyAccess: page(earlyAccess, { variant: 'exclusive' }),
  terms: page(() => import('@/pages/TermsPage')),
  privacy: page(() => import('@/pages/PrivacyPage')),
  processing: page(() => import('@/pages/DataProcessingPage')),
  trust: page(() => import('@/pages/TrustPage')),
  paymentSuccess: page(() => import('@/pages/PaymentSuccessPage')),
  creativeAgencies: page(industry, { industry: 'creativeAgencies' }),
  ecommerceRetail: page(industry, { industry: 'ecommerceRetail' }),
  consultantsProfessional: page(industry, { industry: 'consultantsProfessional' }),
  demo: page(() => import('@/pages/DemoPage')),
  tryAndrea: page(() => import('@/pages/TryAndreaPage')),
  waitlistConfirm: page(() => import('@/pages/WaitlistConfirmPage')),
  notFound: page(() => import('@/pages/NotFoundPage')),
};

/** A route's page; every id of the route table is a key here (`Record<PageId, ...>` above). */
export const pageOf = (route: RouteDef): PageEntry => PAGES[route.id as PageId];
