import { createContext, useContext, useSyncExternalStore } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { ACCEPT_ALL, REJECT_ALL, writeConsent, type CookiePreferences, type StoredConsent } from './consent-store';

interface ConsentState {
  /** False until storage was read after hydration: nothing stored applies before that. */
  ready: boolean;
  /** The stored, still valid consent, or null. */
  consent: StoredConsent | null;
  bannerClosed: boolean;
  settingsOpen: boolean;
}

export interface ConsentActions {
  acceptAll: () => void;
  rejectAll: () => void;
  save: (preferences: CookiePreferences) => void;
  /** Hides the banner for this page view without storing anything. */
  closeBanner: () => void;
  /** Opens the settings dialog once the tap's own frame is painted: both of its buttons are taps. */
  openSettings: () => void;
  setSettingsOpen: (open: boolean) => void;
}

export interface ConsentContextValue extends ConsentActions {
  ready: boolean;
  consent: StoredConsent | null;
  bannerVisible: boolean;
  settingsOpen: boolean;
}

const INITIAL: ConsentState = { ready: false, consent: null, bannerClosed: false, settingsOpen: false };

/**
 * The consent state lives in a small store, not in a context value: a context value that changes
 * after hydration (storage is read then) would re-render every reader below it, not just the
 * banner. The context carries only the store.
 */
export function createConsentStore() {
  let state = INITIAL;
  const listeners = new Set<() => void>();
  const set = (change: Partial<ConsentState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  const store = (preferences: CookiePreferences) => set({ consent: writeConsent(preferences), settingsOpen: false });
  const actions: ConsentActions = {
    acceptAll: () => store(ACCEPT_ALL),
    rejectAll: () => store(REJECT_ALL),
    save: store,
    closeBanner: () => set({ bannerClosed: true }),
    openSettings: () => afterNextPaint(() => set({ settingsOpen: true })),
    setSettingsOpen: (open) => set({ settingsOpen: open }),
  };
  return {
    actions,
    set,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    getServerState: () => INITIAL,
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

export const ConsentContext = createContext<ConsentStore | null>(null);

export function useConsentStore(): ConsentStore {
  const store = useContext(ConsentContext);
  if (!store)
    throw new Error('useConsent must be used inside <ConsentProvider>. Wrap the app in <ConsentProvider> (src/app/Providers.tsx).');
  return store;
}

/** Spec §8: using the consent state outside its provider throws. */
export function useConsent(): ConsentContextValue {
  const store = useConsentStore();
  const { ready, consent, bannerClosed, settingsOpen } = useSyncExternalStore(store.subscribe, store.getState, store.getServerState);
  return { ...store.actions, ready, consent, settingsOpen, bannerVisible: ready && consent === null && !bannerClosed };
}

/** The actions alone: a component that only opens the settings never re-renders on a change. */
export function useConsentActions(): ConsentActions {
  return useConsentStore().actions;
}
