import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerI18n } from '@/i18n/create-server-i18n';
import type { LanguageResources } from '@/i18n/namespaces';

afterEach(cleanup);

/**
 * Issue 23: react-i18next reads i18next as an external store, so every event it binds re-renders
 * every text on the page in one synchronous task. A file arriving (i18next's `loaded`) changes no
 * text on screen: it was measured to render the whole new page a second time during a navigation.
 */
describe('what re-renders the text on screen', () => {
  function setup() {
    const i18n = createServerI18n('en', { common: { nav: { skipToContent: 'Skip to content' } } } as unknown as LanguageResources);
    const counter = { renders: 0 };
    function Text() {
      counter.renders += 1;
      const { t } = useTranslation();
      return <p>{t('nav.skipToContent')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Text />
      </I18nextProvider>,
    );
    return { i18n, counter };
  }

  it('a file loaded for another language renders nothing again', () => {
    const { i18n, counter } = setup();
    const before = counter.renders;
    act(() => {
      i18n.addResourceBundle('cs', 'common', { nav: { skipToContent: 'Přeskočit na obsah' } }, true, false);
      i18n.emit('loaded', { cs: ['common'] });
    });
    expect(counter.renders).toBe(before);
  });

  it('a language switch still renders the text again', async () => {
    const { i18n } = setup();
    i18n.addResourceBundle('cs', 'common', { nav: { skipToContent: 'Přeskočit na obsah' } }, true, false);
    await act(() => i18n.changeLanguage('cs'));
    expect(screen.getByText('Přeskočit na obsah')).toBeTruthy();
  });
});
