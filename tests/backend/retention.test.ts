// The retention the privacy page promises, run by the embedded server itself (at start and on a
// timer; pg_cron does it hourly on hosted Supabase), and by `npm run leads -- --purge-older-than`.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../scripts/local-backend/database.ts';
import { startRetention } from '../../scripts/local-backend/form-data-upkeep.ts';
import { createLocalBackend } from '../../scripts/local-backend/index.ts';
import { askRunningServer } from '../../scripts/local-backend/leads-endpoint.ts';
import type { RemovedCounts, StoredRecords } from '../../scripts/local-backend/leads-store.ts';
import { tempDir } from './support/temp-dir.ts';

const dir = tempDir('retention');
afterAll(() => dir.remove());

const OLD_ROWS = `
  insert into private.early_access_leads (name, email, ai_employee, source, created_at, status, confirmed_at) values
    ('Old', 'old@example.com', 'David', 'david-landing-page', now() - interval '25 months', 'confirmed', now() - interval '25 months'),
    ('Kept', 'kept@example.com', 'David', 'david-landing-page', now() - interval '23 months', 'confirmed', now() - interval '23 months'),
    -- D88: a lead never confirmed goes after its pending period, whatever the 24 months say.
    ('Pending', 'pending@example.com', 'David', 'david-landing-page', now() - interval '8 days', 'pending', null);
  insert into public.contact_messages (name, email, message, created_at) values
    ('Old', 'old@example.com', 'Written long ago.', now() - interval '30 months');
  insert into private.rate_limit_hits (form, ip_hash, created_at, expires_at) values
    ('waitlist', repeat('a', 64), now() - interval '20 minutes', now() - interval '10 minutes');
`;

describe('embedded retention', () => {
  it('runs when the server starts: old addresses and expired hashes are gone', async () => {
    const db = await openDatabase({ dataDir: dir.path });
    await db.exec(OLD_ROWS);
    await db.close();
    const backend = await createLocalBackend({ dataDir: dir.path });
    try {
      const { leads, messages } = (await askRunningServer(dir.path, { action: 'list' })) as StoredRecords;
      expect(leads.map((lead) => lead.email)).toEqual(['kept@example.com']);
      expect(messages).toEqual([]);
      // The same rule with another period, through the running server's door.
      expect(await askRunningServer(dir.path, { action: 'purge', months: 12 })).toEqual({
        leads: 1,
        messages: 0,
        orders: 0,
      } satisfies RemovedCounts);
    } finally {
      await backend.close();
    }
    const after = await openDatabase({ dataDir: dir.path });
    expect((await after.query('select * from private.rate_limit_hits')).rows).toEqual([]);
    await after.close();
  });

  it('runs again on its timer', async () => {
    const db = await openDatabase();
    const retention = await startRetention(db, 20);
    try {
      await db.exec(
        `insert into private.rate_limit_hits (form, ip_hash, created_at, expires_at) values ('contact', repeat('b', 64), now() - interval '2 minutes', now() - interval '1 minute')`,
      );
      await expect.poll(async () => (await db.query('select 1 from private.rate_limit_hits')).rows.length, { timeout: 5_000 }).toBe(0);
    } finally {
      retention.stop();
      await db.close();
    }
  });
});
