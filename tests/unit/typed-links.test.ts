/**
 * Issue 17, typed links: the route table's href() builder and the page map whose props are checked
 * against each page. The `@ts-expect-error` lines are the type-level half: `npm run typecheck`
 * fails if one of them compiles (a misspelt prop, a missing prop, an unknown route or anchor).
 */
import { describe, expect, it } from 'vitest';
import { page, PAGES } from '@/app/page-map';
import { href, NOT_FOUND_ROUTE, ROUTES } from '@/config/routes';

const comingSoon = () => import('@/pages/ComingSoonPage');
const home = () => import('@/pages/HomePage');

describe('href', () => {
  it('builds the English path of a route, with query and hash', () => {
    expect(href('home')).toBe('/');
    expect(href('andrea')).toBe('/andrea');
    expect(href('home', '#pricing')).toBe('/#pricing');
    expect(href('demo', '?tab=andrea')).toBe('/demo?tab=andrea');
    expect(href('andrea', '?a=1#pricing')).toBe('/andrea?a=1#pricing');
  });

  it('accepts only route ids and the anchors of that route', () => {
    // @ts-expect-error no such route
    expect(() => href('employe')).toThrow();
    // @ts-expect-error the 404 page is no link target
    expect(() => href('notFound')).toThrow();
    // @ts-expect-error Julie's page has no pricing section
    href('julie', '#pricing');
    // @ts-expect-error no such section on the home page
    href('home', '#pricnig');
    // @ts-expect-error a suffix starts with # or ?
    href('home', 'pricing');
  });
});

describe('page map', () => {
  it('has one page for every route and for the not-found page', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...ROUTES.map((route) => route.id), NOT_FOUND_ROUTE.id].sort());
  });

  it('renders shared pages through one loader with each route’s props', () => {
    expect(PAGES.julie.load).toBe(PAGES.david.load);
    expect(PAGES.julie.props).toEqual({ employee: 'julie' });
    expect(PAGES.creativeAgencies.props).toEqual({ industry: 'creativeAgencies' });
    expect(PAGES.home.props).toBeUndefined();
  });

  it('checks props against the page component', () => {
    expect(page(comingSoon, { employee: 'julie' }).props).toEqual({ employee: 'julie' });
    // @ts-expect-error misspelt prop
    page(comingSoon, { employe: 'julie' });
    // @ts-expect-error not one of the coming-soon employees
    page(comingSoon, { employee: 'andrea' });
    // @ts-expect-error the coming-soon page needs its employee
    page(comingSoon);
    // @ts-expect-error the home page takes no props
    page(home, { employee: 'julie' });
  });
});
