import { Suspense, useReducer, type ComponentType } from 'react';
import { useI18nInstance } from '@/i18n/use-language';
import { loadInFullAndTapAgain } from '@/lib/full-load';
import { LoadBoundary, retryingLazy } from './load-boundary';
import { toast } from '@/components/ui/toast-store';
import { useIdle } from './use-idle';

/**
 * A code-split dialog (D34): at the first idle moment after hydration its code loads and it renders
 * closed, hidden by ui/dialog's `<Activity>`, so a tap only reveals it. D61: a failure at idle is
 * silent and the tap tries again; a failure on the tap loads the page in full and taps again there
 * (every engine keeps a failed module), or, offline, says so and hands the request back
 * (`onUnavailable`). A tap clears a failure the boundary still shows (`resetKey`): an idle failure
 * rendered with the tap hid both the dialog and the message (1 tap in 10-20).
 */
export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded = false;
  let failed = false;
  const Dialog = retryingLazy<P>(() =>
    load().then((module) => {
      loaded = true;
      return module;
    }),
  );
  return function LazyDialog({ requested, onUnavailable, ...props }: P & { requested: boolean; onUnavailable: () => void }) {
    const idle = useIdle();
    const i18n = useI18nInstance();
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const onError = () => {
      failed = true;
      Dialog.retry();
      if (!requested) return rerender();
      if (loadInFullAndTapAgain()) return;
      toast({ title: i18n.t('loadFailed.dialogTitle'), description: i18n.t('loadFailed.dialogDescription'), variant: 'destructive' });
      onUnavailable();
    };
    // After a failure it waits for the visitor's tap instead of trying again at every idle moment.
    const shown = requested || (idle && (loaded || !failed));
    return (
      shown && (
        <LoadBoundary onError={onError} resetKey={requested}>
          <Suspense fallback={null}>
            <Dialog {...(props as P)} />
          </Suspense>
        </LoadBoundary>
      )
    );
  };
}
