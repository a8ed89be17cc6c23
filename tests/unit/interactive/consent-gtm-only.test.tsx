/**
 * Newcomer review 2, 5.6: with only the tag manager configured, the banner and the settings name
 * Google's tool alone; they asked consent for Microsoft Clarity, which this build never loads.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCookieChoice } from './consent-tools';

vi.hoisted(() => {
  vi.stubEnv('VITE_GTM_ID', 'GTM-TEST123');
  vi.stubEnv('VITE_CLARITY_ID', '');
});

beforeEach(() => localStorage.clear());

describe('the cookie choice with the tag manager only', () => {
  it('names Google Analytics and not Clarity, in the banner and in the settings', async () => {
    renderCookieChoice();
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(banner.textContent).toContain('(Google Analytics)');
    expect(banner.textContent).not.toMatch(/Clarity/);
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog.textContent).toContain('Google Analytics (loaded through Google Tag Manager) shows us');
    expect(dialog.textContent).not.toMatch(/Clarity/);
  });
});
