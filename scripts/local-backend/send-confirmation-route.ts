/** `/functions/v1/send-confirmation` on Node: the Edge Function's own handler over PGlite (D88). */
import type { PGlite } from '@electric-sql/pglite';
import { readAllowedOrigins, readConfirmationLimits } from '../../supabase/functions/_shared/contact-config.ts';
import { createResendConfirmationMailer, readConfirmationMailSettings } from '../../supabase/functions/_shared/mailer.ts';
import {
  createSendConfirmationHandler,
  isConfirmationDecision,
  requestConfirmationArgs,
  type ConfirmationStore,
  type SendConfirmationHandler,
} from '../../supabase/functions/_shared/send-confirmation-handler.ts';
import { mailSignature, type ConfirmationMailer } from '../../supabase/functions/_shared/waitlist-confirmation.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key.ts';
import { createOutboxMailer } from './outbox.ts';

/** Runs the production SQL functions as service_role, with the arguments PostgREST's rpc() passes. */
export function pgliteConfirmationStore(db: PGlite): ConfirmationStore {
  const call = (name: string, args: Record<string, unknown>) => {
    const entries = Object.entries(args);
    const named = entries.map(([arg], index) => `${arg} => $${index + 1}`).join(', ');
    return db.transaction(async (tx) => {
      await tx.exec('set local role service_role');
      const { rows } = await tx.query<{ answer: unknown }>(
        `select public.${name}(${named}) as answer`,
        entries.map(([, value]) => value),
      );
      return rows[0]?.answer;
    });
  };
  return {
    async takeSlot(client, now) {
      const answer = await call('take_confirmation_slot', {
        p_address_hash: client.address,
        p_network_hash: client.network,
        p_now: now.toISOString(),
      });
      if (answer !== 'ok' && answer !== 'rate_limited') throw new Error(`take_confirmation_slot answered ${JSON.stringify(answer)}`);
      return answer;
    },
    async request(email, hash, language, limits, now) {
      const decision = await call('request_waitlist_confirmation', requestConfirmationArgs(email, hash, language, limits, now));
      if (!isConfirmationDecision(decision)) throw new Error(`request_waitlist_confirmation answered ${JSON.stringify(decision)}`);
      return decision;
    },
    async release(hash) {
      await call('release_waitlist_confirmation', { p_token_hash: hash });
    },
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

/**
 * The embedded site's origin, from configuration only: SITE_URL, else the address the server
 * listens on (PORT), never the request's Host or target.
 */
export function localSiteUrl(port: number | string = process.env.PORT ?? 4173): string {
  return process.env.SITE_URL?.trim() || `http://localhost:${port}`;
}

export function createLocalSendConfirmation(
  db: PGlite,
  dataDir: string,
  options: { mailer?: ConfirmationMailer; background?: Deferred; siteUrl?: string; ipHashSalt: string },
): SendConfirmationHandler {
  const read = (name: string) => process.env[name];
  const mail = readConfirmationMailSettings(read);
  return createSendConfirmationHandler({
    config: {
      apiKeys: [LOCAL_ANON_KEY],
      allowedOrigins: readAllowedOrigins(read),
      siteUrl: options.siteUrl ?? localSiteUrl(),
      ipHashSalt: options.ipHashSalt,
      signature: mailSignature(read),
      ...readConfirmationLimits(read),
    },
    store: pgliteConfirmationStore(db),
    mailer:
      options.mailer ??
      (mail.resendApiKey
        ? createResendConfirmationMailer({ resendApiKey: mail.resendApiKey, fromEmail: mail.fromEmail })
        : createOutboxMailer(dataDir)),
    defer: options.background?.defer,
  });
}
