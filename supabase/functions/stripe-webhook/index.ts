// Deno entry of the stripe-webhook Edge Function. All logic lives in ../_shared so the embedded
// Node backend runs the very same handler; this file only wires Supabase's runtime to it.
import { createClient } from '@supabase/supabase-js';
import { readServiceSettings, type ReadEnv } from '../_shared/contact-config.ts';
import { jsonResponse } from '../_shared/http.ts';
import { createResendConfirmationMailer } from '../_shared/mailer.ts';
import { readOrderMailSettings, type StoredOrder } from '../_shared/order-confirmation.ts';
import { createStripeWebhookHandler, type OrderStore, type StripeWebhookHandler } from '../_shared/stripe-webhook-handler.ts';

const read: ReadEnv = (name) => Deno.env.get(name);

function serve(): StripeWebhookHandler | undefined {
  const service = readServiceSettings(read);
  if (!service.ok) {
    console.error(`[stripe-webhook] not configured, refusing every delivery: ${service.problems.join('; ')}`);
    return undefined;
  }
  const admin = createClient(service.supabaseUrl, service.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const store: OrderStore = {
    async record(order, leaseSeconds, now) {
      const { data, error } = await admin.rpc('record_checkout_order', {
        p_order: order,
        p_lease_seconds: leaseSeconds,
        p_now: now.toISOString(),
      });
      if (error) throw new Error(`${error.code}: ${error.message}`);
      const outcome = data as { stored?: unknown; mail?: unknown } | null;
      if (typeof outcome?.stored !== 'boolean') throw new Error(`record_checkout_order answered ${JSON.stringify(data)}`);
      return { stored: outcome.stored, mail: (outcome.mail ?? null) as StoredOrder | null };
    },
    async finishMail(sessionId, sent, now) {
      const { error } = await admin.rpc('finish_order_confirmation', { p_session_id: sessionId, p_sent: sent, p_now: now.toISOString() });
      if (error) throw new Error(`${error.code}: ${error.message}`);
    },
  };
  const mail = readOrderMailSettings(read, read('CORS_ALLOWED_ORIGINS')?.split(',')[0]?.trim() || 'https://www.aiemployees.cz');
  return createStripeWebhookHandler({
    webhookSecret: read('STRIPE_WEBHOOK_SECRET'),
    store,
    mailer: mail.resendApiKey
      ? createResendConfirmationMailer({ resendApiKey: mail.resendApiKey, fromEmail: mail.fromEmail })
      : {
          // No mail provider: the delivery fails with 503, so the provider keeps retrying until RESEND_API_KEY is set.
          deliver: async () => {
            throw new Error('RESEND_API_KEY is not set');
          },
        },
    mail,
  });
}

const handler = serve();

Deno.serve((req) =>
  handler
    ? handler(req)
    : jsonResponse(503, { error: 'The webhook is not configured yet; the delivery will be retried.', code: 'not_configured' }),
);
