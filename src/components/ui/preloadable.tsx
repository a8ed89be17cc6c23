import { Suspense, useReducer, type ComponentType } from 'react';
import { useI18nInstance } from '@/i18n/use-language';
import { loadInFullAndTapAgain } from '@/lib/full-load';
import { LoadBoundary, retryingLazy } from './load-boundary';
import { toast } from './toast-store';
import { useIdle } from './use-idle';

/**
 * A code-split dialog (D34, D48). Its owner always renders it; at the first idle moment after
 * hydration its code loads and React renders it closed, hidden by ui/dialog's `<Activity>`, so a
 * tap only reveals it. A tap before that moment renders it as soon as its code is here.
 *
 * D61: its code may fail to load (a dropped request, or a new deploy that removed the chunk). A
 * failure at idle is silent and the tap loads it again. Every engine keeps a failed module for the
 * document's life, so a failure on the tap loads the page in full and taps the same call to action
 * again there (the visitor taps once); offline, or where that was tried already, it says so in the
 * visitor's language and hands the request back (`onUnavailable`). A tap clears a failure the
 * boundary still shows (`resetKey`): when the idle load fails just as the visitor taps, React can
 * render the tap together with the silent failure's re-render, and the tap then found the boundary
 * failed and showed neither the dialog nor the message (1 tap in 10-20 in faults.spec.ts).
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
