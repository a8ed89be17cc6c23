import { Suspense, use, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { LoadBoundary, retryingLazy } from './load-boundary';
import { useIdle } from './use-idle';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribe,
  toast,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast-store';

export type { ToastInput, ToastVariant };
export { toast };

const ToastViewport = retryingLazy(() => import('./toast-viewport'));

/**
 * Mount once (Providers). Radix Toast stays out of the first bundle: its region loads and mounts at
 * idle after hydration (D34), so it is there to announce the first toast to screen readers.
 * D61: should its code not load (a dropped connection is exactly when forms have bad news to
 * tell), the messages still show, as plain text; the next toast tries the region again.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  const idle = useIdle();
  return (
    (idle || toasts.length > 0) && (
      <LoadBoundary resetKey={toasts} onError={ToastViewport.retry} fallback={<PlainToasts toasts={toasts} />}>
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} />
        </Suspense>
      </LoadBoundary>
    )
  );
}

function PlainToasts({ toasts }: { toasts: ToastItem[] }) {
  const { i18n } = use(I18nContext);
  return (
    <div role="status" className="fixed bottom-0 right-0 z-[60] flex w-full flex-col gap-2 p-4 sm:max-w-sm">
      {toasts
        .filter((item) => item.open)
        .map((item) => (
          <div
            key={item.id}
            data-variant={item.variant ?? 'default'}
            className={
              item.variant === 'destructive'
                ? 'relative grid gap-1 rounded-xl border border-red-800 bg-red-700 p-4 pr-12 text-white shadow-lg'
                : 'relative grid gap-1 rounded-xl border border-slate-200 bg-white p-4 pr-12 text-ink shadow-lg'
            }
          >
            <p className="font-semibold">{item.title}</p>
            {item.description && <p className="text-sm">{item.description}</p>}
            <button
              type="button"
              aria-label={i18n.t('ui.close')}
              onClick={() => dismissToast(item.id)}
              className="absolute right-1 top-1 inline-flex h-11 w-11 items-center justify-center rounded-full text-lg hover:bg-black/10"
            >
              ×
            </button>
          </div>
        ))}
    </div>
  );
}

/** `toast({ title, description, variant })`; variant 'destructive' is for errors. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}
