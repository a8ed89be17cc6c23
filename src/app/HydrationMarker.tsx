import { useEffect } from 'react';
import { useI18nInstance } from '@/i18n/use-language';
import { replayHeldTap, type TapHolder } from '@/lib/early-tap';
import { clearFullLoad, tapAfterFullLoad } from '@/lib/full-load';
import { runAtIdle } from '@/components/loading/prefetch';

/**
 * Marks the document once React has hydrated (tests and tools wait for `html[data-hydrated]`),
 * which also ends the holding of early taps (D35). At idle the language detector comes and saves
 * the page's language (spec section 2).
 * It lives inside <App> so the prerender and the browser render the same tree: a sibling added on
 * one side only would shift every useId and break label/aria links.
 */
export function HydrationMarker() {
  // The instance itself, not useTranslation()'s: that hands out a new object on every language
  // switch, which ran this effect again and subscribed the detector once more per switch.
  const i18n = useI18nInstance();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // A call to action tapped again after a full load keeps the marker: should it fail once more,
    // the visitor reads why instead of the page loading again.
    const again = tapAfterFullLoad();
    if (!again) clearFullLoad();
    const holder = window as TapHolder;
    holder.heldTap ??= again;
    // D35: a call to action tapped before this moment gets its answer, in a task of its own: a
    // click dispatched while React is still flushing this commit's effects was measured to be lost.
    setTimeout(() => replayHeldTap(holder), 0);
    runAtIdle(() => import('@/i18n/language-detector').then(({ rememberLanguage }) => rememberLanguage(i18n)));
  }, [i18n]);
  return null;
}
