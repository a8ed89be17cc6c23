import { useEffect } from 'react';
import { prefetchAtIdle } from '@/lib/prefetch';

/** Registers an action's code for idle prefetch while the component offering it is on the page (D34). */
export function usePrefetchAtIdle(load: () => Promise<unknown>): void {
  useEffect(() => prefetchAtIdle(load), [load]);
}
