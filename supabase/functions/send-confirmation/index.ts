// Deno entry of the send-confirmation Edge Function (D88). All logic lives in ../_shared so the
// embedded Node backend runs the very same handler; this file only wires Supabase's runtime to it.
import { createClient } from '@supabase/supabase-js';
import { readHostedSettings, type ReadEnv } from '../_shared/contact-config.ts';
import { jsonResponse } from '../_shared/http.ts';
import { createResendConfirmationMailer, createUndeliverableConfirmationMailer, readConfirmationMailSettings } from '../_shared/mailer.ts';
import { errorSentence, requestLanguage } from '../_shared/messages.ts';
import {
  createSendConfirmationHandler,
  isConfirmationDecision,
  type ConfirmationStore,
  type SendConfirmationHandler,
} from '../_shared/send-confirmation-handler.ts';

declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined;

const read: ReadEnv = (name) => Deno.env.get(name);

function serve(): SendConfirmationHandler | undefined {
  const hosted = readHostedSettings(read);
  if (!hosted.ok) {
    // Refuse rather than run weakened; every request gets a 503 in the shape the site understands.
    console.error(`[send-confirmation] not configured, refusing every request: ${hosted.problems.join('; ')}`);
    return undefined;
  }
  const { supabaseUrl, serviceKey, config } = hosted.settings;
  const admin = createClient(supabaseUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const store: ConfirmationStore = {
    async request(email, hash, language, seconds, now) {
      const { data, error } = await admin.rpc('request_waitlist_confirmation', {
        p_email: email,
        p_token_hash: hash,
        p_language: language,
        p_fresh_seconds: seconds.fresh,
        p_window_seconds: seconds.window,
        p_lifetime_seconds: seconds.lifetime,
        p_now: now.toISOString(),
      });
      if (error) throw new Error(`${error.code}: ${error.message}`);
      if (!isConfirmationDecision(data)) throw new Error(`request_waitlist_confirmation answered ${JSON.stringify(data)}`);
      return data;
    },
  };
  const mail = readConfirmationMailSettings(read);
  return createSendConfirmationHandler({
    config: {
      allowedOrigins: config.allowedOrigins,
      apiKeys: config.apiKeys,
      siteOrigin: read('SITE_URL')?.trim() || config.allowedOrigins[0],
    },
    store,
    mailer: mail.resendApiKey
      ? createResendConfirmationMailer({ resendApiKey: mail.resendApiKey, fromEmail: mail.fromEmail })
      : createUndeliverableConfirmationMailer(),
    // The answer leaves first; the runtime keeps the worker alive until the e-mail is sent.
    defer: (work) => (typeof EdgeRuntime === 'undefined' ? void work : EdgeRuntime.waitUntil(work)),
  });
}

const handler = serve();

Deno.serve((req) => {
  if (!handler) {
    const language = requestLanguage(req.headers.get('accept-language'));
    return jsonResponse(503, { error: errorSentence('unavailable', language), code: 'unavailable' });
  }
  return handler(req);
});
