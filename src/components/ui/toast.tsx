import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useIdle } from './use-idle';
import { dismissToast, getServerToasts, getToasts, subscribe, toast, type ToastInput, type ToastVariant } from './toast-store';

export type { ToastInput, ToastVariant };
export { toast };

const ToastViewport = lazy(() => import('./toast-viewport'));

/**
 * Mount once (Providers). Radix Toast stays out of the first bundle: its region loads and mounts at
 * idle after hydration (D34), so it is there to announce the first toast to screen readers.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  const idle = useIdle();
  return (
    (idle || toasts.length > 0) && (
      <Suspense fallback={null}>
        <ToastViewport toasts={toasts} />
      </Suspense>
    )
  );
}

/** `toast({ title, description, variant })`; variant 'destructive' is for errors. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}
