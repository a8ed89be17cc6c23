import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast-store';
import { WaitlistButton } from '@/features/waitlist/WaitlistButton';
import { WaitlistDialog } from '@/features/waitlist/WaitlistDialog';
import { WaitlistForm } from '@/features/waitlist/WaitlistForm';
import { findToast, renderUi } from './render';
import { czech } from '../render';

const joinWaitlist = vi.hoisted(() => vi.fn());
vi.mock('@/features/waitlist/api', () => ({ joinWaitlist }));

beforeEach(() => {
  joinWaitlist.mockReset();
  act(() => resetToasts());
});
afterEach(() => act(() => resetToasts()));

/** Issue 33, D63: the form's own error, beside its button (no toast while the form is there). */
const formAlert = () => screen.findByRole('alert');
const noToast = () => expect(document.querySelector('[data-variant]')).toBeNull();
/** Past the frame after which a dialog focuses its first field (src/components/ui/dialog.tsx). */
const afterFirstPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));

function renderDialog(onOpenChange = vi.fn()) {
  renderUi(<WaitlistDialog employeeName="Julie" employeeRole="customer care specialist" open onOpenChange={onOpenChange} />);
  return onOpenChange;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; company?: string }) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.company) await user.type(screen.getByLabelText(/Company/), values.company);
}

