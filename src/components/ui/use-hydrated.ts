import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the prerendered HTML hydrates (and on the server), true afterwards. Anything read
 * from the URL query or storage is applied only once this is true, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Whether the document has hydrated (HydrationMarker sets the mark), for a value read once at mount:
 * unlike `useHydrated`, it never renders its component again when hydration ends.
 */
export const isDocumentHydrated = (): boolean => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';
