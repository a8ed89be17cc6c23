/**
 * The smallest SQL surface the migrator and the database tests need, so the same code runs on
 * PGlite and on a real PostgreSQL server driven through psql.
 */
import type { PGlite } from '@electric-sql/pglite';

export type Cell = string | null;

export class SqlError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The error's DETAIL (what `raise sqlstate 'PGRST'` puts PostgREST's status and headers in). */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export interface SqlSession {
  /** Runs one or more statements; resolves with the rows of the last one that returns rows. */
  run(sql: string): Promise<Cell[][]>;
}

function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function pgliteSession(db: PGlite): SqlSession {
  return {
    async run(sql) {
      try {
        const results = await db.exec(sql, { rowMode: 'array' });
        const last = results.findLast((result) => result.fields.length > 0);
        return (last?.rows ?? []).map((row) => (row as unknown[]).map(toCell));
      } catch (error) {
        // A failed multi-statement script leaves its transaction open and aborted: end it.
        await db.exec('rollback').catch(() => undefined);
        const { code, message, detail } = error as { code?: string; message?: string; detail?: string };
        throw new SqlError(code ?? 'XX000', message ?? String(error), detail);
      }
    },
  };
}
