import type { Language } from '@shared/languages';
import type { CONTACT_HONEYPOT, contactFields } from '@shared/contact-contract.ts';
import type { InputOf } from '@shared/form-contract.ts';
import { getSupabase } from '@/lib/supabase-client';

/** The contract's fields (a new one is part of this type without an edit), plus the honeypot people leave empty. */
export type ContactSubmission = InputOf<typeof contactFields> & { [K in typeof CONTACT_HONEYPOT]?: string };

export type SubmitContactResult =
  { ok: true; message: string } | { ok: false; kind: 'server' | 'network' | 'timeout' | 'rate-limited'; code?: string; error?: string };

const DEFAULT_TIMEOUT_MS = 15_000;

async function readErrorBody(response: unknown): Promise<{ code?: string; error?: string }> {
  if (!(response instanceof Response)) return {};
  try {
    const body = (await response.json()) as { code?: unknown; error?: unknown };
    // The function always answers a code with its sentence in the page's language; a platform's
    // or proxy's own words (English, whatever the page) never reach the visitor.
    return typeof body.code === 'string' && typeof body.error === 'string' ? { code: body.code, error: body.error } : {};
  } catch {
    return {};
  }
}

/**
 * Sends the contact form to the submit-contact function. Never throws: every failure comes back
 * as a kind the form can word. The page's language goes along explicitly, and the server's
 * `{code, error}` is returned so the form can show its own string for a known code.
 */
export async function submitContact(
  input: ContactSubmission,
  language: Language,
  options: { timeoutMs?: number } = {},
): Promise<SubmitContactResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.functions.invoke<{ message?: unknown }>('submit-contact', {
      body: input,
      headers: { 'Accept-Language': language },
      signal: controller.signal,
    });
    // Only the function's own answer is a success: a 2xx without its `{message}` (a captive portal's
    // page, a proxy) stored nothing.
    if (!error) return typeof data?.message === 'string' ? { ok: true, message: data.message } : { ok: false, kind: 'server' };
    if (error.name === 'FunctionsHttpError') {
      const context: unknown = error.context;
      const body = await readErrorBody(context);
      const kind = context instanceof Response && context.status === 429 ? 'rate-limited' : 'server';
      return { ok: false, kind, ...body };
    }
    if (error.name === 'FunctionsRelayError') return { ok: false, kind: 'server' };
    return { ok: false, kind: controller.signal.aborted ? 'timeout' : 'network' };
  } catch {
    return { ok: false, kind: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
