/**
 * npm run db:reset  -> an empty, migrated embedded database in LOCAL_DB_DIR (default .data/pglite)
 * npm run db:seed   -> loads supabase/seed.sql (illustrative rows) into it
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultDataDir, openDatabase } from './local-backend/database.ts';
import { askRunningServer } from './local-backend/leads-endpoint.ts';
import { SEED_FILE } from './local-backend/migrations.ts';

const action = process.argv[2];
const dataDir = defaultDataDir();

try {
  if (action !== 'reset' && action !== 'seed') throw new Error('Usage: node --import tsx scripts/db.ts reset|seed');
  if (await askRunningServer(dataDir, { action: 'list' })) {
    throw new Error(`A running server holds ${dataDir}; stop npm start / npm run dev first.`);
  }
  if (action === 'reset') {
    // Only ever delete a folder that is a database (or a leftover of ours), never an arbitrary path.
    if (existsSync(dataDir) && !existsSync(join(dataDir, 'PG_VERSION'))) {
      throw new Error(`${dataDir} does not look like an embedded database folder; not deleting it.`);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
  const db = await openDatabase({ dataDir });
  if (action === 'seed') await db.exec(await readFile(SEED_FILE, 'utf8'));
  await db.close();
  console.log(action === 'reset' ? `Empty, migrated database ready in ${dataDir}` : `Seed rows loaded into ${dataDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
