/** A submit-contact handler over a real PGlite store, with a clock and mailer the test controls. */
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../../scripts/local-backend/database.ts';
import { pgliteContactStore } from '../../../scripts/local-backend/submit-contact-route.ts';
import type { ContactConfig } from '../../../supabase/functions/_shared/contact-config.ts';
import type { Mailer, Notification } from '../../../supabase/functions/_shared/mailer.ts';
import { createSubmitContactHandler } from '../../../supabase/functions/_shared/submit-contact-handler.ts';
import { tempDir } from './temp-dir.ts';

export const API_KEY = 'test-publishable-key';
export const ORIGIN = 'https://site.example';

export async function contactFixture(overrides: Partial<ContactConfig> = {}) {
  const dir = tempDir('contact-handler');
  const db: PGlite = await openDatabase({ dataDir: dir.path });
  const sent: Notification[] = [];
  const logs: string[] = [];
  const clock = { now: new Date('2025-06-01T10:00:00Z') };
  let mailer: Mailer = { send: async (notification) => void sent.push(notification) };
  const handler = createSubmitContactHandler({
    config: {
      apiKeys: [API_KEY],
      allowedOrigins: [ORIGIN],
      rateLimitMax: 5,
      networkLimitMax: 1000,
      rateLimitWindowSeconds: 600,
      globalLimitPerMinute: 1000,
      mailLimitPerHour: 1000,
      ipHashSalt: 'test-salt',
      ...overrides,
    },
    store: pgliteContactStore(db),
    mailer: { send: (notification) => mailer.send(notification) },
    now: () => clock.now,
    log: (line) => void logs.push(line),
  });
  return {
    db,
    handler,
    sent,
    logs,
    clock,
    useMailer(next: Mailer) {
      mailer = next;
    },
    async storedCount() {
      return Number((await db.query<{ n: number }>('select count(*)::int as n from public.contact_messages')).rows[0].n);
    },
    async close() {
      await db.close();
      dir.remove();
    },
  };
}

export function contactRequest(body: string | undefined, headers: Record<string, string> = {}, method = 'POST'): Request {
  return new Request('http://functions.local/submit-contact', {
    method,
    headers: { apikey: API_KEY, 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body,
  });
}

export const validContact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello, I would like a demo.' };
