// The same migration + RLS suite on Debian's PostgreSQL server (the engine production runs).
// Never skipped: a missing server fails with instructions, because CI installs it.
import { afterAll, beforeAll } from 'vitest';
import { describeDatabaseSuite, describeDoubleOptIn } from './support/database-suite.ts';
import { startDebianPostgres, type DebianPostgres } from './support/debian-postgres.ts';

let server: DebianPostgres | undefined;
let databases = 0;

beforeAll(() => {
  server = startDebianPostgres();
});
afterAll(() => server?.stop());

async function emptyDatabase() {
  if (!server) throw new Error('PostgreSQL did not start');
  const name = `suite_${++databases}`;
  await server.createDatabase(name);
  return server.session(name);
}

describeDatabaseSuite('Debian PostgreSQL', emptyDatabase, false);
describeDatabaseSuite('Debian PostgreSQL', emptyDatabase, true);
describeDoubleOptIn('Debian PostgreSQL', emptyDatabase, false);
describeDoubleOptIn('Debian PostgreSQL', emptyDatabase, true);
