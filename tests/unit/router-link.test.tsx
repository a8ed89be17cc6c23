import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterLink } from '@/components/layout/RouterLink';
import { setLinkLoader } from '@/lib/prefetch';

function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <output aria-label="path">{location.pathname + location.hash}</output>
      <output aria-label="navigation">{useNavigationType()}</output>
    </>
  );
}

function renderLink(link: React.ReactElement, at = '/') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {link}
              <CurrentPath />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

describe('RouterLink', () => {
  it('renders a real href and navigates in the app on a plain click', () => {
    const link = renderLink(<RouterLink to="/andrea#pricing">Pricing</RouterLink>);
    expect(link.getAttribute('href')).toBe('/andrea#pricing');
    const notPrevented = fireEvent.click(link, { button: 0 });
    expect(notPrevented).toBe(false);
    expect(screen.getByLabelText('path').textContent).toBe('/andrea#pricing');
  });

  it('pushes a new history entry for another page and replaces it for the page shown', () => {
    const other = renderLink(<RouterLink to="/trust">Trust</RouterLink>);
    fireEvent.click(other, { button: 0 });
    expect(screen.getByLabelText('navigation').textContent).toBe('PUSH');
    cleanup();
    const same = renderLink(<RouterLink to="/trust#faq">Trust</RouterLink>, '/trust#faq');
    fireEvent.click(same, { button: 0 });
    expect(screen.getByLabelText('path').textContent).toBe('/trust#faq');
    expect(screen.getByLabelText('navigation').textContent).toBe('REPLACE');
  });

  it.each([false, true])('leaves modified clicks and other targets to the browser (page in memory: %s)', async (ready) => {
    setLinkLoader({ prefetch: () => undefined, isReady: () => ready });
    const link = renderLink(
      <RouterLink to="/trust" target="_blank">
        Trust
      </RouterLink>,
    );
    expect(fireEvent.click(link, { button: 0 })).toBe(true);
    cleanup();
    const plain = renderLink(<RouterLink to="/trust">Trust</RouterLink>);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      expect(fireEvent.click(plain, { button: 0, [modifier]: true }), modifier).toBe(true);
    expect(fireEvent.click(plain, { button: 1 }), 'middle button').toBe(true);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(screen.getByLabelText('path').textContent).toBe('/');
  });

  it("runs the caller's onClick first and respects its preventDefault", () => {
    const link = renderLink(
      <RouterLink to="/trust" onClick={(event) => event.preventDefault()}>
        Trust
      </RouterLink>,
    );
    fireEvent.click(link, { button: 0 });
    expect(screen.getByLabelText('path').textContent).toBe('/');
  });

  it("prefetches its page on hover, focus or touch, and still runs the caller's handlers (D34)", () => {
    const prefetched: string[] = [];
    setLinkLoader({ prefetch: (href) => prefetched.push(href), isReady: () => false });
    const called: string[] = [];
    const intents = [
      ['/hover', fireEvent.mouseEnter],
      ['/focus', fireEvent.focus],
      ['/touch', fireEvent.touchStart],
    ] as const;
    for (const [to, intent] of intents) {
      const link = renderLink(
        <RouterLink to={to} onMouseEnter={() => called.push(to)} onFocus={() => called.push(to)} onTouchStart={() => called.push(to)}>
          Page
        </RouterLink>,
      );
      intent(link);
      cleanup();
    }
    expect(prefetched).toEqual(['/hover', '/focus', '/touch']);
    expect(called).toEqual(['/hover', '/focus', '/touch']);
  });

  it("paints the click's own frame first, then renders a page in memory at once; one that must load first is a transition (issue 37, D76)", async () => {
    const never = new Promise<never>(() => undefined);
    function Loading(): never {
      return use(never);
    }
    const ready = new Set(['/here']);
    setLinkLoader({ prefetch: () => undefined, isReady: (href) => ready.has(href) });
    render(
      // As src/main.tsx: the router starts no transition of its own.
      <MemoryRouter initialEntries={['/']} useTransitions={false}>
        <RouterLink to="/here">Here</RouterLink>
        <RouterLink to="/loading">Loading</RouterLink>
        <Suspense fallback={<p>blank</p>}>
          <Routes>
            <Route path="/loading" element={<Loading />} />
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Here' }), { button: 0 }), 'the browser does not follow it').toBe(false);
    // Nothing renders in the click's own task: the frame that shows the tap comes first.
    expect(screen.getByLabelText('path').textContent).toBe('/');
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/here'));
    fireEvent.click(screen.getByRole('link', { name: 'Loading' }), { button: 0 });
    // The page shown stays while the next one loads: never the fallback in its place.
    expect(screen.queryByText('blank')).toBeNull();
    expect(screen.getByLabelText('path').textContent).toBe('/here');
  });
});
