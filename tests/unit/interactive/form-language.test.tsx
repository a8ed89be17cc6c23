/**
 * The language switch (the header's toggle: a navigation from `/x` to `/cs/x` that keeps React
 * state) rewords what a form already shows: its field errors, its alert and the contact form's
 * thanks are kept as codes and worded at render, never stored as sentences of the old language.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { MemoryRouter } from '../memory-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/Providers';
import { ContactForm } from '@/features/contact/ContactForm';
import SignupDialog from '@/features/signup/SignupDialog';
import { WaitlistForm } from '@/features/waitlist/WaitlistForm';
import { LanguageProvider } from '@/i18n/use-language';
import { makeI18n, readLocale } from './render';
import { czech } from '../render';

const submitContact = vi.hoisted(() => vi.fn());
vi.mock('@/features/contact/api', () => ({ submitContact }));
const joinWaitlist = vi.hoisted(() => vi.fn());
vi.mock('@/features/waitlist/api', () => ({ joinWaitlist }));

beforeEach(() => {
  submitContact.mockReset();
  joinWaitlist.mockReset();
});

/** Renders on `/` with both languages' copy in the one instance; `toCzech()` is the toggle's navigation. */
function renderSwitchable(ui: ReactElement, { providers = true } = {}) {
  const i18n = makeI18n('en');
  i18n.addResourceBundle('cs', 'common', readLocale('cs', 'common'), true, false);
  const navigate: { current?: NavigateFunction } = {};
  function Navigator() {
    navigate.current = useNavigate();
    return null;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        {providers ? <Providers>{ui}</Providers> : <LanguageProvider>{ui}</LanguageProvider>}
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { toCzech: () => act(() => void navigate.current?.('/cs')) };
}

/** The field's error line (its aria-describedby id ending in -error), or undefined. */
const errorOf = (label: string) => {
  const ids = (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '').split(' ');
  const id = ids.find((item) => item.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** The contact form on `/`, filled in and sent, the server answering `answer`. */
async function sendContact(answer: object) {
  const user = userEvent.setup();
  submitContact.mockResolvedValue(answer);
  const switchable = renderSwitchable(<ContactForm />);
  await user.type(screen.getByLabelText('Name'), 'Jana Nováková');
  await user.type(screen.getByLabelText('Email'), 'jana@firma.cz');
  await user.type(screen.getByLabelText('Message'), 'Dobrý den, mám dotaz na Andreu.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  return switchable;
}

describe('a language switch rewords what a form shows', () => {
  it('the contact form: its field errors, wired and focused as before, and what was typed stays', async () => {
    const user = userEvent.setup();
    const { toCzech } = renderSwitchable(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'jana@firma');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(errorOf('Name')).toBe('Please enter your name.'));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await toCzech();
    expect(errorOf('Jméno')).toBe(czech('Vyplňte prosím své jméno.'));
    expect(errorOf(czech('E-mail'))).toBe(czech('Zadejte prosím platnou e-mailovou adresu.'));
    expect(screen.getByLabelText('Jméno').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(czech('E-mail')) as HTMLInputElement).value).toBe('jana@firma');
  });

  it('the contact form: a field code from the server', async () => {
    const { toCzech } = await sendContact({
      ok: false,
      kind: 'server',
      code: 'email_invalid',
      error: 'Please enter a valid email address.',
    });
    await waitFor(() => expect(errorOf('Email')).toBe('Please enter a valid email address.'));
    await toCzech();
    expect(errorOf(czech('E-mail'))).toBe(czech('Zadejte prosím platnou e-mailovou adresu.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['network', { kind: 'network' }, 'Failed to send message. Please try again.', 'Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.'],
    ['timeout', { kind: 'timeout' }, 'The server took too long to answer.', 'Server neodpověděl včas. Zkuste to prosím znovu.'],
    [
      'rate_limited',
      {
        kind: 'rate-limited',
        code: 'rate_limited',
        error: 'You have sent several messages in a short time. Please try again in a few minutes.',
      },
      'You have sent several messages in a short time.',
      'Během krátké doby jste odeslali několik zpráv. Zkuste to prosím znovu za pár minut.',
    ],
  ])('the contact form: its alert (%s), the title and the sentence alike', async (_name, failure, english, czechSentence) => {
    const { toCzech } = await sendContact({ ok: false, ...failure });
    expect((await screen.findByRole('alert')).textContent).toContain(`Not sent: ${english}`);
    await toCzech();
    expect(screen.getByRole('alert').textContent).toBe(`Neodesláno: ${czech(czechSentence)}`);
    expect((screen.getByLabelText('Zpráva') as HTMLTextAreaElement).value).toBe('Dobrý den, mám dotaz na Andreu.');
  });

  it("the contact form: an unknown code keeps the server's sentence (D21: it has nothing else)", async () => {
    const { toCzech } = await sendContact({ ok: false, kind: 'server', code: 'brand_new_code', error: 'Something specific happened.' });
    await screen.findByRole('alert');
    await toCzech();
    expect(screen.getByRole('alert').textContent).toBe('Neodesláno: Something specific happened.');
  });

  it("the contact form: the thanks (our own, never the server's)", async () => {
    const { toCzech } = await sendContact({ ok: true, message: "Thank you for your message! We'll get back to you soon." });
    await screen.findByText('Message sent!');
    await toCzech();
    const sent = screen.getByText('Zpráva odeslána!').closest('[role="status"]');
    expect(sent?.textContent).toContain(czech('Děkujeme! Člověk z našeho týmu vám odpoví na jana@firma.cz'));
    expect(sent?.textContent).not.toContain('Thank you');
  });

  it('the waiting list: its field errors, the choice of employee among them', async () => {
    const user = userEvent.setup();
    const { toCzech } = renderSwitchable(<WaitlistForm />);
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await waitFor(() => expect(errorOf('Name')).toBe('Please enter your name.'));
    expect(screen.getByText('Please choose Julie or David.')).toBeTruthy();
    await toCzech();
    expect(errorOf('Jméno')).toBe(czech('Vyplňte prosím své jméno.'));
    expect(screen.queryByText('Please choose Julie or David.')).toBeNull();
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBeTruthy();
  });

  it('the waiting list: an alert shown in English is reworded', async () => {
    const user = userEvent.setup();
    joinWaitlist.mockResolvedValue({ ok: false, kind: 'network' });
    const { toCzech } = renderSwitchable(<WaitlistForm employee="Julie" />);
    await user.type(screen.getByLabelText('Name'), 'Jana');
    await user.type(screen.getByLabelText('Email'), 'jana@firma.cz');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not on the list yet: Something went wrong. Please try again.');
    await toCzech();
    expect(screen.getByRole('alert').textContent).toBe(`Zatím nejste na seznamu: ${czech('Něco se pokazilo. Zkuste to prosím znovu.')}`);
  });

  it("the signup dialog's email step, with its own wording of an invalid address", async () => {
    const user = userEvent.setup();
    // Without the app's providers: SignupProvider renders its own signup dialog ahead, hidden (D34).
    const { toCzech } = renderSwitchable(<SignupDialog open onOpenChange={() => {}} />, { providers: false });
    await user.type(screen.getByLabelText('Email address'), 'jana@firma');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(errorOf('Email address')).toMatch(/^Please enter a valid email address, for example/));
    await toCzech();
    expect(errorOf(czech('E-mailová adresa'))).toBe(czech('Zadejte prosím platnou e-mailovou adresu, například jana@firma.cz.'));
  });
});
