/** What `npm run leads` does to the data, used directly or through the running server's endpoint. */
import type { PGlite } from '@electric-sql/pglite';

export interface LeadRecord {
  created_at: string;
  ai_employee: string;
  name: string;
  email: string;
  company: string | null;
  source: string;
}

export interface ContactRecord {
  created_at: string;
  name: string;
  email: string;
  message: string;
}

export interface StoredRecords {
  leads: LeadRecord[];
  messages: ContactRecord[];
}

export interface RemovedCounts {
  leads: number;
  messages: number;
}

export type LeadsCommand = { action: 'list' } | { action: 'delete'; email: string } | { action: 'purge'; months: number };

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

export async function listRecords(db: PGlite): Promise<StoredRecords> {
  const leads = await db.query<LeadRecord>(
    'select created_at, ai_employee, name, email, company, source from public.early_access_leads order by created_at, id',
  );
  const messages = await db.query<ContactRecord>('select created_at, name, email, message from public.contact_messages order by created_at, id');
  return {
    leads: leads.rows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    messages: messages.rows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
  };
}

/** GDPR erasure: every row of this address (any letter case) in both tables, in one transaction. */
export async function deleteByEmail(db: PGlite, email: string): Promise<RemovedCounts> {
  return db.transaction(async (tx) => {
    const leads = await tx.query('delete from public.early_access_leads where lower(email) = lower($1)', [email.trim()]);
    const messages = await tx.query('delete from public.contact_messages where lower(email) = lower($1)', [email.trim()]);
    return { leads: leads.affectedRows ?? 0, messages: messages.affectedRows ?? 0 };
  });
}

/**
 * Retention, the rule the scheduled purge runs with 24 months: an address's rows go once its
 * latest contact (either form) is older than the given number of months.
 */
export async function purgeOlderThan(db: PGlite, months: number): Promise<RemovedCounts> {
  const { rows } = await db.query<{ removed_leads: number; removed_messages: number }>(
    'select removed_leads::int, removed_messages::int from private.purge_expired_form_data(make_interval(months => $1))',
    [months],
  );
  return { leads: rows[0].removed_leads, messages: rows[0].removed_messages };
}

export async function runLeadsCommand(db: PGlite, command: LeadsCommand): Promise<StoredRecords | RemovedCounts> {
  if (command.action === 'delete') return deleteByEmail(db, command.email);
  if (command.action === 'purge') return purgeOlderThan(db, command.months);
  return listRecords(db);
}
