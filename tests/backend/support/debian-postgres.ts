/**
 * Starts Debian's PostgreSQL server in a temporary folder (unix socket only, no TCP) and drives it
 * with psql, so the migration and RLS suite also runs on the engine production uses.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqlError, type Cell, type SqlSession } from '../../../scripts/local-backend/sql-session.ts';

const DEBIAN_BIN = '/usr/lib/postgresql/15/bin';

/** Debian's server; elsewhere (Homebrew, Postgres.app) the one `pg_config` on the PATH names. */
function serverBinaries(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  if (existsSync(DEBIAN_BIN)) return DEBIAN_BIN;
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    return DEBIAN_BIN;
  }
}

const BIN = serverBinaries();
const PORT = '5432';

export interface DebianPostgres {
  session(database: string): SqlSession;
  createDatabase(name: string): Promise<void>;
  stop(): void;
}

/** As root the server must run as the postgres user; as anyone else, as that user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export function startDebianPostgres(): DebianPostgres {
  if (!existsSync(join(BIN, 'postgres')) || !existsSync(join(BIN, 'psql'))) {
    throw new Error(
      `Debian PostgreSQL not found in ${BIN}. Install it (apt-get install postgresql; macOS: brew install postgresql@15) or set PG_BIN_DIR; ` +
        'this suite must not be skipped because CI installs the server.',
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'pg-debian-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const data = join(root, 'data');
  const run = (command: string, args: string[]) => {
    const [file, argv] = asServerUser(join(BIN, command), args);
    execFileSync(file, argv, { stdio: 'pipe' });
  };
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
  run('pg_ctl', ['-D', data, '-l', join(root, 'server.log'), '-w', '-o', `-k ${root} -p ${PORT} -c listen_addresses=''`, 'start']);

  const session = (database: string): SqlSession => ({
    run: (sql) =>
      new Promise((resolve, reject) => {
        const psql = spawn(join(BIN, 'psql'), [
          '-X',
          '-q',
          '-A',
          '-t',
          '-F',
          '\t',
          '-v',
          'ON_ERROR_STOP=1',
          '-v',
          'VERBOSITY=verbose',
          '-h',
          root,
          '-p',
          PORT,
          '-U',
          'postgres',
          '-d',
          database,
        ]);
        let stdout = '';
        let stderr = '';
        psql.stdout.on('data', (chunk) => (stdout += chunk));
        psql.stderr.on('data', (chunk) => (stderr += chunk));
        psql.on('close', (code) => {
          if (code === 0) {
            const rows = stdout.split('\n').filter((line) => line !== '');
            resolve(rows.map((line) => line.split('\t').map((cell): Cell => cell)));
          } else {
            const match = /ERROR:\s+([0-9A-Z]{5}):\s*(.*)/.exec(stderr);
            const detail = /^DETAIL:\s+(.*)$/m.exec(stderr)?.[1];
            reject(new SqlError(match?.[1] ?? 'XX000', match?.[2] ?? stderr, detail));
          }
        });
        psql.stdin.end(sql);
      }),
  });

  return {
    session,
    async createDatabase(name) {
      await session('postgres').run(`create database ${name}`);
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