describe('WaitlistDialog', () => {
  it('shows the email step titled for the employee with the D15 data note, asking for consent (D39)', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: "Join Julie's waiting list" })).toBeTruthy();
    const note = screen.getByText(
      /By joining, you agree that we email you a link to confirm your address, then news about early access to Julie/,
    );
    expect(note.textContent).toMatch(/unsubscribe/);
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/privacy');
  });

  it('takes the focus to its first field after the first paint', async () => {
    renderDialog();
    await afterFirstPaint();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('a field chosen before the first paint keeps what is typed in it', async () => {
    const user = userEvent.setup();
    renderDialog();
    // Typed at once, before the frame after which the dialog focuses its first field.
    await user.type(screen.getByLabelText('Email'), 'jana@firma.cz');
    await afterFirstPaint();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jana@firma.cz');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('missing name: said under the field, no toast, no insert', async () => {
    const user = userEvent.setup();
    renderDialog();
    await fill(user, { email: 'jana@firma.cz' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(joinWaitlist).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jana@firma.cz');
    noToast();
  });

  it('an empty submit, then a valid one: the success step alone, no error left over and no toast (UX review 4, B2)', async () => {
    const user = userEvent.setup();
    joinWaitlist.mockResolvedValue({ ok: true });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    await fill(user, { name: 'Jana', email: 'jana@firma.cz' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await screen.findByRole('dialog', { name: 'Confirm from your inbox' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    noToast();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
  });

  it('closed while sending: the answer comes as a toast, since the form is gone', async () => {
    const user = userEvent.setup();
    let resolve!: (value: { ok: true }) => void;
    joinWaitlist.mockReturnValue(new Promise((r) => (resolve = r)));
    function Closable() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && <WaitlistForm employee="Julie" />}
          <button onClick={() => setShown(false)}>Close</button>
        </>
      );
    }
    renderUi(<Closable />);
    await fill(user, { name: 'Jana', email: 'jana@firma.cz' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => resolve({ ok: true }));
    const toast = await findToast('Check your inbox');
    // D88: the toast, too, asks to confirm from the e-mail.
    expect(toast.textContent).toContain("Open the link we're emailing you to confirm your place on Julie's waiting list.");
  });

  // The dialog hides its form in an <Activity> while closed: the form stayed on "Joining…", busy,
  // for the rest of the visit once it had been closed while sending.
  it.each([
    ['a success', { ok: true }, ''],
    ['a failure', { ok: false, kind: 'server' }, 'Jana'],
  ])('closed while sending, opened again after %s: ready to send, what was typed kept after a failure', async (_, answer, name) => {
    const user = userEvent.setup();
    let resolve!: (value: unknown) => void;
    joinWaitlist.mockReturnValue(new Promise((r) => (resolve = r)));
    function Reopenable() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <WaitlistDialog employeeName="Julie" employeeRole="customer care specialist" open={open} onOpenChange={setOpen} />
          <button onClick={() => setOpen(true)}>Reopen</button>
        </>
      );
    }
    renderUi(<Reopenable />);
    await fill(user, { name: 'Jana', email: 'jana@firma.cz' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => resolve(answer));
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const button = await screen.findByRole('button', { name: 'Join the waiting list' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(name);
  });

  it('submitting shows "Joining…" disabled; success shows the success step, no toast', async () => {
    const user = userEvent.setup();
    let resolve!: (value: { ok: true }) => void;
    joinWaitlist.mockReturnValue(new Promise((r) => (resolve = r)));
    renderDialog();
    await fill(user, { name: 'Jana Nováková', email: 'jana@firma.cz', company: '  ' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const busy = screen.getByRole('button', { name: 'Joining…' });
    // Busy, not disabled: it keeps the focus, and a second press sends nothing.
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy).toBe(document.activeElement);
    await user.click(busy);
    expect(joinWaitlist).toHaveBeenCalledTimes(1);
    expect(joinWaitlist).toHaveBeenCalledWith({
      name: 'Jana Nováková',
      email: 'jana@firma.cz',
      company: '  ',
      employee: 'Julie',
      language: 'en',
    });
    await act(async () => resolve({ ok: true }));
    expect(screen.getByRole('dialog', { name: 'Confirm from your inbox' }).textContent).toContain('jana@firma.cz');
    noToast();
  });

  it('failure: said beside the button, the typed values stay; gone once the visitor edits', async () => {
    const user = userEvent.setup();
    joinWaitlist.mockResolvedValue({ ok: false, kind: 'network' });
    renderDialog();
    await fill(user, { name: 'Jana', email: 'jana@firma.cz', company: 'Firma s.r.o.' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const alert = await formAlert();
    expect(alert.textContent).toBe('Not on the list yet: Something went wrong. Please try again.');
    noToast();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jana');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jana@firma.cz');
    expect((screen.getByLabelText(/Company/) as HTMLInputElement).value).toBe('Firma s.r.o.');
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeTruthy();
    await user.type(screen.getByLabelText(/Company/), ' a.s.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['rate_limited', 'You have tried to join several times in a short time. Please try again in a few minutes.'],
    ['busy', 'We are receiving an unusual number of requests right now. Please try again in a minute.'],
  ])('a limit (%s) says so beside the button and keeps the values', async (code, text) => {
    const user = userEvent.setup();
    joinWaitlist.mockResolvedValue({ ok: false, kind: 'rate-limited', code });
    renderDialog();
    await fill(user, { name: 'Jana', email: 'jana@firma.cz' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect((await formAlert()).textContent).toContain(text);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jana@firma.cz');
  });

  it.each([
    [
      'en',
      'Name',
      'Email',
      'Join the waiting list',
      'Not on the list yet',
      'We could not accept these details. Please check what you entered and try again.',
    ],
    [
      'cs',
      'Jméno',
      czech('E-mail'),
      'Zapsat se na čekací listinu',
      'Zatím nejste na seznamu',
      'Tyto údaje jsme nemohli přijmout. Zkontrolujte prosím, co jste zadali, a zkuste to znovu.',
    ],
  ] as const)(
    '%s: a refusal counted by the database (an empty 400, D50) says so beside the button and keeps the values',
    async (language, nameLabel, emailLabel, submit, title, text) => {
      const user = userEvent.setup();
      joinWaitlist.mockResolvedValue({ ok: false, kind: 'refused' });
      renderUi(<WaitlistForm employee="Julie" />, { language });
      await user.type(screen.getByLabelText(nameLabel), 'Jana');
      await user.type(screen.getByLabelText(emailLabel), 'jana@firma.cz');
      await user.click(screen.getByRole('button', { name: submit }));
      const alert = await formAlert();
      // Czech one-letter words are bound to the next with a no-break space (src/i18n/typography.ts).
      expect(alert.textContent?.replaceAll('\u00a0', ' ')).toBe(`${title}: ${text}`);
      expect((screen.getByLabelText(nameLabel) as HTMLInputElement).value).toBe('Jana');
      expect((screen.getByLabelText(emailLabel) as HTMLInputElement).value).toBe('jana@firma.cz');
    },
  );

  it('a direction override in the name is named under the field (issue 20)', async () => {
    const user = userEvent.setup();
    joinWaitlist.mockResolvedValue({ ok: false, kind: 'invalid', code: 'name_bidi_control' });
    renderDialog();
    await fill(user, { name: 'Jana', email: 'jana@firma.cz' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('Please remove the invisible text-direction characters from your name.')).toBeTruthy();
  });

  it('an invalid email from the schema shows a field error and keeps the values', async () => {
    const user = userEvent.setup();
    joinWaitlist.mockResolvedValue({ ok: false, kind: 'invalid', code: 'email_invalid' });
    renderDialog();
    await fill(user, { name: 'Jana', email: 'jana@' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter a valid email address.');
    expect((email as HTMLInputElement).value).toBe('jana@');
  });

  it('"Done" closes; reopening starts again at the email step', async () => {
    const user = userEvent.setup();
    joinWaitlist.mockResolvedValue({ ok: true });
    renderUi(<WaitlistButton employee="David">Join David's list</WaitlistButton>);
    const opener = screen.getByRole('button', { name: "Join David's list" });
    expect(opener.getAttribute('href')).toBe('/early-access');
    await user.click(opener);
    await screen.findByRole('dialog', { name: "Join David's waiting list" });
    expect(screen.getByRole('dialog').textContent).toContain('sales representative');
    await fill(user, { name: 'Petr', email: 'petr@firma.cz' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await screen.findByRole('dialog', { name: 'Confirm from your inbox' });
    expect(joinWaitlist).toHaveBeenCalledWith(expect.objectContaining({ employee: 'David' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: "Join David's waiting list" });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(dialog).toBeTruthy();
  });
});

describe('WaitlistForm (page variant)', () => {
  it('asks for Julie or David when no employee is given, then stores the choice; the success stands in the form\'s place, the address set apart, until "Use another address" brings the form back with it to correct', async () => {
    const user = userEvent.setup();
    joinWaitlist.mockResolvedValue({ ok: true });
    renderUi(<WaitlistForm />);
    await fill(user, { name: 'Jana', email: 'jana@firma.cz' });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(joinWaitlist).not.toHaveBeenCalled();
    expect(screen.getByText('Please choose Julie or David.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /David/ }));
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const success = (await screen.findByText('Confirm from your inbox')).closest('[role="status"]');
    expect(success).toBeTruthy();
    expect(document.activeElement).toBe(success);
    expect(joinWaitlist).toHaveBeenCalledWith(expect.objectContaining({ employee: 'David', name: 'Jana' }));
    expect(screen.queryByLabelText('Name')).toBeNull();
    noToast();
    expect(success?.querySelector('strong')?.textContent).toBe('jana@firma.cz');
    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jana');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('jana@firma.cz');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('calls onSuccess with what was stored (Czech copy)', async () => {
    const user = userEvent.setup();
    joinWaitlist.mockResolvedValue({ ok: true });
    const onSuccess = vi.fn();
    renderUi(<WaitlistForm employee="Julie" onSuccess={onSuccess} />, { language: 'cs' });
    await user.type(screen.getByLabelText('Jméno'), 'Jana');
    await user.type(screen.getByLabelText(czech('E-mail')), 'jana@firma.cz');
    await user.click(screen.getByRole('button', { name: 'Zapsat se na čekací listinu' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ name: 'Jana', email: 'jana@firma.cz', company: '', employee: 'Julie' }));
    noToast();
  });
});
