/** What `npm run leads` does to the data, used directly or through the running server's endpoint. */
import type { PGlite } from '@electric-sql/pglite';
import { contactFields } from '../../supabase/functions/_shared/contact-contract.ts';
import type { Fields, ValuesOf } from '../../supabase/functions/_shared/form-contract.ts';
import { leadFields } from '../../supabase/functions/_shared/lead-contract.ts';

/** A stored row: when it came, then each contract field as text (null where the field is optional). */
type StoredRow<F extends Fields> = { created_at: string } & {
  -readonly [K in keyof ValuesOf<F>]: ValuesOf<F>[K] extends string ? string : string | null;
};
/**
 * Every stored row also says whether it holds an invisible character (INVISIBLE_PATTERN in
 * form-contract.ts, a generated column): allowed, but shown (issue 34, D50).
 */
type Flagged = { invisible_characters: boolean };
/** A waiting-list row also holds its derived source, and whether its address was confirmed and when (D88). */
export type LeadStatus = 'pending' | 'confirmed' | 'before_opt_in';
export type LeadRecord = StoredRow<typeof leadFields> & { source: string; status: LeadStatus; confirmed_at: string | null } & Flagged;
export type ContactRecord = StoredRow<typeof contactFields> & Flagged;

/** The stored columns of each form, from its contract. */
export const LEAD_COLUMNS = [...Object.keys(leadFields), 'source', 'invisible_characters', 'status', 'confirmed_at'] as const;
export const CONTACT_COLUMNS = [...Object.keys(contactFields), 'invisible_characters'];

export interface StoredRecords {
  leads: LeadRecord[];
  messages: ContactRecord[];
}

export interface RemovedCounts {
  leads: number;
  messages: number;
  orders: number;
}

/** An order as `npm run orders` shows it: what the webhook stored, times as ISO text. */
export interface OrderRecord {
  created_at: string;
  session_id: string;
  event_id: string;
  plan: string | null;
  language: string;
  currency: string;
  price_after_trial: string | null;
  amount_paid: string;
  trial_ends_at: string;
  email: string;
  terms_version: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  livemode: boolean;
  confirmation_sent_at: string | null;
}

export const ORDER_COLUMNS = [
  'created_at',
  'session_id',
  'event_id',
  'plan',
  'language',
  'currency',
  'price_after_trial',
  'amount_paid',
  'trial_ends_at',
  'email',
  'terms_version',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'livemode',
  'confirmation_sent_at',
] as const satisfies readonly (keyof OrderRecord)[];

/** `members`: only the confirmed leads, the waiting list's members (D88). */
export type LeadsCommand =
  { action: 'list'; members?: boolean } | { action: 'orders' } | { action: 'delete'; email: string } | { action: 'purge'; months: number };

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

export async function listRecords(db: PGlite, options: { members?: boolean } = {}): Promise<StoredRecords> {
  const select = (columns: readonly string[], table: string, where = '') =>
    `select created_at, ${columns.join(', ')} from public.${table} ${where} order by created_at, id`;
  const leads = await db.query<LeadRecord>(select(LEAD_COLUMNS, 'early_access_leads', options.members ? "where status = 'confirmed'" : ''));
  const messages = await db.query<ContactRecord>(select(CONTACT_COLUMNS, 'contact_messages'));
  return {
    leads: leads.rows.map((row) => ({
      ...row,
      created_at: iso(row.created_at),
      confirmed_at: row.confirmed_at === null ? null : iso(row.confirmed_at),
    })),
    messages: messages.rows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
  };
}

/**
 * GDPR erasure: every row whose address reaches the same mailbox (any letter case, `+tag` or Gmail
 * dot spelling), in every table that holds one, through the same SQL function the hosted recipe
 * runs (private.erase_address), in one transaction.
 */
export async function deleteByEmail(db: PGlite, email: string): Promise<RemovedCounts> {
  const { rows } = await db.query<{ removed: Record<string, number> }>('select private.erase_address($1) as removed', [email.trim()]);
  const removed = rows[0].removed;
  return {
    leads: Number(removed['private.early_access_leads'] ?? 0),
    messages: Number(removed['public.contact_messages'] ?? 0),
    orders: Number(removed['private.orders'] ?? 0),
  };
}

/**
 * Retention, the rule the scheduled purge runs with 24 months (D50): a lead goes once its join (no
 * repeat extends it, issue 34), a message once its own arrival, is older than the given months.
 */
export async function purgeOlderThan(db: PGlite, months: number): Promise<RemovedCounts> {
  const { rows } = await db.query<{ removed_leads: number; removed_messages: number }>(
    'select removed_leads::int, removed_messages::int from private.purge_expired_form_data(make_interval(months => $1))',
    [months],
  );
  const orders = await db.query<{ removed: number }>('select private.purge_expired_orders(make_interval(months => $1))::int as removed', [
    months,
  ]);
  return { leads: rows[0].removed_leads, messages: rows[0].removed_messages, orders: orders.rows[0].removed };
}

/** Every order, oldest first (the store behind `npm run orders`). */
export async function listOrders(db: PGlite): Promise<{ orders: OrderRecord[] }> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select created_at, session_id, event_id, plan, language, currency, price_after_trial::text, amount_paid::text, trial_ends_at, email,
       case when terms_hash is null then null else terms_date::text || '-' || terms_hash end as terms_version,
       utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, livemode, confirmation_sent_at
     from private.orders order by created_at, id`,
  );
  return {
    orders: rows.map((row) => ({
      ...(row as unknown as OrderRecord),
      created_at: iso(row.created_at),
      trial_ends_at: iso(row.trial_ends_at),
      confirmation_sent_at: row.confirmation_sent_at === null ? null : iso(row.confirmation_sent_at),
    })),
  };
}

export async function runLeadsCommand(
  db: PGlite,
  command: LeadsCommand,
): Promise<StoredRecords | RemovedCounts | { orders: OrderRecord[] }> {
  if (command.action === 'orders') return listOrders(db);
  if (command.action === 'delete') return deleteByEmail(db, command.email);
  if (command.action === 'purge') return purgeOlderThan(db, command.months);
  return listRecords(db, { members: command.members });
}
