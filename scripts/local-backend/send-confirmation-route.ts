/** `/functions/v1/send-confirmation` on Node: the Edge Function's own handler over PGlite (D88). */
import type { PGlite } from '@electric-sql/pglite';
import { readAllowedOrigins } from '../../supabase/functions/_shared/contact-config.ts';
import { createResendConfirmationMailer, readConfirmationMailSettings } from '../../supabase/functions/_shared/mailer.ts';
import {
  createSendConfirmationHandler,
  isConfirmationDecision,
  type ConfirmationStore,
  type SendConfirmationHandler,
} from '../../supabase/functions/_shared/send-confirmation-handler.ts';
import type { ConfirmationMailer } from '../../supabase/functions/_shared/waitlist-confirmation.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key.ts';
import { createOutboxMailer } from './outbox.ts';

/** Runs the production SQL function as service_role, with the arguments PostgREST's rpc() passes. */
export function pgliteConfirmationStore(db: PGlite): ConfirmationStore {
  return {
    request: (email, hash, language, seconds, now) =>
      db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        const { rows } = await tx.query<{ decision: unknown }>(
          `select public.request_waitlist_confirmation(p_email => $1, p_token_hash => $2, p_language => $3,
             p_fresh_seconds => $4, p_window_seconds => $5, p_lifetime_seconds => $6, p_now => $7) as decision`,
          [email, hash, language, seconds.fresh, seconds.window, seconds.lifetime, now.toISOString()],
        );
        const decision = rows[0]?.decision;
        if (!isConfirmationDecision(decision)) throw new Error(`request_waitlist_confirmation answered ${JSON.stringify(decision)}`);
        return decision;
      }),
  };
}

/** Work after the answer that a test (or a closing server) can wait for. */
export interface Deferred {
  defer(work: Promise<void>): void;
  settled(): Promise<void>;
}

export function deferred(): Deferred {
  const pending = new Set<Promise<void>>();
  return {
    defer(work) {
      const tracked = work.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export function createLocalSendConfirmation(
  db: PGlite,
  dataDir: string,
  options: { mailer?: ConfirmationMailer; background?: Deferred } = {},
): SendConfirmationHandler {
  const read = (name: string) => process.env[name];
  const mail = readConfirmationMailSettings(read);
  return createSendConfirmationHandler({
    config: { apiKeys: [LOCAL_ANON_KEY], allowedOrigins: readAllowedOrigins(read), siteOrigin: 'http://localhost:4173' },
    store: pgliteConfirmationStore(db),
    mailer:
      options.mailer ??
      (mail.resendApiKey
        ? createResendConfirmationMailer({ resendApiKey: mail.resendApiKey, fromEmail: mail.fromEmail })
        : createOutboxMailer(dataDir)),
    defer: options.background?.defer,
  });
}
