import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast-store';
import { ContactForm } from '@/features/contact/ContactForm';
import { renderUi } from './render';
import { czech } from '../render';
import { type Language } from '@shared/languages';
import { site } from '@/config/site';

/** The reply time the success states, as the locale words the configured working days (or their absence). */
function replyTimeIn(language: Language): string {
  const days = site.replyWorkingDays;
  if (days === undefined) return language === 'en' ? 'as soon as possible' : 'co nejdříve';
  return language === 'en' ? `within ${days} working day${days === 1 ? '' : 's'}` : `zpravidla do ${days} pracovn`;
}

const submitContact = vi.hoisted(() => vi.fn());
vi.mock('@/features/contact/api', () => ({ submitContact }));

beforeEach(() => {
  submitContact.mockReset();
  act(() => resetToasts());
});
afterEach(() => act(() => resetToasts()));

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User, language: Language = 'en') {
  const labels = language === 'en' ? ['Name', 'Email', 'Message'] : ['Jméno', czech('E-mail'), 'Zpráva'];
  await user.type(screen.getByLabelText(labels[0]), 'Jana Nováková');
  await user.type(screen.getByLabelText(labels[1]), 'jana@firma.cz');
  await user.type(screen.getByLabelText(labels[2]), 'Dobrý den, mám dotaz na Andreu.');
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
/** The field's error line (its aria-describedby id ending in -error), or undefined. */
const errorOf = (label: string) => {
  const ids = (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '').split(' ');
  const id = ids.find((item) => item.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('ContactForm', () => {
  it('has the spec placeholder, a live counter and a hidden honeypot', async () => {
    const user = userEvent.setup();
    renderUi(<ContactForm />);
    const message = screen.getByLabelText('Message');
    expect(message.getAttribute('placeholder')).toBe('Your message (minimum 10 characters)');
    expect(screen.getByTestId('contact-counter').textContent).toBe('0/2000 characters');
    await user.type(message, 'Hello');
    expect(screen.getByTestId('contact-counter').textContent).toBe('5/2000 characters');
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(
      screen
        .getByText(/keep them for at most 24 months/)
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe('/privacy');
  });

  it('client validation: translated field errors, nothing typed is lost, nothing sent', async () => {
    const user = userEvent.setup();
    renderUi(<ContactForm />, { language: 'cs' });
    await user.type(screen.getByLabelText(czech('E-mail')), 'jana@firma');
    await user.type(screen.getByLabelText('Zpráva'), 'Krátká');
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    await waitFor(() => expect(errorOf('Jméno')).toBe('Vyplňte prosím své jméno.'));
    expect(submitContact).not.toHaveBeenCalled();
    expect(errorOf(czech('E-mail'))).toBe(czech('Zadejte prosím platnou e-mailovou adresu.'));
    expect(errorOf('Zpráva')).toBe(czech('Zpráva musí mít alespoň 10 znaků.'));
    expect(value(czech('E-mail'))).toBe('jana@firma');
    expect(value('Zpráva')).toBe('Krátká');
    expect(document.activeElement).toBe(screen.getByLabelText('Jméno'));
    expect((screen.getByRole('button', { name: 'Odeslat zprávu' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a message over the limit is refused with the limit from the shared schema', async () => {
    renderUi(<ContactForm />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Jana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jana@firma.cz' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'x'.repeat(2001) } });
    fireEvent.submit(screen.getByTestId('contact-form'));
    await waitFor(() => expect(errorOf('Message')).toBe('Please shorten your message to 2000 characters.'));
    expect(submitContact).not.toHaveBeenCalled();
  });

  it('sends with the page language (D21), shows "Sending…"; the sent state with our own thanks replaces the form until "Write another message"', async () => {
    const user = userEvent.setup();
    let resolve!: (value: unknown) => void;
    submitContact.mockReturnValue(new Promise((r) => (resolve = r)));
    renderUi(<ContactForm />, { language: 'cs' });
    await fillValid(user, 'cs');
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(screen.getByRole('button', { name: 'Odesíláme…' }).getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(submitContact).toHaveBeenCalled());
    expect(submitContact).toHaveBeenCalledWith(
      { name: 'Jana Nováková', email: 'jana@firma.cz', message: 'Dobrý den, mám dotaz na Andreu.', website: '' },
      'cs',
    );
    await act(async () => resolve({ ok: true, message: 'Děkujeme, ozveme se do jednoho dne.' }));
    const sent = (await screen.findByText('Zpráva odeslána!')).closest('[role="status"]') as HTMLElement;
    // Our own thanks, worded at render in the language of the moment, names where the reply goes and when.
    expect(sent.textContent).toContain(czech(`Děkujeme! Člověk z našeho týmu vám odpoví na jana@firma.cz ${replyTimeIn('cs')}`));
    expect(sent.textContent).not.toContain('Děkujeme, ozveme se do jednoho dne.');
    expect(document.activeElement).toBe(sent);
    expect(screen.queryByTestId('contact-form')).toBeNull();
    // It stays: no timer takes it away (the toast it replaces was gone after 5 s).
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByText('Zpráva odeslána!')).toBeTruthy();
    expect(document.querySelector('[data-variant]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Napsat další zprávu' }));
    expect(value('Jméno')).toBe('');
    expect(value('Zpráva')).toBe('');
  });

  it('success without a server message shows our own thank-you', async () => {
    const user = userEvent.setup();
    submitContact.mockResolvedValue({ ok: true });
    renderUi(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const sent = (await screen.findByText('Message sent!')).closest('[role="status"]');
    expect(sent?.textContent).toContain(`Thank you! Someone from our team aims to reply to jana@firma.cz ${replyTimeIn('en')}.`);
  });

  it('the success is compact: a tick, the thanks and the way back, not the empty height of the form', async () => {
    const user = userEvent.setup();
    submitContact.mockResolvedValue({ ok: true });
    renderUi(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const sent = (await screen.findByText('Message sent!')).closest('[role="status"]') as HTMLElement;
    expect(sent.style.minHeight).toBe('');
    expect(sent.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(sent.querySelectorAll('p')).toHaveLength(1);
  });

  it('waits folded under its first field: a field taking the focus opens it for good, the button does not', async () => {
    const user = userEvent.setup();
    renderUi(<ContactForm />);
    const form = screen.getByTestId('contact-form');
    const folded = () => [...form.querySelectorAll('.fold')];
    // Every field and the privacy note stay in the page and the tab order, only out of sight while folded (styles.css).
    expect(folded().map((element) => element.textContent)).toEqual([
      expect.stringContaining('Email'),
      expect.stringMatching(/keep them for at most 24 months/),
    ]);
    expect(folded()[0].querySelector('textarea')).not.toBeNull();
    expect(form.querySelector('.fold input[name="name"]')).toBeNull();
    expect(form.hasAttribute('data-open')).toBe(false);
    screen.getByRole('button', { name: 'Send message' }).focus();
    expect(form.hasAttribute('data-open')).toBe(false);
    await user.click(screen.getByLabelText('Name'));
    expect(form.hasAttribute('data-open')).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    screen.getByLabelText('Email').blur();
    expect(form.hasAttribute('data-open')).toBe(true);
  });

  it('opens when sent folded, so the errors of the fields out of sight show', async () => {
    renderUi(<ContactForm />);
    const form = screen.getByTestId('contact-form');
    fireEvent.submit(form);
    await waitFor(() => expect(errorOf('Email')).toBe('Please enter your email address.'));
    expect(form.hasAttribute('data-open')).toBe(true);
  });

  it('a known server code shows our own locale string, not the server sentence (D21), and keeps the fields', async () => {
    const user = userEvent.setup();
    submitContact.mockResolvedValue({ ok: false, kind: 'rate-limited', code: 'rate_limited', error: 'SERVER SENTENCE' });
    renderUi(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not sent: You have sent several messages in a short time.');
    expect(alert.textContent).not.toContain('SERVER SENTENCE');
    expect(document.querySelector('[data-variant]')).toBeNull();
    expect(value('Name')).toBe('Jana Nováková');
    expect(value('Message')).toBe('Dobrý den, mám dotaz na Andreu.');
  });

  it('a field code from the server is said under that field only', async () => {
    const user = userEvent.setup();
    submitContact.mockResolvedValue({ ok: false, kind: 'server', code: 'email_invalid', error: 'Please enter a valid email address.' });
    renderUi(<ContactForm />, { language: 'cs' });
    await fillValid(user, 'cs');
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    await waitFor(() => expect(screen.getByLabelText(czech('E-mail')).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(czech('E-mail'))).toBe(czech('Zadejte prosím platnou e-mailovou adresu.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unknown code shows the server sentence', async () => {
    const user = userEvent.setup();
    submitContact.mockResolvedValue({ ok: false, kind: 'server', code: 'brand_new_code', error: 'Something specific happened.' });
    renderUi(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something specific happened.');
  });

  it('a thrown/network failure shows "Failed to send message. Please try again." and keeps the fields', async () => {
    const user = userEvent.setup();
    submitContact.mockResolvedValue({ ok: false, kind: 'network' });
    renderUi(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to send message. Please try again.');
    expect(value('Email')).toBe('jana@firma.cz');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false));
    // Fixed and sent again: the sent state alone, no error left beside it (UX review 4, B2).
    submitContact.mockResolvedValue({ ok: true });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Message sent!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a rejected call (chunk or network failure) is caught and worded as a failure', async () => {
    const user = userEvent.setup();
    submitContact.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    renderUi(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to send message. Please try again.');
    expect(value('Message')).toBe('Dobrý den, mám dotaz na Andreu.');
  });

  it('a timeout has its own sentence', async () => {
    const user = userEvent.setup();
    submitContact.mockResolvedValue({ ok: false, kind: 'timeout' });
    renderUi(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The server took too long to answer.');
  });
});
