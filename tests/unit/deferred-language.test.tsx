import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition, useLayoutEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { MemoryRouter } from './memory-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerI18n } from '@/i18n/create-server-i18n';
import type { LanguageResources } from '@/i18n/namespaces';
import { DeferredLanguage, LanguageProvider } from '@/i18n/use-language';

afterEach(cleanup);

function Text({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return <p data-testid={testId}>{t('nav.skipToContent')}</p>;
}

/** What the page and the footer showed at each commit of the page's text or path. */
function PageCommit({ seen, navigate }: { seen: string[]; navigate: { current?: NavigateFunction } }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  navigate.current = useNavigate();
  const text = t('nav.skipToContent');
  useLayoutEffect(() => {
    seen.push(`${pathname} ${text} / ${document.querySelector('[data-testid="footer"]')?.textContent}`);
  }, [pathname, text, seen]);
  return null;
}

function setup() {
  const i18n = createServerI18n('en', { common: { nav: { skipToContent: 'Skip to content' } } } as unknown as LanguageResources);
  i18n.addResourceBundle('cs', 'common', { nav: { skipToContent: 'Přeskočit na obsah' } }, true, false);
  const seen: string[] = [];
  const navigate: { current?: NavigateFunction } = {};
  render(
    <I18nextProvider i18n={i18n}>
      {/* As the app's router: a navigation is a transition only when RouterLink starts one. */}
      <MemoryRouter initialEntries={['/']} useTransitions={false}>
        <LanguageProvider>
          <PageCommit seen={seen} navigate={navigate} />
          <DeferredLanguage>
            <Text testId="footer" />
          </DeferredLanguage>
        </LanguageProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  const go = (to: string, { transition = false } = {}) =>
    act(() => (transition ? startTransition(() => void navigate.current?.(to)) : void navigate.current?.(to)));
  return { i18n, seen, go };
}

describe('the language switch (issue 37)', () => {
  it.each([false, true])(
    "is the navigation's own render (in a transition: %s): the text changes with the path, not through i18next's event",
    async (transition) => {
      const { i18n, seen, go } = setup();
      await go('/cs', { transition });
      const page = seen.map((commit) => commit.split(' / ')[0]);
      expect(page).toEqual(['/ Skip to content', '/cs Přeskočit na obsah']);
      // Nothing here called changeLanguage(): the instance's own language is RouteScreen's to keep.
      expect(i18n.language).toBe('en');
      await go('/', { transition });
      expect(seen.at(-1)).toMatch(/^\/ Skip to content/);
    },
  );

  it("gives what DeferredLanguage wraps the new language after the page's text has committed", async () => {
    const { seen, go } = setup();
    expect(screen.getByTestId('footer').textContent).toBe('Skip to content');
    await go('/cs');
    // The page's text committed while the footer still showed the old language; then it followed.
    expect(seen).toEqual(['/ Skip to content / Skip to content', '/cs Přeskočit na obsah / Skip to content']);
    expect(screen.getByTestId('footer').textContent).toBe('Přeskočit na obsah');
  });
});
