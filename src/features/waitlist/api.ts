import { getSupabase } from '@/lib/supabase-client';
import { leadSchema, firstErrorCode, isErrorCode, type AiEmployee, type ErrorCode } from '../../../supabase/functions/_shared/lead-schema.ts';

export interface WaitlistSignup {
  name: string;
  email: string;
  company?: string;
  employee: AiEmployee;
}

export type JoinWaitlistResult =
  | { ok: true }
  | { ok: false; kind: 'server' | 'network' | 'timeout' | 'invalid' | 'rate-limited'; code?: ErrorCode };

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Adds the visitor to Julie's or David's waiting list through public.join_waitlist, which checks
 * every rule before it looks at the list: a repeat signup answers ok like a new one (D18, D47), and
 * a refusal names the broken field or the limit with a code (D21), the same for everyone. Never throws.
 */
export async function joinWaitlist(
  input: WaitlistSignup,
  options: { timeoutMs?: number } = {},
): Promise<JoinWaitlistResult> {
  const parsed = leadSchema.safeParse({
    name: input.name,
    email: input.email,
    company: input.company,
    ai_employee: input.employee,
  });
  if (!parsed.success) return { ok: false, kind: 'invalid', code: firstErrorCode(parsed.error) };

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const supabase = await getSupabase();
    const { name, email, company, ai_employee } = parsed.data;
    const { error, status } = await supabase
      .rpc('join_waitlist', { p_name: name, p_email: email, p_company: company, p_ai_employee: ai_employee })
      .abortSignal(controller.signal);
    if (!error) return { ok: true };
    if (controller.signal.aborted) return { ok: false, kind: 'timeout' };
    // The function raises with the code as its message: 400 for a field, 429 for a limit.
    const code = isErrorCode(error.message) ? error.message : undefined;
    if (status === 429) return { ok: false, kind: 'rate-limited', code: code ?? 'rate_limited' };
    if (status === 400 && code) return { ok: false, kind: 'invalid', code };
    // postgrest-js reports a failed fetch as status 0 instead of throwing.
    return { ok: false, kind: status === 0 ? 'network' : 'server' };
  } catch {
    return { ok: false, kind: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
