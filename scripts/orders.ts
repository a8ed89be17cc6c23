/**
 * npm run orders [-- --json | --csv]: the orders the payment webhook stored in the embedded
 * database, as `npm run leads` shows leads. Talks to the running server when there is one (it owns
 * the PGlite folder), else opens the folder itself. Erasure and retention are `npm run leads`'s
 * `--delete EMAIL` and `--purge-older-than`, which cover orders too.
 */
import { defaultDataDir, openDatabase } from './local-backend/database.ts';
import { askRunningServer } from './local-backend/leads-endpoint.ts';
import { listOrders, ORDER_COLUMNS, type OrderRecord } from './local-backend/leads-store.ts';
import { csvCell, table } from './local-backend/leads-format.ts';
import { jsonWithVisibleControls } from '../supabase/functions/_shared/visible-text.ts';

const USAGE = 'Usage: npm run orders [-- --json | --csv]';

async function orders(): Promise<OrderRecord[]> {
  const dataDir = defaultDataDir();
  const viaServer = (await askRunningServer(dataDir, { action: 'orders' })) as { orders: OrderRecord[] } | undefined;
  if (viaServer) return viaServer.orders;
  const db = await openDatabase({ dataDir });
  try {
    return (await listOrders(db)).orders;
  } finally {
    await db.close();
  }
}

const cell = (value: string | boolean | null) => (typeof value === 'boolean' ? String(value) : value);

try {
  const args = process.argv.slice(2);
  const unknown = args.find((arg) => arg !== '--json' && arg !== '--csv');
  if (unknown) throw new Error(`Unknown argument "${unknown}"\n${USAGE}`);
  const rows = await orders();
  if (args.includes('--json')) process.stdout.write(`${jsonWithVisibleControls({ orders: rows }, 2)}\n`);
  else if (args.includes('--csv'))
    process.stdout.write(
      [[...ORDER_COLUMNS], ...rows.map((row) => ORDER_COLUMNS.map((column) => cell(row[column])))]
        .map((row) => row.map(csvCell).join(','))
        .join('\r\n') + '\r\n',
    );
  else {
    const shown = [
      'created_at',
      'session_id',
      'plan',
      'language',
      'currency',
      'price_after_trial',
      'trial_ends_at',
      'email',
      'terms_version',
      'utm_source',
      'utm_campaign',
      'confirmation_sent_at',
    ] as const;
    process.stdout.write(
      table(
        'Orders',
        [...shown],
        rows.map((row) => shown.map((column) => cell(row[column]))),
      ),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
