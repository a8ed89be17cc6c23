// D88: the confirmation page says what came of the link, in both languages: confirmed (naming the
// waiting lists), used, expired (also a link without its token), or a failure to try again; used
// and expired offer to join again; a reload after a confirmation says it is already confirmed.
// The request itself is tested on the real database (tests/backend, e2e).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@shared/languages';
import { typeset } from '@/i18n/typography';
import WaitlistConfirmPage from '@/pages/WaitlistConfirmPage';
import { readLocale, renderScreen } from '../render';

const confirmWaitlistEntry = vi.fn();
vi.mock('@/features/waitlist/confirm', () => ({ confirmWaitlistEntry: (token: string) => confirmWaitlistEntry(token) }));

afterEach(() => vi.clearAllMocks());

type Copy = { confirm: Record<string, { title: string; body: string; titleFor: string }> & { joinAgain: string } };
const copy = (language: Language) => readLocale<Copy>(language, 'earlyAccess').confirm;

describe('the waiting-list confirmation page (D88)', () => {
  it.each([
    ['en', 'confirmed', '/early-access/confirm'],
    ['cs', 'confirmed', '/cs/early-access/confirm'],
    ['en', 'used', '/early-access/confirm'],
    ['cs', 'expired', '/cs/early-access/confirm'],
    ['en', 'failed', '/early-access/confirm'],
  ] as const)("%s: the token answered %s says so in the page's one heading", async (language, outcome, path) => {
    confirmWaitlistEntry.mockResolvedValue({ outcome, employees: outcome === 'confirmed' ? ['Julie', 'David'] : [] });
    renderScreen(<WaitlistConfirmPage />, { language, namespaces: ['earlyAccess'], path: `${path}?token=${'a'.repeat(43)}` });
    const named = (language === 'cs' ? 'Julie a David' : 'Julie and David') as string;
    const title = await screen.findByRole('heading', {
      level: 1,
      name: typeset(
        outcome === 'confirmed' ? copy(language).confirmed.titleFor.replace('{{employees}}', named) : copy(language)[outcome].title,
        language,
      ),
    });
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(title.closest('[role="status"]')?.textContent).toContain(typeset(copy(language)[outcome].body, language));
    expect(confirmWaitlistEntry).toHaveBeenCalledWith('a'.repeat(43));
    const again = screen.queryByRole('link', { name: typeset(copy(language).joinAgain, language) });
    expect(Boolean(again)).toBe(outcome === 'used' || outcome === 'expired');
    // A first use names what it confirmed, in its heading.
    expect(Boolean(document.querySelector('h1[data-confirmed-lists]'))).toBe(outcome === 'confirmed');
  });

  it.each(['en', 'cs'] as const)(
    '%s: a reload after a confirmation says the address is already confirmed, and asks nothing',
    async (language) => {
      renderScreen(<WaitlistConfirmPage />, {
        language,
        namespaces: ['earlyAccess'],
        path: language === 'cs' ? '/cs/early-access/confirm' : '/early-access/confirm',
        state: { answered: { outcome: 'confirmed', employees: ['Julie'] } },
      });
      const title = await screen.findByRole('heading', {
        level: 1,
        name: typeset(copy(language).already.titleFor.replace('{{employees}}', 'Julie'), language),
      });
      expect(title.closest('[role="status"]')?.textContent).toContain(typeset(copy(language).already.body, language));
      expect(confirmWaitlistEntry).not.toHaveBeenCalled();
      expect(screen.queryByRole('link', { name: typeset(copy(language).joinAgain, language) })).toBeNull();
    },
  );

  it('a link without its token is not valid and asks nothing of the server', async () => {
    renderScreen(<WaitlistConfirmPage />, { language: 'en', namespaces: ['earlyAccess'], path: '/early-access/confirm' });
    await screen.findByRole('heading', { level: 1, name: copy('en').expired.title });
    expect(confirmWaitlistEntry).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: copy('en').joinAgain }).getAttribute('href')).toBe('/early-access');
  });
});
