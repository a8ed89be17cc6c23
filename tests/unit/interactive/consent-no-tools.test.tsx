/**
 * Newcomer review 2, 5.6: with no analytics tool configured there is nothing to consent to, so no
 * banner asks; the settings (still in the footer) say the switches change nothing today.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCookieChoice } from './consent-tools';

vi.hoisted(() => {
  vi.stubEnv('VITE_GTM_ID', '');
  vi.stubEnv('VITE_CLARITY_ID', '');
});

beforeEach(() => localStorage.clear());

describe('the cookie choice with no analytics tool', () => {
  it('shows no banner, and the settings name no tool', async () => {
    renderCookieChoice();
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog.textContent).toContain('No analytics tool runs on this site today, so this switch changes nothing.');
    expect(dialog.textContent).not.toMatch(/Google|Clarity/);
  });
});
