import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated (tests and tools wait for `html[data-hydrated]`).
 * It lives inside <App> so the prerender and the browser render the same tree: a sibling added on
 * one side only would shift every useId and break label/aria links.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
