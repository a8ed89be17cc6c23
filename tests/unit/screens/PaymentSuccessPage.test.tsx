import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { FALLBACK_STEPS } from '@/features/payment/fallback-steps';
import type { Language } from '@shared/languages';
import { typeset } from '@/i18n/typography';
import PaymentSuccessPage from '@/pages/PaymentSuccessPage';
import { asQueried, readLocale, renderLoading, renderScreen } from '../render';

afterEach(() => vi.restoreAllMocks());

function stepsList() {
  const heading = screen.getByRole('heading', { level: 2, name: /email Andrea to set her up|napište Andree a.připojte Gmail/i });
  const section = heading.closest('section') as HTMLElement;
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent);
}

describe('payment-success (spec sections 2 and 8, D10, D11)', () => {
  it('renders the translated steps array, with no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderScreen(<PaymentSuccessPage />, { language: 'en', namespaces: ['payment'], path: '/payment-success' });
    const steps = readLocale<{ steps: string[] }>('en', 'payment').steps;
    const soon = readLocale<{ assistantReply: { soon: string } }>('en', 'common').assistantReply.soon;
    expect(stepsList()).toEqual(steps.map((step) => step.replace('{{assistantReply}}', soon)));
    expect(warn).not.toHaveBeenCalled();
  });

  // Issue 33, 58 (security review 4 #5): back from checkout the page thanks the visitor, but nothing
  // checks the session id, so no words claim an order or a started trial.
  it.each([
    ['en', '/payment-success?session_id=cs_test_123', 'Thank you: now set up Andrea', 'Back from checkout'],
    ['cs', '/cs/payment-success?session_id=cs_test_123', 'Děkujeme, teď si nastavte Andreu', 'Po objednávce'],
    ['en', '/payment-success?session_id=anything', 'Thank you: now set up Andrea', 'Back from checkout'],
  ] as const)('%s: back from checkout (%s) it claims no started trial it has not checked', (language, path, title, badge) => {
    renderScreen(<PaymentSuccessPage />, { language, namespaces: ['payment'], path });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(typeset(title, language));
    expect(document.body.textContent).toContain(typeset(badge, language));
    expect(document.body.textContent).not.toMatch(
      /has started|is running|all set|Order confirmed|začalo|právě běží|Hotovo|Objednávka dokončena/i,
    );
    expect(document.body.textContent).not.toMatch(/activat|aktiv/i);
  });

  it.each([
    ['en', '/payment-success', 'Set up Andrea', /Back from checkout|Thank you/i, 'See the plans', '/andrea#pricing'],
    ['en', '/payment-success?session_id=', 'Set up Andrea', /Back from checkout|Thank you/i, 'See the plans', '/andrea#pricing'],
    ['cs', '/cs/payment-success', 'Nastavte si Andreu', /Po objednávce|Děkujeme/i, 'Zobrazit tarify', '/cs/andrea#pricing'],
  ] as const)('%s: opened as %s without an order it claims none and offers the plans', (language, path, title, claim, plans, plansHref) => {
    renderScreen(<PaymentSuccessPage />, { language, namespaces: ['payment'], path });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(typeset(title, language));
    expect(document.body.textContent).not.toMatch(claim);
    expect(document.body.textContent).toContain(
      asQueried(typeset(language === 'en' ? 'If you have just completed checkout' : 'Pokud jste právě dokončili objednávku', language)),
    );
    expect(screen.getByRole('link', { name: plans }).getAttribute('href')).toBe(plansHref);
    // The way to set Andrea up stays: a visitor back from a checkout that dropped the parameter is not stuck.
    expect(screen.getByRole('heading', { level: 2, name: /email Andrea to set her up|napište Andree a.připojte Gmail/i })).toBeTruthy();
  });

  it('falls back to the built-in Czech steps with a console warning when the steps are not an array', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payment = { ...readLocale<Record<string, unknown>>('cs', 'payment'), steps: 'Pošlete e-mail.' };
    renderScreen(<PaymentSuccessPage />, { language: 'cs', namespaces: ['payment'], path: '/cs/payment-success', override: { payment } });
    expect(stepsList()).toEqual([...(FALLBACK_STEPS.cs ?? [])]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('built-in steps'));
  });

  it('falls back to the built-in English steps on an English page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payment = { ...readLocale<Record<string, unknown>>('en', 'payment'), steps: { first: 'x' } };
    renderScreen(<PaymentSuccessPage />, { language: 'en', namespaces: ['payment'], path: '/payment-success', override: { payment } });
    expect(stepsList()).toEqual([...FALLBACK_STEPS.en]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('the built-in steps say what payment.json says, in both languages (issue 25: one description of the onboarding reply)', () => {
    for (const [language, steps] of Object.entries(FALLBACK_STEPS) as [Language, readonly string[]][]) {
      // The reply time as it reads while VITE_ASSISTANT_REPLY_MINUTES is unset (issue 58).
      const soon = readLocale<{ assistantReply: { soon: string } }>(language, 'common').assistantReply.soon;
      expect(steps.map((step) => typeset(step, language))).toEqual(
        readLocale<{ steps: string[] }>(language, 'payment').steps.map((step) => step.replace('{{assistantReply}}', soon)),
      );
    }
  });

  // UX review 6 (C8): the steps are told once, and the page says where the proof of the order comes
  // from rather than what it cannot see.
  it.each(['en', 'cs'] as const)('%s: back from checkout it tells the steps once and where the confirmation comes from', (language) => {
    const path = `${language === 'cs' ? '/cs' : ''}/payment-success?session_id=cs_test_1`;
    renderScreen(<PaymentSuccessPage />, { language, namespaces: ['payment'], path });
    expect(screen.getAllByRole('list')).toHaveLength(1);
    // Step 2's opening words (the reply with the Gmail link), once on the page.
    const second = readLocale<{ steps: string[] }>(language, 'payment').steps[1].split(' ').slice(0, 4).join(' ');
    expect(document.body.textContent?.replace(/\u00a0/g, ' ').split(second).length).toBe(2);
    expect(document.body.textContent).not.toMatch(/cannot see your order|objednávku nevidí/);
    const proof = readLocale<{ confirmed: { proof: string } }>(language, 'payment').confirmed.proof;
    const plain = (text: string) => text.replace(/[\u00a0\u2011]/g, (c) => (c === '\u00a0' ? ' ' : '-'));
    expect(plain(document.body.textContent ?? '')).toContain(plain(proof));
  });

  it('speaks of an order, not a payment: nothing is charged at checkout (issue 25)', () => {
    renderScreen(<PaymentSuccessPage />, { language: 'en', namespaces: ['payment'], path: '/payment-success?session_id=x' });
    expect(document.body.textContent).toContain('order');
    expect(document.body.textContent).not.toMatch(/payment (successful|confirmed)/i);
  });

  it('shows a spinner with "Loading..." until the translations are ready', () => {
    renderLoading(<PaymentSuccessPage />, { language: 'en', path: '/payment-success' });
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('builds a prefilled mail to Andrea with Czech diacritics encoded, shows the address with a copy button, and links home to /cs', () => {
    renderScreen(<PaymentSuccessPage />, { language: 'cs', namespaces: ['payment'], path: '/cs/payment-success' });
    const send = screen.getByRole('link', { name: 'Napsat Andree' });
    const href = send.getAttribute('href') ?? '';
    expect(href.startsWith(`mailto:${site.emails.assistant}?subject=`)).toBe(true);
    const subject = decodeURIComponent(/subject=([^&]*)/.exec(href)?.[1] ?? '');
    expect(subject).toBe(asQueried(readLocale<{ activate: { subject: string } }>('cs', 'payment').activate.subject));
    expect(href).not.toMatch(/[^\x21-\x7e]/);
    expect(screen.getAllByText(site.emails.assistant).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: new RegExp(site.emails.assistant.replace('.', '\\.')) })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zpět na úvodní stránku/ }).getAttribute('href')).toBe('/cs');
    expect(document.body.textContent).toContain(`${site.trialDays}denní`);
  });
});
