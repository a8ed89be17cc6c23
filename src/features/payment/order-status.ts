import { useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase-client';

/** What the order record says of a checkout session: only the masked address is personal. */
export interface RecordedOrder {
  plan: 'draft' | 'full' | null;
  /** The day the trial ends (YYYY-MM-DD), in Prague as the confirmation e-mail dates it. */
  trialEndsAt: string;
  email: string;
}

/** `arriving` while the provider's notice may still be on its way; `notFound` once the page stops asking. */
export type OrderLookup = { state: 'arriving' } | { state: 'recorded'; order: RecordedOrder } | { state: 'notFound' };

/** The provider usually tells us within seconds; the page asks every 2 s for about 30 s. */
export const POLL = { everyMs: 2_000, forMs: 30_000 } as const;

type Answer = { status: 'recorded'; plan: RecordedOrder['plan']; trial_ends_at: string; email: string } | { status: string };

/** One question to `public.checkout_order_status` (anon may call it, rate-limited); never throws. */
export async function askOrderStatus(sessionId: string): Promise<'unknown' | 'limited' | RecordedOrder> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .rpc('checkout_order_status', { p_session_id: sessionId })
      .abortSignal(AbortSignal.timeout(10_000));
    const answer = data as Answer | null;
    if (error || !answer) return 'unknown';
    if (answer.status === 'rate_limited') return 'limited';
    if (answer.status === 'recorded' && 'trial_ends_at' in answer)
      return { plan: answer.plan, trialEndsAt: answer.trial_ends_at, email: answer.email };
    return 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Reads the order of the checkout the visitor returned from, after hydration: asks until the record
 * is there, for about 30 s, then says it was not found (the careful wording). A rate-limited answer
 * stops the asking at once.
 */
export function useOrderLookup(sessionId: string | null): OrderLookup {
  // The answer is kept with the id it answers, so another id reads as arriving until its own answer.
  const [answered, setAnswered] = useState<{ sessionId: string; lookup: OrderLookup } | undefined>();
  useEffect(() => {
    if (!sessionId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = async () => {
      const answer = await askOrderStatus(sessionId);
      if (stopped) return;
      if (typeof answer === 'object') setAnswered({ sessionId, lookup: { state: 'recorded', order: answer } });
      else if (answer === 'limited' || Date.now() - started >= POLL.forMs) setAnswered({ sessionId, lookup: { state: 'notFound' } });
      else timer = setTimeout(() => void ask(), POLL.everyMs);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId]);
  return answered && answered.sessionId === sessionId ? answered.lookup : { state: 'arriving' };
}
