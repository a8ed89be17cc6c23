import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EarlyAccessPage from '@/pages/EarlyAccessPage';
import { czech, renderScreen } from '../render';

describe('early access variants (D1, D15)', () => {
  it('standard: joins the waiting list with the Julie/David choice and says what happens to the data', () => {
    renderScreen(<EarlyAccessPage variant="standard" />, { language: 'en', namespaces: ['earlyAccess'], path: '/early-access' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Be among the first to work with Julie and David');
    expect(screen.queryByText('Personal invitation')).toBeNull();
    const form = screen.getByRole('heading', { level: 2, name: 'Join the waiting list' }).closest('section') as HTMLElement;
    expect(within(form).getByLabelText(/^Name/)).toBeTruthy();
    expect(within(form).getByLabelText(/^Email/)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Join the waiting list' })).toBeTruthy();
    expect(form.textContent).toMatch(/Julie/);
    expect(form.textContent).toMatch(/David/);
    expect(document.body.textContent).toMatch(/Special early-access pricing/);
    const privacyLinks = screen.getAllByRole('link', { name: /Privacy Policy/ });
    expect(privacyLinks.some((link) => link.getAttribute('href') === '/privacy')).toBe(true);
    expect(document.body.textContent).toMatch(/unsubscribe/);
  });

  it('exclusive: the same form framed as an invitation, in Czech on /cs', () => {
    renderScreen(<EarlyAccessPage variant="exclusive" />, {
      language: 'cs',
      namespaces: ['earlyAccess'],
      path: '/cs/exclusive-early-access',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(czech('Zveme vás k exkluzivnímu předběžnému přístupu'));
    const form = screen.getByRole('heading', { level: 2, name: 'Přijměte pozvánku' }).closest('section') as HTMLElement;
    // The hero says "Osobní pozvánka"; the card does not repeat it, and its button accepts the invitation.
    expect(screen.getAllByText('Osobní pozvánka')).toHaveLength(1);
    expect(form.textContent).toMatch(/Rezervováno pro vás/);
    expect(within(form).getByRole('button', { name: 'Přijmout pozvánku' })).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: /Zásady ochrany osobních údajů/ }).some((link) => link.getAttribute('href') === '/cs/privacy'),
    ).toBe(true);
  });
});
