import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MemoryRouter } from './memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BelowTheFold } from '@/components/sections/Hero';
import { createServerI18n } from '@/i18n/create-server-i18n';
import { LanguageProvider } from '@/i18n/use-language';

/** Records whether the rest of the page was in the DOM when the page's first render committed. */
function FirstCommit({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent?.includes('The rest of the page') ?? false);
  }, [seen]);
  return null;
}

/** `reads` gets, each time the rest's copy is read, how many commits of the page came before. */
function Page({ seen, reads = [] }: { seen: boolean[]; reads?: number[] }) {
  // The rest takes a new language a render after the first screen: it needs the language's scope.
  return (
    <I18nextProvider i18n={createServerI18n('en', { common: {} })}>
      <LanguageProvider>
        <Content seen={seen} reads={reads} />
      </LanguageProvider>
    </I18nextProvider>
  );
}

function Content({ seen, reads }: { seen: boolean[]; reads: number[] }) {
  return (
    <>
      <h1>First screen</h1>
      <BelowTheFold>
        {() => {
          reads.push(seen.length);
          return <p>The rest of the page</p>;
        }}
      </BelowTheFold>
      <FirstCommit seen={seen} />
    </>
  );
}

/** A home page and `/andrea` showing `page`, starting at home, so `/andrea` is reached by a navigation. */
const pages = (page: ReactElement) =>
  createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/andrea', element: page },
    ],
    { initialEntries: ['/'] },
  );

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.hydrated;
});

describe('BelowTheFold (issue 37)', () => {
  it('on a navigation after hydration, commits the first screen before the rest, which follows', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const seen: boolean[] = [];
    const reads: number[] = [];
    const router = pages(<Page seen={seen} reads={reads} />);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/andrea'));
    expect(seen).toEqual([false]);
    expect(await screen.findByText('The rest of the page')).toBeTruthy();
    // The rest's copy (its t() calls) is read only after the first screen has committed.
    expect(reads[0]).toBe(1);
  });

  it('renders everything at once on Back and Forward, which return to a place anywhere on the page', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const seen: boolean[] = [];
    const router = pages(<Page seen={seen} />);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/andrea'));
    await act(() => router.navigate('/'));
    seen.length = 0;
    await act(() => router.navigate(-1));
    expect(router.state.historyAction).toBe('POP');
    expect(seen).toEqual([true]);
  });

  it('renders everything at once on a link to a section, which must be there to land on', () => {
    const seen: boolean[] = [];
    const reads: number[] = [];
    render(
      <MemoryRouter initialEntries={['/andrea#pricing']}>
        <Page seen={seen} reads={reads} />
      </MemoryRouter>,
    );
    expect(seen).toEqual([true]);
    expect(reads[0]).toBe(0);
  });

  it('hydrates the prerendered page as it is, with no mismatch and nothing taken away', async () => {
    const page = (seen: boolean[]) => (
      <MemoryRouter initialEntries={['/andrea']}>
        <Page seen={seen} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([]));
    expect(container.textContent).toContain('The rest of the page');
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const seen: boolean[] = [];
    const root = await act(async () => hydrateRoot(container, page(seen), { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen).toEqual([true]);
    expect(container.textContent).toContain('The rest of the page');
    act(() => root.unmount());
    container.remove();
  });

  it('renders the rest once while the page hydrates, not a second time when hydration ends', async () => {
    const page = (reads: number[]) => (
      <MemoryRouter initialEntries={['/andrea']}>
        <Page seen={[]} reads={reads} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([]));
    document.body.append(container);
    const reads: number[] = [];
    const root = await act(async () => hydrateRoot(container, page(reads)));
    // Marked as HydrationMarker marks it; nothing may render the rest again.
    await act(async () => {
      document.documentElement.dataset.hydrated = 'true';
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(reads).toHaveLength(1);
    act(() => root.unmount());
    container.remove();
  });
});
