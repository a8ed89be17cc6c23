// The same webhook and order suite on Debian's PostgreSQL server, where concurrent deliveries run
// on connections of their own. Never skipped: a missing server fails with instructions.
import { afterAll, beforeAll } from 'vitest';
import { startDebianPostgres, type DebianPostgres } from './support/debian-postgres.ts';
import { describeOrderWebhook } from './support/orders-suite.ts';

let server: DebianPostgres | undefined;

beforeAll(() => {
  server = startDebianPostgres();
});
afterAll(() => server?.stop());

describeOrderWebhook('Debian PostgreSQL', async () => {
  if (!server) throw new Error('PostgreSQL did not start');
  await server.createDatabase('orders_suite');
  return server.session('orders_suite');
});
