import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigationType, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkPrefetchContext } from '@/components/loading/link-prefetch';
import { RouterLink } from '@/components/layout/RouterLink';

afterEach(cleanup);

function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <output aria-label="path">{location.pathname + location.hash}</output>
      <output aria-label="navigation">{useNavigationType()}</output>
    </>
  );
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

/** The links on every page of a data router, as the app has them (RouterProvider without transitions). */
function renderLinks(links: ReactElement, options: { at?: string; routes?: RouteObject[]; prefetch?: (href: string) => void } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {links}
            <CurrentPath />
          </>
        ),
        children: [...(options.routes ?? []), { path: '*', element: null }],
      },
    ],
    { initialEntries: [options.at ?? '/'] },
  );
  render(
    <LinkPrefetchContext value={options.prefetch ?? (() => undefined)}>
      <RouterProvider router={router} useTransitions={false} />
    </LinkPrefetchContext>,
  );
  return router;
}

const path = () => screen.getByLabelText('path').textContent;

describe('RouterLink', () => {
  it("renders a real href and navigates in the app on a plain click, after the click's own frame (D76)", async () => {
    renderLinks(<RouterLink to="/andrea#pricing">Pricing</RouterLink>);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/andrea#pricing');
    expect(fireEvent.click(link, { button: 0 }), 'the browser does not follow it').toBe(false);
    // Nothing renders in the click's own task: the frame that shows the tap comes first.
    expect(path()).toBe('/');
    await waitFor(() => expect(path()).toBe('/andrea#pricing'));
  });

  it('pushes a new history entry for another page and replaces it for the page shown', async () => {
    renderLinks(<RouterLink to="/trust">Trust</RouterLink>);
    fireEvent.click(screen.getByRole('link'), { button: 0 });
    await waitFor(() => expect(screen.getByLabelText('navigation').textContent).toBe('PUSH'));
    cleanup();
    renderLinks(<RouterLink to="/trust#faq">Trust</RouterLink>, { at: '/trust#faq' });
    fireEvent.click(screen.getByRole('link'), { button: 0 });
    await waitFor(() => expect(screen.getByLabelText('navigation').textContent).toBe('REPLACE'));
    expect(path()).toBe('/trust#faq');
  });

  it('leaves modified clicks and other targets to the browser', async () => {
    renderLinks(
      <>
        <RouterLink to="/trust" target="_blank">
          New tab
        </RouterLink>
        <RouterLink to="/trust">Trust</RouterLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }), { button: 0 })).toBe(true);
    const plain = screen.getByRole('link', { name: 'Trust' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      expect(fireEvent.click(plain, { button: 0, [modifier]: true }), modifier).toBe(true);
    expect(fireEvent.click(plain, { button: 1 }), 'middle button').toBe(true);
    await frame();
    expect(path()).toBe('/');
  });

  it("runs the caller's onClick first and respects its preventDefault", async () => {
    renderLinks(
      <RouterLink to="/trust" onClick={(event) => event.preventDefault()}>
        Trust
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link'), { button: 0 });
    await frame();
    expect(path()).toBe('/');
  });

  it("prefetches its page on hover, focus or touch, and still runs the caller's handlers (D34)", () => {
    const prefetched: string[] = [];
    const called: string[] = [];
    const intents = [
      ['/hover', fireEvent.mouseEnter],
      ['/focus', fireEvent.focus],
      ['/touch', fireEvent.touchStart],
    ] as const;
    for (const [to, intent] of intents) {
      renderLinks(
        <RouterLink to={to} onMouseEnter={() => called.push(to)} onFocus={() => called.push(to)} onTouchStart={() => called.push(to)}>
          Page
        </RouterLink>,
        { prefetch: (href) => prefetched.push(href) },
      );
      intent(screen.getByRole('link'));
      cleanup();
    }
    expect(prefetched).toEqual(['/hover', '/focus', '/touch']);
    expect(called).toEqual(['/hover', '/focus', '/touch']);
  });

  it('while its page loads: the page and address shown stay, the link is busy, and a second tap adds nothing', async () => {
    let release = () => undefined as void;
    let loads = 0;
    const slow: RouteObject = {
      path: '/slow',
      loader: () => {
        loads += 1;
        return new Promise<null>((resolve) => (release = () => resolve(null)));
      },
      element: <p>slow page</p>,
    };
    const router = renderLinks(<RouterLink to="/slow">Slow</RouterLink>, { routes: [slow] });
    const link = screen.getByRole('link');
    fireEvent.click(link, { button: 0 });
    await waitFor(() => expect(link.getAttribute('aria-busy')).toBe('true'));
    expect(path()).toBe('/');
    expect(screen.queryByText('slow page')).toBeNull();
    fireEvent.click(link, { button: 0 });
    await frame();
    expect(loads).toBe(1);
    act(() => release());
    await waitFor(() => expect(path()).toBe('/slow'));
    expect(link.hasAttribute('aria-busy')).toBe(false);
    expect(router.state.historyAction).toBe('PUSH');
  });
});
