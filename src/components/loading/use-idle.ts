import { useEffect, useState } from 'react';
import { whenIdle } from '@/components/loading/prefetch';

/** False until the first idle moment after the component mounted (never on the server). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
