import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CONFIRM_TOKEN_PARAM } from '@shared/confirm-link.ts';
import { site } from '@/config/site';
import { lazyDialog } from '@/components/loading/lazy-dialog';
import { routeFunnel } from '@/lib/funnel';
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
  // loader itself comes with the consent (a first visit without consent never fetches it).
  // Once loaded, every later choice on this page reaches the tags at once.
  // No tag loads while a one-time token is in the address (the waiting list's confirmation link):
  // the page takes it out through the router, and the tags load on the address without it.
  const location = useLocation();
  const tokenInAddress = new URLSearchParams(location.search).has(CONFIRM_TOKEN_PARAM);

  // Cookie settings belong to the history entry they were opened on, as the other dialogs do:
  // Back (or any other navigation) closes them, and they stay closed on Forward. Before the paint
  // of the other entry, so the dialog is never seen over the page it was not opened on.
  const settingsEntry = useRef<string>(undefined);
  useLayoutEffect(() => {
    settingsEntry.current = settingsOpen ? (settingsEntry.current ?? location.key) : undefined;
    if (settingsEntry.current && settingsEntry.current !== location.key) store.actions.setSettingsOpen(false);
  }, [settingsOpen, location.key, store]);
  const analyticsStarted = useRef(false);
  useEffect(() => {
    if (!ready || tokenInAddress) return;
    const preferences = consent?.preferences;
    if (!preferences?.analytics && !analyticsStarted.current) {
      // The funnel's steps so far go nowhere: no consent, no event.
      routeFunnel(null);
      return;
    }
    if (!preferences) return;
    analyticsStarted.current = true;
    void import('./analytics')
      .then(({ loadAnalytics, updateConsent }) => loadAnalytics(preferences, analyticsIds) || updateConsent(preferences))
      // A dropped request leaves the tags off for this page view (the next page tries again).
      .catch(() => (analyticsStarted.current = false));
  }, [ready, consent, analyticsIds, tokenInAddress]);

  return (
    <ConsentContext.Provider value={store}>
      {children}
      <CookieSettingsDialog requested={settingsOpen} onUnavailable={() => store.actions.setSettingsOpen(false)} />
    </ConsentContext.Provider>
  );
}
