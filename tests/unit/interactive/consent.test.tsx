import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsScripts,
  type AnalyticsIds,
  claritySignals,
  consentSignals,
  loadAnalytics,
  resetAnalyticsForTests,
  updateConsent,
} from '@/features/consent/analytics';
import { useConsent } from '@/features/consent/consent-context';
import { ConsentProvider } from '@/features/consent/ConsentProvider';
import { CONSENT_VERSION, DATE_KEY, parseConsent, PREFERENCES_KEY, readConsent, writeConsent } from '@/features/consent/consent-store';
import { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';
import { LanguageProvider } from '@/i18n/use-language';
import { makeI18n } from './render';
import { I18nextProvider } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MemoryRouter } from '../memory-router';
import { renderCookieChoice } from './consent-tools';

// The banner and the settings ask only about the tools a build configures (site.ts reads them once,
// on import): these tests run a build with both, as a launch build has.
vi.hoisted(() => {
  vi.stubEnv('VITE_GTM_ID', 'GTM-TEST123');
  vi.stubEnv('VITE_CLARITY_ID', 'clarity123');
});

const IDS = { gtmId: 'GTM-TEST123', clarityId: 'clarity123' };

const renderConsent = (ids: AnalyticsIds = IDS, language: 'en' | 'cs' = 'en') => renderCookieChoice(ids, language);

const stored = () => ({
  preferences: JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null'),
  date: localStorage.getItem(DATE_KEY),
});
const analyticsTags = () => [...document.head.querySelectorAll('script[data-consent="analytics"]')].map((s) => s.getAttribute('src'));

beforeEach(() => {
  localStorage.clear();
  resetAnalyticsForTests();
  document.head.querySelectorAll('script[data-consent]').forEach((node) => node.remove());
});
afterEach(() => vi.useRealTimers());

function seed(preferences: Record<string, unknown>, date: string) {
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  localStorage.setItem(DATE_KEY, date);
}

