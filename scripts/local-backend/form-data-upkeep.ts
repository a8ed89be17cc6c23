/**
 * What hosted Supabase does for the forms' data outside a request, done by the embedded server:
 * the waiting list's limits from the environment (D22), and the retention rule the privacy page
 * promises (pg_cron runs it hourly on hosted Supabase), at start and every hour.
 */
import type { PGlite } from '@electric-sql/pglite';
import { readWaitlistRateLimit, type ReadEnv } from '../../supabase/functions/_shared/contact-config.ts';

export async function applyWaitlistLimits(db: PGlite, read: ReadEnv): Promise<void> {
  const limits = readWaitlistRateLimit(read);
  await db.query(
    'update private.waitlist_settings set max_per_address = $1, max_per_network = $2, window_seconds = $3, global_per_minute = $4',
    [limits.rateLimitMax, limits.networkLimitMax, limits.rateLimitWindowSeconds, limits.globalLimitPerMinute],
  );
}

const HOUR_MS = 60 * 60 * 1000;

export async function purgeExpiredFormData(db: PGlite): Promise<void> {
  await db.query('select * from private.purge_expired_form_data()');
  // Orders keep the same 24 months (pg_cron runs the same function hourly on hosted Supabase).
  await db.query('select private.purge_expired_orders()');
}

export async function startRetention(db: PGlite, everyMs = HOUR_MS): Promise<{ stop(): void }> {
  await purgeExpiredFormData(db);
  const timer = setInterval(() => {
    purgeExpiredFormData(db).catch((error: unknown) => console.error('[local-backend] retention purge failed:', error));
  }, everyMs);
  timer.unref(); // never keeps a stopping server alive
  return { stop: () => clearInterval(timer) };
}
