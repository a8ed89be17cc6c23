// Deno entry of the submit-contact Edge Function. All logic lives in ../_shared so the local
// Node backend runs the very same handler; this file only wires Supabase's runtime to it.
import { createClient } from '@supabase/supabase-js';
import { clientAddress } from '../_shared/client-address.ts';
import { readHostedSettings, type HostedSettings, type ReadEnv } from '../_shared/contact-config.ts';
import { isRefusalOutcome, isStoreOutcome, refusedContactArgs, submitContactArgs, type ContactStore } from '../_shared/contact-store.ts';
import { jsonResponse } from '../_shared/http.ts';
import { createMailer } from '../_shared/mailer.ts';
import { errorSentence, requestLanguage } from '../_shared/messages.ts';
import { createSubmitContactHandler, type SubmitContactHandler } from '../_shared/submit-contact-handler.ts';

const read: ReadEnv = (name) => Deno.env.get(name);

function serve(settings: HostedSettings): SubmitContactHandler {
  const admin = createClient(settings.supabaseUrl, settings.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const call = async (name: string, args: Record<string, unknown>): Promise<unknown> => {
    const { data, error } = await admin.rpc(name, args);
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return data;
  };
  const store: ContactStore = {
    async submit(message, client, limit, now) {
      const data = await call('submit_contact_message', submitContactArgs(message, client, limit, now));
      if (!isStoreOutcome(data)) throw new Error(`submit_contact_message answered ${JSON.stringify(data)}`);
      return data;
    },
    async refuse(client, limit, now) {
      const data = await call('count_refused_contact', refusedContactArgs(client, limit, now));
      if (!isRefusalOutcome(data)) throw new Error(`count_refused_contact answered ${JSON.stringify(data)}`);
      return data;
    },
  };
  return createSubmitContactHandler({ config: settings.config, store, mailer: createMailer(settings.mail) });
}

const hosted = readHostedSettings(read);
if (!hosted.ok) {
  // Refuse rather than run weakened; every request gets a 503 in the shape the site understands.
  console.error(`[submit-contact] not configured, refusing every request: ${hosted.problems.join('; ')}`);
}
const handler = hosted.ok ? serve(hosted.settings) : undefined;

// D22: the address the platform wrote (Cloudflare, then the gateway), never what the caller typed.
Deno.serve((req) => {
  if (!handler) {
    const language = requestLanguage(req.headers.get('accept-language'));
    return jsonResponse(503, { error: errorSentence('unavailable', language), code: 'unavailable' });
  }
  return handler(
    req,
    clientAddress((name) => req.headers.get(name), { mode: 'hosted' }),
  );
});
