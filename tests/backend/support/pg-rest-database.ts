import type pg from 'pg';
import type { RestDatabase } from '../../../scripts/local-backend/postgrest.ts';

/** The stand-in's two calls over a pg pool: one connection per transaction, rolled back on a throw. */
export function pgRestDatabase(connections: pg.Pool): RestDatabase {
  return {
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await connections.query(sql, params)).rows as T[] }),
    async transaction(work) {
      const client = await connections.connect();
      try {
        await client.query('begin');
        const value = await work({
          exec: (sql) => client.query(sql),
          query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
        });
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
