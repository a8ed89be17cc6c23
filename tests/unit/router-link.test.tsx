import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterLink } from '@/components/layout/RouterLink';

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="path">{location.pathname + location.hash}</output>;
}

function renderLink(link: React.ReactElement) {
  render(
    <MemoryRouter initialEntries={['/']}>
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

  it('leaves modified clicks and other targets to the browser', () => {
    const link = renderLink(
      <RouterLink to="/trust" target="_blank">
        Trust
      </RouterLink>,
    );
    expect(fireEvent.click(link, { button: 0 })).toBe(true);
    expect(fireEvent.click(link, { button: 0, ctrlKey: true })).toBe(true);
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
});