describe('cookie banner', () => {
  it('shows when nothing is stored; accept all stores the four booleans and an ISO date, loads analytics', async () => {
    const user = userEvent.setup();
    renderConsent();
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(analyticsTags()).toEqual([]);
    await user.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    const { preferences, date } = stored();
    expect(preferences).toEqual({ necessary: true, analytics: true, marketing: true, preferences: true, version: CONSENT_VERSION });
    expect(new Date(date ?? '').toISOString()).toBe(date);
    await waitFor(() =>
      expect(analyticsTags()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123', 'https://www.clarity.ms/tag/clarity123']),
    );
  });

  it('reject all keeps only necessary and loads nothing', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(stored().preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
      version: CONSENT_VERSION,
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(analyticsTags()).toEqual([]);
  });

  it('close hides the banner without storing anything', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Close without choosing' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(localStorage.getItem(PREFERENCES_KEY)).toBeNull();
    expect(localStorage.getItem(DATE_KEY)).toBeNull();
  });

  it('settings: necessary is locked on; save stores the switches', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const necessary = within(dialog).getByRole('switch', { name: 'Necessary' }) as HTMLButtonElement;
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect(necessary.disabled).toBe(true);
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics' });
    expect(analytics.getAttribute('aria-checked')).toBe('false');
    await user.click(analytics);
    expect(analytics.getAttribute('aria-checked')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored().preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
      version: CONSENT_VERSION,
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it.each([
    ['en', 'Settings', 'Cookie settings', 'Marketing', 'Preferences', /No feature uses it yet/],
    ['cs', 'Nastavení', 'Nastavení cookies', 'Marketingové', 'Preferenční', /Zatím je žádná funkce nepoužívá/],
  ] as const)(
    'settings (%s): each switch says in plain words what it governs; the signals Marketing sets are named in the Privacy Policy',
    async (language, open, title, marketing, preferences, nothingStored) => {
      const user = userEvent.setup();
      renderConsent(IDS, language);
      await user.click(await screen.findByRole('button', { name: open }));
      const dialog = await screen.findByRole('dialog', { name: title });
      const description = (name: string) =>
        document.getElementById(within(dialog).getByRole('switch', { name }).getAttribute('aria-describedby') as string)?.textContent ?? '';
      // Every signal the switch changes, Google's and Clarity's, is named in its description.
      const changed = (signals: (on: boolean) => Record<string, string>) =>
        Object.keys(signals(true)).filter((key) => signals(true)[key] !== signals(false)[key]);
      const marketingSignals = [
        ...changed((on) => ({ ...consentSignals({ analytics: true, marketing: on }) })),
        ...changed((on) => ({ ...claritySignals({ analytics: true, marketing: on }) })),
      ];
      expect(marketingSignals).toEqual(['ad_storage', 'ad_user_data', 'ad_personalization', 'ad_Storage']);
      // A visitor reads words, not the tools' tokens; the Privacy Policy names each signal.
      const privacy = (
        JSON.parse(readFileSync(`public/locales/${language}/legal.json`, 'utf8')) as { privacy: { cookieSwitches: { marketing: string } } }
      ).privacy.cookieSwitches.marketing;
      for (const signal of marketingSignals) {
        expect(description(marketing)).not.toContain(signal);
        expect(privacy).toContain(signal);
      }
      // Preferences governs nothing yet, and says so rather than reading as a choice that changes something.
      expect(description(preferences)).toMatch(nothingStored);
    },
  );

  it('settings dialog reject all / accept all store at once', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(stored().preferences.marketing).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    // D76: the click paints its own frame before the dialog renders.
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    expect(stored().preferences.marketing).toBe(false);
  });

  it('cookie settings belong to the history entry that opened them: Back closes them, Forward does not reopen them', async () => {
    const user = userEvent.setup();
    function History() {
      const navigate = useNavigate();
      return (
        <nav>
          <button onClick={() => navigate(-1)}>history back</button>
          <button onClick={() => navigate(1)}>history forward</button>
        </nav>
      );
    }
    render(
      <I18nextProvider i18n={makeI18n('en')}>
        <MemoryRouter initialEntries={['/', '/andrea']}>
          <LanguageProvider>
            <ConsentProvider analyticsIds={IDS}>
              <History />
              <CookieSettingsButton />
            </ConsentProvider>
          </LanguageProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    // The modal hides the page from pointer and keyboard: the history buttons are pressed as Back is.
    fireEvent.click(screen.getByRole('button', { name: 'history back', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'history forward' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opened again on this entry, it opens as before.
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await screen.findByRole('dialog', { name: 'Cookie settings' });
  });

  it('a valid stored consent hides the banner and applies after hydration', async () => {
    seed({ necessary: true, analytics: true, marketing: false, preferences: false, version: CONSENT_VERSION }, new Date().toISOString());
    renderConsent();
    await waitFor(() => expect(analyticsTags()).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('withdrawn consent (analytics off) loads nothing on the next page view', async () => {
    seed({ necessary: true, analytics: false, marketing: true, preferences: true, version: CONSENT_VERSION }, new Date().toISOString());
    renderConsent();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(analyticsTags()).toEqual([]);
  });

  it('D16: a consent older than 12 months shows the banner again and loads nothing', async () => {
    const old = new Date();
    old.setMonth(old.getMonth() - 12);
    old.setDate(old.getDate() - 1);
    seed({ necessary: true, analytics: true, marketing: true, preferences: true, version: CONSENT_VERSION }, old.toISOString());
    renderConsent();
    await screen.findByRole('region', { name: 'Cookie consent' });
    expect(analyticsTags()).toEqual([]);
  });

  it('D16: a consent given for another category set (version) shows the banner again', async () => {
    seed({ necessary: true, analytics: true, marketing: true, preferences: true, version: CONSENT_VERSION - 1 }, new Date().toISOString());
    renderConsent();
    await screen.findByRole('region', { name: 'Cookie consent' });
    expect(analyticsTags()).toEqual([]);
  });

  it('no analytics IDs configured: nothing is injected even with consent', async () => {
    const user = userEvent.setup();
    renderConsent({});
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(analyticsTags()).toEqual([]);
  });

  it('useConsent outside its provider throws a clear error', () => {
    function Orphan() {
      useConsent();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/useConsent must be used inside <ConsentProvider>/);
    spy.mockRestore();
  });
});

describe('consent store (D16)', () => {
  const now = new Date('2026-06-15T10:00:00.000Z');
  const prefs = JSON.stringify({ necessary: true, analytics: true, marketing: false, preferences: false, version: CONSENT_VERSION });

  it('valid until 12 months after the date', () => {
    expect(parseConsent(prefs, '2025-06-16T10:00:00.000Z', now)?.preferences.analytics).toBe(true);
    expect(parseConsent(prefs, '2025-06-15T10:00:00.000Z', now)).toBeNull();
  });

  it('rejects malformed, unknown-category and missing-date records', () => {
    expect(parseConsent('{not json', now.toISOString(), now)).toBeNull();
    expect(parseConsent(prefs, null, now)).toBeNull();
    expect(parseConsent(prefs, 'yesterday', now)).toBeNull();
    const extra = JSON.stringify({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
      social: true,
      version: CONSENT_VERSION,
    });
    expect(parseConsent(extra, now.toISOString(), now)).toBeNull();
  });

  it('storage that throws never breaks the page', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readConsent()).toBeNull();
    expect(writeConsent({ necessary: true, analytics: true, marketing: false, preferences: false }).preferences.analytics).toBe(true);
    getItem.mockRestore();
    setItem.mockRestore();
  });

  it('analytics scripts: external URLs only, once per page view, never without analytics consent', () => {
    expect(analyticsScripts({})).toEqual([]);
    expect(loadAnalytics({ necessary: true, analytics: false, marketing: true, preferences: true }, IDS)).toBe(false);
    expect(loadAnalytics(null, IDS)).toBe(false);
    expect(loadAnalytics({ necessary: true, analytics: true, marketing: false, preferences: false }, IDS)).toBe(true);
    expect(loadAnalytics({ necessary: true, analytics: true, marketing: false, preferences: false }, IDS)).toBe(false);
    const scripts = [...document.head.querySelectorAll('script[data-consent="analytics"]')];
    expect(scripts).toHaveLength(2);
    expect(scripts.every((script) => script.textContent === '' && (script as HTMLScriptElement).src.startsWith('https://'))).toBe(true);
  });

  it('D36: analytics maps to analytics_storage, marketing to the three ad signals', () => {
    expect(consentSignals({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentSignals({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('D36: the denied defaults and the choice reach the dataLayer before gtm.js; later changes update at once', () => {
    const w = window as Window & { dataLayer?: unknown[] };
    const layer = (): unknown[] => w.dataLayer ?? [];
    delete w.dataLayer;
    const analyticsOnly = { necessary: true, analytics: true, marketing: false, preferences: false } as const;
    expect(updateConsent(analyticsOnly)).toBe(false);
    expect(loadAnalytics(analyticsOnly, IDS)).toBe(true);
    const entries = layer().map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? [...(entry as IArguments)] : entry,
    );
    expect(entries).toEqual([
      ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    expect(updateConsent({ necessary: true, analytics: false, marketing: false, preferences: false })).toBe(true);
    const last = layer().at(-1) as IArguments;
    expect(Object.prototype.toString.call(last)).toBe('[object Arguments]');
    expect([...last]).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
  });
});
