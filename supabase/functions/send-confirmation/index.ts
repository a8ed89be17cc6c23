// Deno entry of the send-confirmation Edge Function (D88). All logic lives in ../_shared so the
// embedded Node backend runs the very same handler; this file only wires Supabase's runtime to it.
import { createClient } from '@supabase/supabase-js';
import { clientAddress } from '../_shared/client-address.ts';
import { readConfirmationSettings, readHostedSettings, type ReadEnv } from '../_shared/contact-config.ts';
import { jsonResponse } from '../_shared/http.ts';
import { createResendConfirmationMailer, createUndeliverableConfirmationMailer, readConfirmationMailSettings } from '../_shared/mailer.ts';
import { errorSentence, requestLanguage } from '../_shared/messages.ts';
import {
  createSendConfirmationHandler,
  isConfirmationDecision,
  requestConfirmationArgs,
  type ConfirmationStore,
  type SendConfirmationHandler,
} from '../_shared/send-confirmation-handler.ts';

declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined;

const read: ReadEnv = (name) => Deno.env.get(name);

function serve(): SendConfirmationHandler | undefined {
  const hosted = readHostedSettings(read);
  const confirmation = readConfirmationSettings(read, hosted.ok ? hosted.settings.config.allowedOrigins : []);
  if (!hosted.ok || !confirmation.ok) {
    // Refuse rather than run weakened; every request gets a 503 in the shape the site understands.
    const problems = [...(hosted.ok ? [] : hosted.problems), ...(confirmation.ok ? [] : confirmation.problems)];
    console.error(`[send-confirmation] not configured, refusing every request: ${problems.join('; ')}`);
    return undefined;
  }
  const { supabaseUrl, serviceKey, config } = hosted.settings;
  const admin = createClient(supabaseUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const call = async (name: string, args: Record<string, unknown>): Promise<unknown> => {
    const { data, error } = await admin.rpc(name, args);
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return data;
  };
  const store: ConfirmationStore = {
    async takeSlot(client, now) {
      const data = await call('take_confirmation_slot', {
        p_address_hash: client.address,
        p_network_hash: client.network,
        p_now: now.toISOString(),
      });
      if (data !== 'ok' && data !== 'rate_limited') throw new Error(`take_confirmation_slot answered ${JSON.stringify(data)}`);
      return data;
    },
    async request(email, hash, language, limits, now) {
      const data = await call('request_waitlist_confirmation', requestConfirmationArgs(email, hash, language, limits, now));
      if (!isConfirmationDecision(data)) throw new Error(`request_waitlist_confirmation answered ${JSON.stringify(data)}`);
      return data;
    },
    async release(hash) {
      await call('release_waitlist_confirmation', { p_token_hash: hash });
    },
  };
  const mail = readConfirmationMailSettings(read);
  return createSendConfirmationHandler({
    config: {
      allowedOrigins: config.allowedOrigins,
      apiKeys: config.apiKeys,
      ipHashSalt: config.ipHashSalt,
      ...confirmation.settings,
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
  // The address the platform wrote (Cloudflare, then the gateway), never what the caller typed.
  return handler(
    req,
    clientAddress((name) => req.headers.get(name), { mode: 'hosted' }),
  );
});
