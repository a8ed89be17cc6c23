import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast-store';
import SignupDialog from '@/features/signup/SignupDialog';
import { SignupButton } from '@/features/signup/SignupButton';
import { checkoutUrl } from '@/features/signup/checkout';
import { findToast, renderUi } from './render';
import { type Language } from '@shared/languages';
import { czech } from '../render';

// D9: three of the four checkout URLs are configured; Full in CZK is not.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return {
    ...actual,
    env: actual.readEnv({
      VITE_CHECKOUT_DRAFT_EUR: 'https://checkout.example.test/draft-eur',
      VITE_CHECKOUT_DRAFT_CZK: 'https://checkout.example.test/draft-czk?locale=cs',
      VITE_CHECKOUT_FULL_EUR: 'https://checkout.example.test/full-eur',
      VITE_BILLING_PORTAL_URL: 'https://billing.example.test/portal',
    }),
  };
});

afterEach(() => act(() => resetToasts()));

function renderDialog(language: Language = 'en') {
  const onOpenChange = vi.fn();
  // Without the app's providers: SignupProvider renders its own signup dialog ahead, hidden (D34).
  renderUi(<SignupDialog open onOpenChange={onOpenChange} />, { language, providers: false });
  return onOpenChange;
}

async function toPlanStep(user: ReturnType<typeof userEvent.setup>, email = 'jana@firma.cz', language: Language = 'en') {
  await user.type(screen.getByLabelText(language === 'en' ? 'Email address' : czech('E-mailová adresa')), email);
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Continue' : 'Pokračovat' }));
}

describe('checkoutUrl (D9)', () => {
  it('picks the currency by page language and adds prefilled_email', () => {
    expect(checkoutUrl('draft', 'en', 'a@b.cz')).toBe(
      'https://checkout.example.test/draft-eur?prefilled_email=a%40b.cz&client_reference_id=draft_en',
    );
    expect(checkoutUrl('draft', 'cs', 'a@b.cz')).toBe(
      'https://checkout.example.test/draft-czk?locale=cs&prefilled_email=a%40b.cz&client_reference_id=draft_cs',
    );
    // The plan, the page's language and the Terms version the page showed: nothing personal (the order webhook reads it).
    expect(checkoutUrl('full', 'en', '', { terms: { date: '2026-12-03', hash: '0123456789ab' } })).toBe(
      'https://checkout.example.test/full-eur?client_reference_id=full_en_20261203-0123456789ab',
    );
    // The local stand-in is a path on the site's own server.
    const local = { draft: { EUR: '/local-checkout/draft/EUR', CZK: undefined }, full: { EUR: undefined, CZK: undefined } };
    expect(checkoutUrl('draft', 'en', 'a@b.cz', { table: local })).toBe(
      '/local-checkout/draft/EUR?prefilled_email=a%40b.cz&client_reference_id=draft_en',
    );
    expect(checkoutUrl('full', 'cs', 'a@b.cz')).toBeUndefined();
  });
});

