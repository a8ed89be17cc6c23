import { getSupabase } from '@/lib/supabase-client';
import { leadSchema, leadSource, firstErrorCode, type AiEmployee, type ErrorCode } from '../../../supabase/functions/_shared/lead-schema.ts';

export interface WaitlistSignup {
  name: string;
  email: string;
  company?: string;
  employee: AiEmployee;
}

export type JoinWaitlistResult =
  | { ok: true }
  | { ok: false; kind: 'server' | 'network' | 'timeout' | 'invalid'; code?: ErrorCode };

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Adds the visitor to Julie's or David's waiting list. A repeat signup also answers ok (D18: the
 * database skips it silently), which is why the insert asks for nothing back: no `.select()`,
 * anon may not read the table. Never throws.
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
    const { error, status } = await supabase
      .from('early_access_leads')
      .insert({ ...parsed.data, source: leadSource(parsed.data.ai_employee) })
      .abortSignal(controller.signal);
    if (!error) return { ok: true };
    if (controller.signal.aborted) return { ok: false, kind: 'timeout' };
    // postgrest-js reports a failed fetch as status 0 instead of throwing.
    return { ok: false, kind: status === 0 ? 'network' : 'server' };
  } catch {
    return { ok: false, kind: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
