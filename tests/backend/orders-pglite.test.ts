// The payment webhook's handler and the order record on PGlite (the embedded backend's engine).
import { PGlite } from '@electric-sql/pglite';
import { afterAll } from 'vitest';
import { pgliteSession } from '../../scripts/local-backend/sql-session.ts';
import { describeOrderWebhook } from './support/orders-suite.ts';
import { tempDir } from './support/temp-dir.ts';

const opened: PGlite[] = [];
const dirs: ReturnType<typeof tempDir>[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  dirs.forEach((dir) => dir.remove());
});

describeOrderWebhook('PGlite', async () => {
  const dir = tempDir('orders-pglite');
  dirs.push(dir);
  const db = await PGlite.create({ dataDir: dir.path });
  opened.push(db);
  return pgliteSession(db);
});