describe('SignupDialog', () => {
  it('email step: title, 30-day intro, terms and privacy links', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Get started with Andrea' });
    expect(dialog.textContent).toContain('30-day free trial');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/terms', '/privacy']);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).type).toBe('email');
  });

  it('empty email: error on the field, stays on the email step', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter your email address.');
    expect(screen.getByRole('dialog', { name: 'Get started with Andrea' })).toBeTruthy();
  });

  it('invalid email: error on the field, the typed value stays', async () => {
    const user = userEvent.setup();
    renderDialog();
    await toPlanStep(user, 'jana@firma');
    const input = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(input.value).toBe('jana@firma');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/valid email address/);
    expect(screen.queryByRole('dialog', { name: 'Your plan' })).toBeNull();
  });

  it('plan step greets the email, confirms the most popular plan with both prices, and links it to its EUR checkout in a new tab (D9, D12, D11)', async () => {
    const user = userEvent.setup();
    renderDialog('en');
    await toPlanStep(user);
    const dialog = screen.getByRole('dialog', { name: 'Your plan' });
    expect(dialog.textContent).toContain('jana@firma.cz');
    expect(dialog.textContent).toContain('€29');
    expect(dialog.textContent).toContain('€49');
    expect(dialog.textContent).toContain('VAT included');
    expect(dialog.textContent).toContain('Most popular');
    expect(dialog.textContent).toMatch(/renews every month until you cancel/);
    expect((within(dialog).getByRole('radio', { name: /Full Assistant/ }) as HTMLInputElement).checked).toBe(true);
    const link = within(dialog).getByRole('link', { name: /Start your free trial/ });
    expect(link.getAttribute('href')).toBe(
      'https://checkout.example.test/full-eur?prefilled_email=jana%40firma.cz&client_reference_id=full_en',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The other plan is one tap away, and the checkout follows it.
    await user.click(within(dialog).getByRole('radio', { name: /Draft Only/ }));
    expect(
      within(dialog)
        .getByRole('link', { name: /Start your free trial/ })
        .getAttribute('href'),
    ).toBe('https://checkout.example.test/draft-eur?prefilled_email=jana%40firma.cz&client_reference_id=draft_en');
  });

  it('Czech pages use the CZK checkout; an unconfigured plan is a disabled button with a reason (D9)', async () => {
    const user = userEvent.setup();
    renderDialog('cs');
    await toPlanStep(user, 'jana@firma.cz', 'cs');
    const dialog = screen.getByRole('dialog', { name: 'Váš tarif' });
    expect(dialog.textContent).toContain('690\u00a0Kč');
    expect(dialog.textContent).toContain('včetně DPH');
    const disabled = within(dialog).getByRole('button', { name: /Vyzkoušet zdarma/ }) as HTMLButtonElement;
    expect(disabled.disabled).toBe(true);
    expect(document.getElementById(disabled.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/zatím nelze dokončit online/);
    await user.click(within(dialog).getByRole('radio', { name: /Jen koncepty/ }));
    const link = within(dialog).getByRole('link', { name: /Vyzkoušet zdarma/ });
    expect(link.getAttribute('href')).toBe(
      'https://checkout.example.test/draft-czk?locale=cs&prefilled_email=jana%40firma.cz&client_reference_id=draft_cs',
    );
  });

  it('choosing a plan moves to the D10 last step; "Got it, thanks!" closes and returns to the email step, the email kept', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderDialog('en');
    await toPlanStep(user);
    const link = screen.getByRole('link', { name: /Start your free trial/ });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Andrea!' });
    expect(dialog.textContent).toMatch(/Once you complete it, your 30-day free trial starts/);
    expect(within(dialog).getByRole('link', { name: 'andrea@aiemployees.cz' }).getAttribute('href')).toBe('mailto:andrea@aiemployees.cz');
    expect(within(dialog).getByRole('button', { name: /Copy/ })).toBeTruthy();
    expect(dialog.textContent).toContain('Your trial ends after 30 days.');
    expect(dialog.textContent).toContain('Nothing is charged until the trial ends.');
    expect(within(dialog).getByRole('link', { name: 'billing settings' }).getAttribute('href')).toBe('https://billing.example.test/portal');
    expect(
      within(dialog)
        .getByRole('link', { name: /Go to the checkout/ })
        .getAttribute('href'),
    ).toContain('full-eur');
    await user.click(screen.getByRole('button', { name: 'Got it, thanks!' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Get started with Andrea' })).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('jana@firma.cz');
  });

  it('closing at the plan step keeps the email for the next opening (issue 33)', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderDialog('en');
    await toPlanStep(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('jana@firma.cz');
  });

  it("a plan's button opens the dialog with that plan chosen, the other a tap away", async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <SignupButton plan="full">Full: start free trial</SignupButton>
        <SignupButton plan="draft">Draft: start free trial</SignupButton>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Full: start free trial' }));
    await screen.findByRole('dialog', { name: 'Get started with Andrea' });
    await toPlanStep(user);
    const dialog = screen.getByRole('dialog', { name: 'Your plan' });
    expect(dialog.querySelector('[data-step="plan"]')?.getAttribute('data-offered')).toBe('full');
    // Closed and opened from the other plan: the email is still there, the plan is the new one.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Draft: start free trial' }));
    // D76: the click paints its own frame before the dialog renders.
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('dialog', { name: 'Get started with Andrea' });
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('jana@firma.cz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const again = screen.getByRole('dialog', { name: 'Your plan' });
    expect((within(again).getByRole('radio', { name: /Draft Only/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(again).getByRole('radio', { name: /Full Assistant/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('copy button copies the address and confirms with a toast', async () => {
    const user = userEvent.setup();
    renderDialog('en');
    await toPlanStep(user);
    const link = screen.getByRole('link', { name: /Start your free trial/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await user.click(screen.getByRole('button', { name: /Copy/ }));
    await findToast('Address copied');
    await expect(navigator.clipboard.readText()).resolves.toBe('andrea@aiemployees.cz');
  });

  it('SignupButton opens the lazily loaded dialog (a real link before hydration)', async () => {
    const user = userEvent.setup();
    renderUi(<SignupButton>Start free trial</SignupButton>);
    const button = screen.getByRole('button', { name: 'Start free trial' });
    expect(button.getAttribute('href')).toBe('/andrea#pricing');
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Get started with Andrea' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
