/**
 * npm run leads [-- --json | --csv | --members | --outbox | --delete EMAIL | --purge-older-than 24m]
 * Shows what the forms stored in the embedded database (`--members`: only confirmed leads, D88),
 * the local outbox of confirmation e-mails, erases one address (GDPR) or enforces retention. Talks to the running server when there is one (it owns the PGlite folder), else
 * opens the folder itself.
 */
import { defaultDataDir, openDatabase } from './local-backend/database.ts';
import { askRunningServer } from './local-backend/leads-endpoint.ts';
import { runLeadsCommand, type LeadsCommand, type RemovedCounts, type StoredRecords } from './local-backend/leads-store.ts';
import { formatCsv, formatTables } from './local-backend/leads-format.ts';
import { jsonWithVisibleControls } from '../supabase/functions/_shared/visible-text.ts';
import { deleteOutboxMailTo, formatOutbox, readOutbox } from './local-backend/outbox.ts';

const USAGE = 'Usage: npm run leads [-- --json | --csv | --members | --outbox | --delete EMAIL | --purge-older-than <N>m|<N>y]';

function parseArgs(args: string[]): { command: LeadsCommand; output: 'table' | 'json' | 'csv'; outbox: boolean } {
  let command: LeadsCommand = { action: 'list' };
  let output: 'table' | 'json' | 'csv' = 'table';
  let outbox = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--json') output = 'json';
    else if (arg === '--csv') output = 'csv';
    else if (arg === '--outbox') outbox = true;
    else if (arg === '--members') command = { action: 'list', members: true };
    else if (arg === '--delete' && args[index + 1]) command = { action: 'delete', email: args[++index] };
    else if (arg === '--purge-older-than' && args[index + 1]) {
      const match = /^(\d+)(m|y)$/.exec(args[++index]);
      if (!match || Number(match[1]) < 1) throw new Error(`--purge-older-than takes months or years, e.g. 24m or 2y\n${USAGE}`);
      command = { action: 'purge', months: Number(match[1]) * (match[2] === 'y' ? 12 : 1) };
    } else throw new Error(`Unknown argument "${arg}"\n${USAGE}`);
  }
  return { command, output, outbox };
}

async function run(command: LeadsCommand): Promise<StoredRecords | RemovedCounts> {
  // Only list, delete and purge come here; `npm run orders` has a script of its own.
  const dataDir = defaultDataDir();
  const viaServer = await askRunningServer(dataDir, command);
  if (viaServer) return viaServer as StoredRecords | RemovedCounts;
  const db = await openDatabase({ dataDir });
  try {
    return (await runLeadsCommand(db, command)) as StoredRecords | RemovedCounts;
  } finally {
    await db.close();
  }
}

try {
  const { command, output, outbox } = parseArgs(process.argv.slice(2));
  if (outbox) {
    // Files of the data folder: no server needed (D88).
    const mails = await readOutbox(defaultDataDir());
    process.stdout.write(output === 'json' ? `${JSON.stringify(mails, null, 2)}\n` : formatOutbox(mails));
    process.exit(0);
  }
  const result = await run(command);
  if (command.action === 'delete') await deleteOutboxMailTo(defaultDataDir(), command.email);
  if ('leads' in result && Array.isArray(result.leads)) {
    const records = result as StoredRecords;
    process.stdout.write(
      output === 'json' ? `${jsonWithVisibleControls(records, 2)}\n` : output === 'csv' ? formatCsv(records) : formatTables(records),
    );
  } else {
    const removed = result as RemovedCounts;
    const summary = `Removed ${removed.leads} waiting-list row(s), ${removed.messages} contact message(s) and ${removed.orders} order(s).`;
    process.stdout.write(output === 'json' ? `${JSON.stringify(removed)}\n` : `${summary}\n`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
