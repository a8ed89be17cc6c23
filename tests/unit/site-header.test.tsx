import { readFileSync } from 'node:fs';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from './memory-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '@/app/layout/SiteHeader';
import { LanguageProvider } from '@/i18n/use-language';
import { SignupProvider } from '@/features/signup/SignupProvider';
import { createServerI18n } from '@/i18n/create-server-i18n';
import { type Language } from '@shared/languages';

const common = (language: string) => JSON.parse(readFileSync(`public/locales/${language}/common.json`, 'utf8'));

function renderHeader(path: string, language: Language) {
  const i18n = createServerI18n(language, { common: common(language) });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider>
          <SignupProvider>
            <SiteHeader />
          </SignupProvider>
        </LanguageProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('SiteHeader', () => {
  it('sends section anchors to the home page of the current language from any page (D5)', () => {
    renderHeader('/cs/andrea', 'cs');
    const nav = screen.getByRole('navigation', { name: 'Hlavní' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/cs#ai-employees', '/cs#pricing', '/cs#faq', '/cs#contact', '/cs/demo', '/cs/trust']));
    // One name per action (issue 33): the demo is one item, its page.
    expect(hrefs).not.toContain('/cs#demo');
    expect(hrefs).not.toContain('#pricing');
  });

  it('labels the toggle CZ on English pages and keeps query and hash', () => {
    renderHeader('/andrea?ref=mail#pricing', 'en');
    const toggle = screen.getByRole('link', { name: 'CZ – Přepnout do češtiny' });
    expect(toggle.textContent?.startsWith('CZ')).toBe(true);
    expect(toggle.getAttribute('href')).toBe('/cs/andrea?ref=mail#pricing');
  });

  it('labels the toggle EN on Czech pages', () => {
    renderHeader('/cs', 'cs');
    const toggle = screen.getByRole('link', { name: 'EN – Switch to English' });
    expect(toggle.textContent?.startsWith('EN')).toBe(true);
    expect(toggle.getAttribute('href')).toBe('/');
  });

  it('opens and closes the mobile menu from the keyboard, returning focus to its button', async () => {
    const user = userEvent.setup();
    renderHeader('/', 'en');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;
    expect(menu.hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(document.getElementById(menu.id)).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens a sheet rendered only while open: the links, then the trial button; the page behind is held still and the focus leaving for it closes the sheet', async () => {
    const user = userEvent.setup();
    const outside = document.body.appendChild(document.createElement('button'));
    try {
      renderHeader('/', 'en');
      const button = screen.getByRole('button', { name: 'Open menu' });
      const id = button.getAttribute('aria-controls') as string;
      // Collapsed, none of it is in the page (nor in any page's first HTML).
      expect(document.getElementById(id)).toBeNull();
      await user.click(button);
      const sheet = document.getElementById(id) as HTMLElement;
      expect(sheet).not.toBeNull();
      const names = [...sheet.querySelectorAll('a')].map((link) => link.textContent);
      // The team first, each to their page with their status (UX review 6, C11), then the other links.
      expect(names).toEqual([
        'Andrea Available now',
        'Julie Coming soon',
        'David Coming soon',
        'Demo',
        'Pricing',
        'FAQ',
        'Contact',
        'Trust & Security',
        'Start your free trial',
      ]);
      expect(
        [...within(sheet).getByRole('list', { name: 'AI employees' }).querySelectorAll('a')].map((link) => link.getAttribute('href')),
      ).toEqual(['/andrea', '/julie', '/david']);
      expect(within(sheet).getByRole('button', { name: 'Start your free trial' })).toBe([...sheet.querySelectorAll('a')].at(-1));
      expect(document.documentElement.style.overflow).toBe('hidden');
      // Tab goes from the menu button into the sheet, as it always did.
      await user.tab();
      expect(sheet.contains(document.activeElement)).toBe(true);
      act(() => outside.focus());
      expect(document.getElementById(id)).toBeNull();
      expect(document.documentElement.style.overflow).toBe('');
    } finally {
      outside.remove();
    }
  });
});
