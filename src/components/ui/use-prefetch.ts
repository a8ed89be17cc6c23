import { useEffect, useState } from 'react';
import { prefetchAtIdle, whenIdle } from '@/lib/prefetch';

/** Registers an action's code for idle prefetch while the component offering it is on the page (D34). */
export function usePrefetchAtIdle(load: () => Promise<unknown>): void {
  useEffect(() => prefetchAtIdle(load), [load]);
}

/** False until the first idle moment after the component mounted (never on the server). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
