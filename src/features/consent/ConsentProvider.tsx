import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { site } from '@/config/site';
import type { AnalyticsIds } from './analytics';
import { ACCEPT_ALL, readConsent, REJECT_ALL, writeConsent, type CookiePreferences, type StoredConsent } from './consent-store';

const CookieSettingsDialog = lazy(() => import('./CookieSettingsDialog'));

export interface ConsentContextValue {
  /** False until storage was read after hydration: nothing stored applies before that. */
  ready: boolean;
  /** The stored, still valid consent (D16), or null. */
  consent: StoredConsent | null;
  bannerVisible: boolean;
  settingsOpen: boolean;
  acceptAll: () => void;
  rejectAll: () => void;
  save: (preferences: CookiePreferences) => void;
  /** Hides the banner for this page view without storing anything. */
  closeBanner: () => void;
  openSettings: () => void;
  setSettingsOpen: (open: boolean) => void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function ConsentProvider({
  children,
  analyticsIds = site.analytics,
}: {
  children: ReactNode;
  analyticsIds?: AnalyticsIds;
}) {
  const [ready, setReady] = useState(false);
  const [consent, setConsent] = useState<StoredConsent | null>(null);
  const [bannerClosed, setBannerClosed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsRequested, setSettingsRequested] = useState(false);

  // SSR-safe: storage is read only after hydration, so the prerendered HTML always matches.
  useEffect(() => {
    setConsent(readConsent());
    setReady(true);
  }, []);

  // Analytics only with a valid consent that has analytics on; loaded once per page view. The
  // loader itself comes with the consent (D29: a first visit without consent never fetches it).
  useEffect(() => {
    if (!ready || !consent?.preferences.analytics) return;
    const { preferences } = consent;
    void import('./analytics').then(({ loadAnalytics }) => loadAnalytics(preferences, analyticsIds));
  }, [ready, consent, analyticsIds]);

  const store = useCallback((preferences: CookiePreferences) => {
    setConsent(writeConsent(preferences));
    setSettingsOpen(false);
  }, []);

  const value = useMemo<ConsentContextValue>(
    () => ({
      ready,
      consent,
      bannerVisible: ready && consent === null && !bannerClosed,
      settingsOpen,
      acceptAll: () => store(ACCEPT_ALL),
      rejectAll: () => store(REJECT_ALL),
      save: store,
      closeBanner: () => setBannerClosed(true),
      openSettings: () => {
        setSettingsRequested(true);
        setSettingsOpen(true);
      },
      setSettingsOpen,
    }),
    [ready, consent, bannerClosed, settingsOpen, store],
  );

  return (
    <ConsentContext.Provider value={value}>
      {children}
      {settingsRequested && (
        <Suspense fallback={null}>
          <CookieSettingsDialog />
        </Suspense>
      )}
    </ConsentContext.Provider>
  );
}

/** Spec §8: using the consent state outside its provider throws. */
export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used inside <ConsentProvider>. Wrap the app in <ConsentProvider> (src/app/Providers.tsx).');
  return value;
}
