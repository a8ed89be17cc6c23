/** `/functions/v1/submit-contact` on Node: the Edge Function's own handler over a PGlite store. */
import type { PGlite } from '@electric-sql/pglite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_MAX_BYTES } from '../../supabase/functions/_shared/form-contract.ts';
import { readAllowedOrigins, readMailSettings, readRateLimit } from '../../supabase/functions/_shared/contact-config.ts';
import {
  isRefusalOutcome,
  isStoreOutcome,
  refusedContactArgs,
  submitContactArgs,
  type ContactStore,
} from '../../supabase/functions/_shared/contact-store.ts';
import { createMailer, type Mailer } from '../../supabase/functions/_shared/mailer.ts';
import { createSubmitContactHandler, type SubmitContactHandler } from '../../supabase/functions/_shared/submit-contact-handler.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key.ts';
import { clientAddress, isSameOriginLoopback, readBody } from './http-io.ts';
import { defaultDataDir, leadsCommand } from './database.ts';

/** Runs the same SQL functions as production, as service_role, so the rate limits are one rule. */
export function pgliteContactStore(db: PGlite): ContactStore {
  // The same named arguments PostgREST's rpc() sends on hosted Supabase.
  const call = (name: string, args: Record<string, unknown>) => {
    const entries = Object.entries(args);
    const named = entries.map(([arg], index) => `${arg} => $${index + 1}`).join(', ');
    return db.transaction(async (tx) => {
      await tx.exec('set local role service_role');
      const { rows } = await tx.query<{ outcome: string }>(
        `select public.${name}(${named}) as outcome`,
        entries.map(([, value]) => value),
      );
      return rows[0]?.outcome;
    });
  };
  return {
    async submit(message, client, limit, now) {
      const outcome = await call('submit_contact_message', submitContactArgs(message, client, limit, now));
      if (!isStoreOutcome(outcome)) throw new Error(`submit_contact_message answered ${String(outcome)}`);
      return outcome;
    },
    async refuse(client, limit, now) {
      const outcome = await call('count_refused_contact', refusedContactArgs(client, limit, now));
      if (!isRefusalOutcome(outcome)) throw new Error(`count_refused_contact answered ${String(outcome)}`);
      return outcome;
    },
  };
}

export function createLocalSubmitContact(
  db: PGlite,
  ipHashSalt: string,
  mailer?: Mailer,
  dataDir = defaultDataDir(),
): SubmitContactHandler {
  const readWith = leadsCommand(dataDir);
  const read = (name: string) => process.env[name];
  return createSubmitContactHandler({
    config: {
      apiKeys: [LOCAL_ANON_KEY],
      allowedOrigins: readAllowedOrigins(read),
      ...readRateLimit(read), // D22, D50: CONTACT_RATE_LIMIT_MAX, _WINDOW_SECONDS, CONTACT_NETWORK_LIMIT_MAX, _GLOBAL_LIMIT_PER_MINUTE, _MAIL_LIMIT_PER_HOUR
      ipHashSalt,
    },
    store: pgliteContactStore(db),
    mailer: mailer ?? createMailer(readMailSettings(read), fetch, readWith),
    readWith,
  });
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'expect', 'upgrade']);

/** Node request -> web Request -> handler -> Node response. */
export async function serveWithHandler(
  handler: SubmitContactHandler,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  maxBytes = BODY_MAX_BYTES,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // A same-origin call (the site and backend share a port) needs no CORS approval.
  if (isSameOriginLoopback(req)) headers.delete('origin');
  // Taken before the body is read: the rate limit must never depend on the socket outliving it.
  const address = clientAddress(req);
  const method = req.method ?? 'GET';
  // One byte past the limit is enough for the handler to answer 413; the rest is never buffered.
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array((await readBody(req, res, maxBytes)).body);
  const response = await handler(new Request(url, { method, headers, body }), address);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}
