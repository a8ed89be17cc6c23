import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NotFoundPage from '@/pages/NotFoundPage';
import { renderScreen } from '../render';

afterEach(() => vi.restoreAllMocks());

describe('404 page', () => {
  it.each([
    ['en', '/no-such-page', 'Page not found', { home: '/', demo: '/demo', julie: '/julie', trust: '/trust' }],
    ['cs', '/cs/neexistuje', 'Stránka nenalezena', { home: '/cs', demo: '/cs/demo', julie: '/cs/julie', trust: '/cs/trust' }],
  ] as const)('in %s: exact h1, logs the missing path, links home, demo, Julie and trust', (language, path, h1, hrefs) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderScreen(<NotFoundPage />, { language, namespaces: ['notFound'], path });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(h1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(path));
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of Object.values(hrefs)) expect(links).toContain(href);
  });
});
