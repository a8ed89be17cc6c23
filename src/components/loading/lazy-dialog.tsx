import { Suspense, useReducer, type ComponentType } from 'react';
import { useI18nInstance } from '@/i18n/use-language';
import { answers, importAddress } from '@/lib/fresh-import';
import { loadInFullAndTapAgain } from '@/lib/full-load';
import { LoadBoundary, retryingLazy } from './load-boundary';
import { toast } from '@/lib/toast-store';
import { useIdle } from './use-idle';

/**
 * A dialog whose code loads at idle and renders hidden, so a tap only reveals it. A failure
 * at idle waits for the tap, which asks for the code again under a new address. Should that fail
 * too, the visitor is told, unless the file answers: then what failed is kept by the document, and
 * the page is loaded in full and the same call to action tapped there, once. `resetKey` lets
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
      void answers(importAddress(error)).then((fileAnswers) => {
        if (fileAnswers && loadInFullAndTapAgain()) return;
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
