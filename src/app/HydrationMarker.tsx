import { useEffect } from 'react';
import { useI18nInstance } from '@/i18n/use-language';
import { replayHeldTap, type TapHolder } from '@/lib/early-tap';
import { clearFullLoad, tapAfterFullLoad } from '@/lib/full-load';
import { runAtIdle } from '@/components/loading/prefetch';

/**
 * Marks the document hydrated, which ends the holding of early taps, answers a held tap and, at
 * idle, remembers the page's language. Rendered on both sides, so every useId matches.
 */
export function HydrationMarker() {
  // The instance, not useTranslation()'s clone, so a language switch does not run this again.
  const i18n = useI18nInstance();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // A tap replayed after a full load keeps the loop guard: should it fail again, the visitor reads why.
    const again = tapAfterFullLoad();
    if (!again) clearFullLoad();
    const holder = window as TapHolder;
    holder.heldTap ??= again;
    // In a task of its own: a click dispatched while React flushes this commit's effects was lost.
    setTimeout(() => replayHeldTap(holder), 0);
    runAtIdle(() => import('@/i18n/language-detector').then(({ rememberLanguage }) => rememberLanguage(i18n)));
  }, [i18n]);
  return null;
}
