/**
 * The embedded Supabase stand-in behind `npm start` and `npm run dev`: answers the two endpoints
 * the site uses on the site's own origin (and send-confirmation, D88), backed by a persisted PGlite database.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { makePrivate, openDatabase, defaultDataDir } from './database.ts';
import { readAllowedOrigins } from '../../supabase/functions/_shared/contact-config.ts';
import { applyWaitlistLimits, startRetention } from './form-data-upkeep.ts';
import { sendJson } from './http-io.ts';
import { requestUrl } from '../request-url.ts';
import { askRunningServer, startLeadsEndpoint } from './leads-endpoint.ts';
import { ipHashSalt } from './local-secrets.ts';
import { createPostgrest } from './postgrest.ts';
import { createLocalSubmitContact, serveWithHandler } from './submit-contact-route.ts';
import type { Mailer } from '../../supabase/functions/_shared/mailer.ts';
import type { ConfirmationMailer } from '../../supabase/functions/_shared/waitlist-confirmation.ts';
import { createLocalSendConfirmation, deferred } from './send-confirmation-route.ts';
import { createLocalStripeWebhook, localWebhookSecret, serveLocalCheckout } from './orders.ts';
import { LOCAL_CHECKOUT_PATH } from '../../supabase/functions/_shared/local-checkout.ts';
import type { StripeWebhookHandler } from '../../supabase/functions/_shared/stripe-webhook-handler.ts';
import { WEBHOOK_BODY_MAX_BYTES } from '../../supabase/functions/_shared/stripe-webhook-handler.ts';

export interface LocalBackend {
  /** Answers the request when it belongs to the backend; resolves false to let the caller go on. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  close(): Promise<void>;
}

export interface LocalBackendOptions {
  /** Defaults to LOCAL_DB_DIR or .data/pglite (D22). */
  dataDir?: string;
  /** Tests replace the notification mailer; otherwise RESEND_API_KEY decides (log by default). */
  mailer?: Mailer;
  /** Tests replace the confirmation mailer; otherwise RESEND_API_KEY decides (the local outbox by default, D88). */
  confirmationMailer?: ConfirmationMailer;
  /** Tests replace the order confirmation mailer; otherwise RESEND_API_KEY decides (the local outbox by default). */
  orderMailer?: ConfirmationMailer;
  /** A secret key that acts as service_role on /rest/v1 (tests of the Edge Function); unset: none. */
  serviceRoleKey?: string;
  /** Where confirmation links point: SITE_URL, else http://localhost:<PORT> (never the request's Host). */
  siteUrl?: string;
  /** The command that started this server, for the sentence that says how to give it another data folder. */
  command?: string;
}

/** PGlite is single-process: opening a folder another server holds would corrupt it, so that is one sentence and no start. */
export async function assertDataFolderFree(dataDir: string, command: string): Promise<void> {
  if (await askRunningServer(dataDir, { action: 'list' }).catch(() => 'busy')) {
    const shown = path.relative(process.cwd(), dataDir) || dataDir;
    throw new Error(
      `The data folder ${shown} is in use by another running server: stop that server, or give this one a folder of its own with \`LOCAL_DB_DIR=${shown}-2 ${command}\`.`,
    );
  }
}

export async function createLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const dataDir = options.dataDir ?? defaultDataDir();
  await assertDataFolderFree(dataDir, options.command ?? 'npm start');
  const db = await openDatabase({ dataDir });
  await applyWaitlistLimits(db, (name) => process.env[name]);
  const retention = await startRetention(db);
  const leadsEndpoint = await startLeadsEndpoint(db, dataDir);
  const restHandler = createPostgrest(db, {
    serviceRoleKey: options.serviceRoleKey,
    allowedOrigins: readAllowedOrigins((name) => process.env[name]),
  });
  const salt = await ipHashSalt(dataDir);
  const submitContact = createLocalSubmitContact(db, salt, options.mailer, dataDir);
  const background = deferred();
  const sendConfirmation = createLocalSendConfirmation(db, dataDir, {
    mailer: options.confirmationMailer,
    background,
    siteUrl: options.siteUrl,
    ipHashSalt: salt,
  });
  const webhookSecret = await localWebhookSecret(dataDir);
  // The e-mail's Terms link points to the configured site, as the confirmation link does; without
  // one, back to the origin the server was reached at (one handler per origin).
  const webhooks = new Map<string, StripeWebhookHandler>();
  const siteOrigin = (url: URL) => (options.siteUrl ? new URL(options.siteUrl).origin : url.origin);
  const stripeWebhook = (origin: string) =>
    webhooks.get(origin) ??
    webhooks.set(origin, createLocalStripeWebhook(db, webhookSecret, origin, { mailer: options.orderMailer }, dataDir)).get(origin)!;

  return {
    async handle(req, res) {
      try {
        const url = requestUrl(req.url, req.headers.host);
        if (url.pathname.startsWith('/rest/v1/')) {
          await restHandler(req, res, url);
          return true;
        }
        if (url.pathname === '/functions/v1/submit-contact') {
          await serveWithHandler(submitContact, req, res, url);
          return true;
        }
        if (url.pathname === '/functions/v1/send-confirmation') {
          // Every link points to the configured site (siteUrl), whatever Host or target the request names.
          await serveWithHandler(sendConfirmation, req, res, url);
          return true;
        }
        if (url.pathname === '/functions/v1/stripe-webhook') {
          await serveWithHandler(stripeWebhook(siteOrigin(url)), req, res, url, WEBHOOK_BODY_MAX_BYTES);
          return true;
        }
        if (url.pathname.startsWith(`${LOCAL_CHECKOUT_PATH}/`)) {
          await serveLocalCheckout(req, res, url, stripeWebhook(siteOrigin(url)), webhookSecret);
          return true;
        }
        if (url.pathname.startsWith('/functions/v1/')) {
          // As Supabase's gateway answers for a function that is not deployed.
          sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
          return true;
        }
      } catch (error) {
        // A client that went away (or timed out half way) has nobody left to answer.
        if (req.destroyed && res.destroyed) return true;
        console.error('[local-backend]', error);
        if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
        return true;
      }
      return false;
    },
    async close() {
      retention.stop();
      await background.settled();
      await leadsEndpoint.close();
      await db.close();
      await makePrivate(dataDir);
    },
  };
}
