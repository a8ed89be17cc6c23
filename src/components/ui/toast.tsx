import { Suspense, useSyncExternalStore } from 'react';
import { useI18nInstance } from '@/i18n/use-language';
import { LoadBoundary, retryingLazy } from '@/components/loading/load-boundary';
import { useIdle } from '@/components/loading/use-idle';
import { dismissToast, getServerToasts, getToasts, subscribe, type ToastItem } from '@/lib/toast-store';

const ToastViewport = retryingLazy(() => import('./toast-viewport'));

/**
 * Mount once (Providers). Radix Toast stays out of the first bundle: its region loads and mounts at
 * idle after hydration, so it is there to announce the first toast to screen readers.
 * Should its code not load (a dropped connection is exactly when forms have bad news to
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
  const i18n = useI18nInstance();
  return (
    <div role="status" className="fixed bottom-0 right-0 z-[60] grid w-full gap-2 p-4 sm:max-w-sm">
      {toasts.map(
        (item) =>
          item.open && (
            <p
              key={item.id}
              data-variant={item.variant ?? 'default'}
              className="rounded-xl border bg-white p-4 text-sm text-ink shadow-lg data-[variant=destructive]:bg-red-700 data-[variant=destructive]:text-white"
            >
              <button
                type="button"
                aria-label={i18n.t('ui.close')}
                onClick={() => dismissToast(item.id)}
                className="float-right size-11 text-lg"
              >
                ×
              </button>
              <b className="block text-base">{item.title}</b> {item.description}
            </p>
          ),
      )}
    </div>
  );
}
