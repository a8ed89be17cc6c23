import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyAddress } from '@/components/ui/copy-address';
import { resetToasts, toast } from '@/lib/toast-store';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/components/ui/tooltip';
import { PlanCard } from '@/features/signup/PlanCard';
import { typeset } from '@/i18n/typography';
import { findToast, renderUi } from './render';

afterEach(() => act(() => resetToasts()));

describe('PlanCard (D11, D12)', () => {
  it('English: name, price in EUR, per month, VAT included, spec features, renewal disclosure, the given action', () => {
    renderUi(<PlanCard planId="draft" headingLevel={2} action={<a href="/andrea#pricing">See plans</a>} />);
    const card = screen.getByRole('heading', { level: 2, name: 'Draft Only' }).closest('article') as HTMLElement;
    expect(card.textContent).toContain('€29');
    expect(card.textContent).toContain('per month');
    expect(card.textContent).toContain('VAT included');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Email drafts in your voice', 'Context matching', 'Gmail integration']);
    expect(card.textContent).toContain(
      'Free for 30 days, then €29 per month. The subscription renews every month until you cancel; a cancelled subscription runs until the end of the period you have paid for.',
    );
    expect(card.textContent).not.toContain('Most popular');
    expect(within(card).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/andrea#pricing');
  });

  it('Czech: the Full plan in CZK with the badge and its features, none claiming a limit that no plan defines (D54)', () => {
    renderUi(<PlanCard planId="full" action={<span />} />, { language: 'cs' });
    const card = screen.getByRole('heading', { level: 3, name: 'Kompletní asistentka' }).closest('article') as HTMLElement;
    expect(card.textContent).toContain('1\u00a0190\u00a0Kč');
    expect(card.textContent).toContain('včetně DPH');
    expect(card.textContent).toContain('Nejoblíbenější');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      typeset('Vše, co nabízí tarif Jen koncepty', 'cs'),
      'Správa kalendáře',
      typeset('Seznam úkolů podle priority a připomenutí, komu se ozvat', 'cs'),
      'Denní shrnutí',
    ]);
    expect(card.textContent).toContain(typeset('zrušené předplatné doběhne do konce zaplaceného období', 'cs'));
  });
});

describe('CopyAddress', () => {
  it('shows the address in full with a mail link; Copy confirms with a toast in the page language', async () => {
    const user = userEvent.setup();
    renderUi(<CopyAddress address="andrea@aiemployees.cz" subject="Začínám" />, { language: 'cs' });
    expect(screen.getByRole('link', { name: 'andrea@aiemployees.cz' }).getAttribute('href')).toBe(
      'mailto:andrea@aiemployees.cz?subject=Za%C4%8D%C3%ADn%C3%A1m',
    );
    await user.click(screen.getByRole('button', { name: /Kopírovat/ }));
    const confirmation = await findToast('Adresa zkopírována');
    expect(confirmation.textContent).toContain('andrea@aiemployees.cz');
    await expect(navigator.clipboard.readText()).resolves.toBe('andrea@aiemployees.cz');
  });

  it('a refused clipboard says so and tells how to copy by hand', async () => {
    const user = userEvent.setup();
    renderUi(<CopyAddress address="andrea@aiemployees.cz" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: /Copy/ }));
    const failure = await findToast('Could not copy');
    expect(failure.getAttribute('data-variant')).toBe('destructive');
    expect(failure.textContent).toContain('Select andrea@aiemployees.cz and copy it by hand.');
  });
});

describe('toasts', () => {
  it('render in a labelled region; errors are announced assertively (foreground)', async () => {
    renderUi(<p>page</p>);
    act(() => {
      toast({ title: 'Saved', description: 'All good.' });
      toast({ title: 'Failed', description: 'Try again.', variant: 'destructive' });
    });
    await findToast('Failed');
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
    const statuses = [...document.querySelectorAll('[role="status"][aria-live]')].map((node) => node.getAttribute('aria-live'));
    expect(statuses).toContain('assertive');
  });

  it('tooltip timing follows the spec (700 ms open, 300 ms skip)', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });
});
