/**
 * The Supabase CLI itself (the npm package, pinned as the project documents it) reads our
 * supabase/ folder and applies every migration to a real PostgreSQL with `db push`, as an operator
 * does against a hosted project, and our config.toml gives it nothing to warn about.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseRolesSql } from '../../scripts/local-backend/bootstrap.ts';
import { startDebianPostgres, type DebianPostgres } from './support/debian-postgres.ts';

const root = path.resolve(import.meta.dirname, '../..');
const cli = path.join(root, 'node_modules/.bin/supabase');
const run = promisify(execFile);

let server: DebianPostgres;

beforeAll(async () => {
  server = startDebianPostgres({ port: 5437 });
  await server.createDatabase('cli');
  // The roles the hosted platform creates before any migration runs.
  await server.session('cli').run(supabaseRolesSql({ defaultGrants: false }));
}, 60_000);
afterAll(() => server?.stop());

describe('the Supabase CLI (2.117.0) on our supabase/ folder', () => {
  it('applies every migration with db push, then finds the database up to date, with no warning about our config', async () => {
    // pgx reaches a unix socket through the host parameter; the test server has no TCP and no TLS.
    const dbUrl = `postgresql://postgres@localhost/cli?host=${encodeURIComponent(server.socketDir)}&port=${server.port}&sslmode=disable`;
    const push = await run(cli, ['db', 'push', '--db-url', dbUrl, '--yes'], { cwd: root, env: { ...process.env, DO_NOT_TRACK: '1' } });
    const output = push.stdout + push.stderr;
    expect(output).not.toMatch(/WARN/);
    expect(output).toMatch(/Finished supabase db push/);
    const applied = await server.session('cli').run('select version from supabase_migrations.schema_migrations order by version');
    const files = (await run('ls', [path.join(root, 'supabase/migrations')])).stdout.trim().split('\n');
    expect(applied.map(([version]) => version)).toEqual(files.map((file) => file.split('_')[0]));
    const again = await run(cli, ['db', 'push', '--db-url', dbUrl, '--yes'], { cwd: root, env: { ...process.env, DO_NOT_TRACK: '1' } });
    expect(again.stdout + again.stderr).toMatch(/Remote database is up to date/);
    expect(again.stdout + again.stderr).not.toMatch(/WARN/);
  }, 120_000);
});
