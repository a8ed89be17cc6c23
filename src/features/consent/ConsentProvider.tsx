import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { site } from '@/config/site';
import { lazyDialog } from '@/components/loading/lazy-dialog';
import type { AnalyticsIds } from './analytics';
import { ConsentContext, createConsentStore } from './consent-context';
import { readConsent } from './consent-store';

const CookieSettingsDialog = lazyDialog(() => import('./CookieSettingsDialog'));

export function ConsentProvider({ children, analyticsIds = site.analytics }: { children: ReactNode; analyticsIds?: AnalyticsIds }) {
  const [store] = useState(createConsentStore);
  const { ready, consent, settingsOpen } = useSyncExternalStore(store.subscribe, store.getState, store.getServerState);

  // SSR-safe: storage is read only after hydration, so the prerendered HTML always matches.
  useEffect(() => store.set({ ready: true, consent: readConsent() }), [store]);

  // Analytics only with a valid consent that has analytics on; loaded once per page view. The
  // loader itself comes with the consent (D29: a first visit without consent never fetches it).
  // Once loaded, every later choice on this page reaches the tags at once (D36).
  const analyticsStarted = useRef(false);
  useEffect(() => {
    if (!ready || !consent) return;
    const { preferences } = consent;
    if (!preferences.analytics && !analyticsStarted.current) return;
    analyticsStarted.current = true;
    void import('./analytics')
      .then(({ loadAnalytics, updateConsent }) => loadAnalytics(preferences, analyticsIds) || updateConsent(preferences))
      // D61: a dropped request leaves the tags off for this page view (the next page tries again).
      .catch(() => (analyticsStarted.current = false));
  }, [ready, consent, analyticsIds]);

  return (
    <ConsentContext.Provider value={store}>
      {children}
      <CookieSettingsDialog requested={settingsOpen} onUnavailable={() => store.actions.setSettingsOpen(false)} />
    </ConsentContext.Provider>
  );
}
