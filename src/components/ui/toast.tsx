import { Suspense, useSyncExternalStore } from 'react';
import { preloadable } from './preloadable';
import { usePrefetchAtIdle } from './use-prefetch';
import { dismissToast, getServerToasts, getToasts, subscribe, toast, type ToastInput, type ToastVariant } from './toast-store';

export type { ToastInput, ToastVariant };
export { toast };

const ToastViewport = preloadable(() => import('./toast-viewport'));

/**
 * Mount once (Providers). Radix Toast stays out of the first bundle: its region loads at idle after
 * hydration (D34), and announces the first toast to screen readers.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  usePrefetchAtIdle(ToastViewport.preload);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={toasts} />
    </Suspense>
  );
}

/** `toast({ title, description, variant })`; variant 'destructive' is for errors. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}
