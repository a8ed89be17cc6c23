import { Suspense, useReducer, type ComponentType } from 'react';
import { useI18nInstance } from '@/i18n/use-language';
import { importAddress, siteAnswers } from '@/lib/fresh-import';
import { loadInFullAndTapAgain } from '@/lib/full-load';
import { LoadBoundary, retryingLazy } from './load-boundary';
import { toast } from '@/lib/toast-store';
import { useIdle } from './use-idle';

/**
 * A dialog whose code loads at idle and renders hidden, so a tap only reveals it. A failure
 * at idle waits for the tap, which asks for the code again under a new address. Should that fail
 * too while the site answers (the document keeps a failed file, or a new deploy removed it), the
 * page is loaded in full and the same call to action tapped there, once; when nothing answers, the
 * visitor is told. `resetKey` lets
 * the tap clear an idle failure the boundary still shows.
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
    const onError = (error: unknown) => {
      failed = true;
      Dialog.retry();
      if (!requested) return rerender();
      void siteAnswers(importAddress(error)).then((answered) => {
        if (answered && loadInFullAndTapAgain()) return;
        toast({ title: i18n.t('loadFailed.dialogTitle'), description: i18n.t('loadFailed.dialogDescription'), variant: 'destructive' });
        onUnavailable();
      });
    };
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
