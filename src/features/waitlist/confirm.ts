import { getSupabase } from '@/lib/supabase-client';

/** What the confirmation page shows (D88): `expired` also stands for a link that was never valid. */
export type ConfirmOutcome = 'confirmed' | 'used' | 'expired' | 'failed';

const DEFAULT_TIMEOUT_MS = 15_000;

/** One request per token and page load, so React's effects run twice in development without using the link up. */
const asked = new Map<string, Promise<ConfirmOutcome>>();

/**
 * Turns the token of a confirmation link into its answer through `public.confirm_waitlist_entry`
 * (anon may call it; the database keeps only the token's hash). Never throws.
 */
export function confirmWaitlistEntry(token: string): Promise<ConfirmOutcome> {
  let answer = asked.get(token);
  if (!answer) {
    answer = ask(token);
    asked.set(token, answer);
    // A failure may be tried again by opening the link again; an answer stays.
    void answer.then((outcome) => outcome === 'failed' && asked.delete(token));
  }
  return answer;
}

async function ask(token: string): Promise<ConfirmOutcome> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .rpc('confirm_waitlist_entry', { p_token: token })
      .abortSignal(AbortSignal.timeout(DEFAULT_TIMEOUT_MS));
    if (error) return 'failed';
    if (data === 'confirmed' || data === 'used') return data;
    if (data === 'expired' || data === 'invalid') return 'expired';
    return 'failed';
  } catch {
    return 'failed';
  }
}
