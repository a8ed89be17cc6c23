import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dismissToast, getServerToasts, getToasts, subscribe, toast, type ToastInput, type ToastVariant } from './toast-store';

export type { ToastInput, ToastVariant };
export { toast };

const ToastViewport = lazy(() => import('./toast-viewport'));

/**
 * Mount once (Providers). Radix Toast stays out of the first bundle: its region loads with the
 * first toast, which it then announces to screen readers.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
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
