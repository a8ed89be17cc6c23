import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase-client';
import { DEFAULT_LANGUAGE, type Language } from '@shared/languages';
import { checkForm, codesOf, type CodeOf } from '@shared/form-contract.ts';
import { leadFields, leadSource, type AiEmployee } from '@shared/lead-contract.ts';

/** What a join is refused with: a field's code (checked here first) or a limit (429). */
type JoinCode = CodeOf<typeof leadFields> | 'rate_limited' | 'busy';
const isJoinCode = (value: string): value is JoinCode =>
  value === 'rate_limited' || value === 'busy' || (codesOf(leadFields) as string[]).includes(value);

export interface WaitlistSignup {
  name: string;
  email: string;
  company?: string;
  employee: AiEmployee;
  /** The page's language: the confirmation e-mail's; default English. */
  language?: Language;
}

export type JoinWaitlistResult =
  { ok: true } | { ok: false; kind: 'server' | 'network' | 'timeout' | 'invalid' | 'rate-limited' | 'refused'; code?: JoinCode };

const DEFAULT_TIMEOUT_MS = 15_000;

const CONFIRMATION_TIMEOUT_MS = 5_000;

/**
 * Asks the send-confirmation function to e-mail the link to the address just entered. It
 * answers the same at once whatever the list holds, and sends only for a lead stored in the last
 * minutes and not yet confirmed, so its answer changes nothing here: the entry is stored, and a
 * mail that does not arrive is sent again by joining again later.
 */
async function requestConfirmation(supabase: SupabaseClient, email: string, language: Language): Promise<void> {
  await supabase.functions
    .invoke('send-confirmation', {
      body: { email },
      headers: { 'Accept-Language': language },
      signal: AbortSignal.timeout(CONFIRMATION_TIMEOUT_MS),
    })
    .catch(() => undefined);
}

/**
 * Adds the visitor to Julie's or David's waiting list: the plain insert of the specification, with
 * no select. The database checks every rule before it looks at the list: a repeat signup
 * answers ok like a new one, and a refusal is the same for everyone: a limit named with a
 * code, a broken field as `refused`. A stored entry is pending until its address is
 * confirmed from the e-mail this then asks for. Never throws.
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
    // PostgREST answers an insert with 201; another 2xx (a captive portal's page, a proxy) stored nothing.
    if (!error) {
      if (status !== 201) return { ok: false, kind: 'server' };
      await requestConfirmation(supabase, email, input.language ?? DEFAULT_LANGUAGE);
      return { ok: true };
    }
    if (controller.signal.aborted) return { ok: false, kind: 'timeout' };
    // A limit is raised with its code as the message (429), as a field was before the limits were revised.
    const code = isJoinCode(error.message) ? error.message : undefined;
    if (status === 429) return { ok: false, kind: 'rate-limited', code: code ?? 'rate_limited' };
    if (status === 400 && code) return { ok: false, kind: 'invalid', code };
    // A broken field the check above let through (the contract changed under a loaded page): the
    // database counts the refusal, so it answers 400 with the code in a header and no body, which
    // supabase-js reports as an empty message.
    if (status === 400) return { ok: false, kind: 'refused' };
    // postgrest-js reports a failed fetch as status 0 instead of throwing.
    return { ok: false, kind: status === 0 ? 'network' : 'server' };
  } catch {
    return { ok: false, kind: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
