import { getSupabase } from '@/lib/supabase-client';

/** What the confirmation page shows: `expired` also stands for a link that was never valid. */
export type ConfirmOutcome = 'confirmed' | 'used' | 'expired' | 'failed';

/** The outcome, and for a first use the waiting lists it confirmed (the database's words: Julie, David). */
export interface ConfirmAnswer {
  outcome: ConfirmOutcome;
  employees: string[];
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** One request per token and page load, so React's effects run twice in development without using the link up. */
const asked = new Map<string, Promise<ConfirmAnswer>>();

/**
 * Turns the token of a confirmation link into its answer through `public.confirm_waitlist_entry`
 * (anon may call it; the database keeps only the token's hash). Never throws.
 */
export function confirmWaitlistEntry(token: string): Promise<ConfirmAnswer> {
  let answer = asked.get(token);
  if (!answer) {
    answer = ask(token);
    asked.set(token, answer);
    // A failure may be tried again by opening the link again; an answer stays.
    void answer.then(({ outcome }) => outcome === 'failed' && asked.delete(token));
  }
  return answer;
}

const FAILED: ConfirmAnswer = { outcome: 'failed', employees: [] };

async function ask(token: string): Promise<ConfirmAnswer> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .rpc('confirm_waitlist_entry', { p_token: token })
      .abortSignal(AbortSignal.timeout(DEFAULT_TIMEOUT_MS));
    if (error || typeof data !== 'object' || data === null) return FAILED;
    const { outcome, employees } = data as { outcome?: unknown; employees?: unknown };
    const names = Array.isArray(employees) ? employees.filter((name): name is string => typeof name === 'string') : [];
    if (outcome === 'confirmed' || outcome === 'used') return { outcome, employees: names };
    if (outcome === 'expired' || outcome === 'invalid') return { outcome: 'expired', employees: [] };
    return FAILED;
  } catch {
    return FAILED;
  }
}
