import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerI18n } from '@/i18n/create-server-i18n';
import type { LanguageResources } from '@/i18n/namespaces';
import { DeferredLanguage, LanguageProvider } from '@/i18n/use-language';

afterEach(cleanup);

function Text({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return <p data-testid={testId}>{t('nav.skipToContent')}</p>;
}

/** What the footer showed when the page's new text committed. */
function PageCommit({ seen }: { seen: string[] }) {
  const { t } = useTranslation();
  const text = t('nav.skipToContent');
  useLayoutEffect(() => {
    seen.push(`${text} / ${document.querySelector('[data-testid="footer"]')?.textContent}`);
  }, [text, seen]);
  return null;
}

describe('DeferredLanguage (issue 37)', () => {
  it("renders the page's language, then takes a switch one render after the page's text", async () => {
    const i18n = createServerI18n('en', { common: { nav: { skipToContent: 'Skip to content' } } } as unknown as LanguageResources);
    i18n.addResourceBundle('cs', 'common', { nav: { skipToContent: 'Přeskočit na obsah' } }, true, false);
    const seen: string[] = [];
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageProvider>
          <PageCommit seen={seen} />
          <DeferredLanguage>
            <Text testId="footer" />
          </DeferredLanguage>
        </LanguageProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('footer').textContent).toBe('Skip to content');
    await act(() => i18n.changeLanguage('cs'));
    // The page's text committed while the footer still showed the old language; then it followed.
    expect(seen).toEqual(['Skip to content / Skip to content', 'Přeskočit na obsah / Skip to content']);
    expect(screen.getByTestId('footer').textContent).toBe('Přeskočit na obsah');
  });
});
