import { getSupabase } from '@/lib/supabase-client';
import { checkForm, codesOf, type CodeOf } from '@shared/form-contract.ts';
import { leadFields, leadSource, type AiEmployee } from '@shared/lead-contract.ts';

/** What the insert is refused with: a field's code (400) or a limit (429). */
type JoinCode = CodeOf<typeof leadFields> | 'rate_limited' | 'busy';
const isJoinCode = (value: string): value is JoinCode =>
  value === 'rate_limited' || value === 'busy' || (codesOf(leadFields) as string[]).includes(value);

export interface WaitlistSignup {
  name: string;
  email: string;
  company?: string;
  employee: AiEmployee;
}

export type JoinWaitlistResult =
  { ok: true } | { ok: false; kind: 'server' | 'network' | 'timeout' | 'invalid' | 'rate-limited'; code?: JoinCode };

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Adds the visitor to Julie's or David's waiting list: the plain insert of the specification, with
 * no select (D49). The database checks every rule before it looks at the list: a repeat signup
 * answers ok like a new one (D18), and a refusal names the broken field or the limit with a code
 * (D21), the same for everyone. Never throws.
 */
export async function joinWaitlist(input: WaitlistSignup, options: { timeoutMs?: number } = {}): Promise<JoinWaitlistResult> {
  const checked = checkForm(leadFields, { name: input.name, email: input.email, company: input.company, ai_employee: input.employee });
  if ('code' in checked) return { ok: false, kind: 'invalid', code: checked.code };

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const supabase = await getSupabase();
    const { name, email, company = null, ai_employee } = checked.values;
    const { error, status } = await supabase
      .from('early_access_leads')
      .insert({ name, email, company, ai_employee, source: leadSource(ai_employee) })
      .abortSignal(controller.signal);
    if (!error) return { ok: true };
    if (controller.signal.aborted) return { ok: false, kind: 'timeout' };
    // The database raises with the code as its message: 400 for a field, 429 for a limit.
    const code = isJoinCode(error.message) ? error.message : undefined;
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
