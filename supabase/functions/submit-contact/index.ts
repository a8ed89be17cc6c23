// Deno entry of the submit-contact Edge Function. All logic lives in ../_shared so the local
// Node backend runs the very same handler; this file only wires Supabase's runtime to it.
import { createClient } from '@supabase/supabase-js';
import { readAllowedOrigins, readMailSettings, readRateLimit, type ReadEnv } from '../_shared/contact-config.ts';
import { submitContactArgs, type ContactStore } from '../_shared/contact-store.ts';
import { createMailer } from '../_shared/mailer.ts';
import { createSubmitContactHandler } from '../_shared/submit-contact-handler.ts';

const read: ReadEnv = (name) => Deno.env.get(name);

function required(name: string): string {
  const value = read(name);
  if (!value) throw new Error(`submit-contact: missing ${name}`);
  return value;
}

/** New projects expose keys as JSON dictionaries; legacy projects as single JWT-shaped keys. */
function keysFrom(dictionaryVariable: string, legacyVariable: string): string[] {
  const keys: string[] = [];
  const dictionary = read(dictionaryVariable);
  if (dictionary) keys.push(...Object.values(JSON.parse(dictionary) as Record<string, string>));
  const legacy = read(legacyVariable);
  if (legacy) keys.push(legacy);
  return keys;
}

const serviceKey = keysFrom('SUPABASE_SECRET_KEYS', 'SUPABASE_SERVICE_ROLE_KEY')[0];
if (!serviceKey) throw new Error('submit-contact: no secret/service_role key in the environment');

const admin = createClient(required('SUPABASE_URL'), serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

const store: ContactStore = {
  async submit(message, ipHash, limit, now) {
    const { data, error } = await admin.rpc('submit_contact_message', submitContactArgs(message, ipHash, limit, now));
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return data === true ? 'stored' : 'rate_limited';
  },
};

const handler = createSubmitContactHandler({
  config: {
    // D20: verify_jwt is off (publishable keys are not JWTs), so the function checks the key.
    apiKeys: keysFrom('SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_ANON_KEY'),
    allowedOrigins: readAllowedOrigins(read),
    ...readRateLimit(read),
    // A dedicated salt is best; the service key is secret and stable, so it serves as a fallback.
    ipHashSalt: read('IP_HASH_SALT') || serviceKey,
  },
  store,
  mailer: createMailer(readMailSettings(read)),
});

// Supabase's gateway sets x-forwarded-for; its first entry is the visitor's address (D22).
Deno.serve((req) => handler(req, req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined));
