/**
 * Just enough of PostgREST for the site: `/rest/v1/<table>` runs as role anon inside a
 * transaction, so the migration's grants and RLS decide, and errors come back with PostgREST's
 * status codes and `{code, details, hint, message}` shape.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key.ts';
import { apiKeyOf, readBody, sendJson } from './http-io.ts';

const BODY_LIMIT = 16 * 1024;

interface PostgrestError {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

const error = (code: string, message: string, hint: string | null = null, details: string | null = null): PostgrestError =>
  ({ code, details, hint, message });

/** PostgREST's mapping of SQLSTATE to HTTP status (anon has no JWT, so 42501 is 401). */
export function statusForSqlState(code: string): number {
  if (code === '42501') return 401;
  if (code === '23505' || code === '23503' || code === '23P01') return 409;
  if (code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code.startsWith('22') || code.startsWith('23') || code === '42703' || code === 'P0001') return 400;
  if (code.startsWith('53')) return 503;
  return 500;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export function createPostgrest(db: PGlite) {
  let columnsPromise: Promise<Map<string, Set<string>>> | undefined;
  const tableColumns = () =>
    (columnsPromise ??= db
      .query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
      )
      .then(({ rows }) => {
        const tables = new Map<string, Set<string>>();
        for (const row of rows) tables.set(row.table_name, (tables.get(row.table_name) ?? new Set()).add(row.column_name));
        return tables;
      }));

  async function asAnon<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.exec(`set local role anon; select set_config('request.jwt.claims', '{"role":"anon"}', true);`);
      return work(tx);
    });
  }

  return async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const key = apiKeyOf(req);
    if (!key) return sendJson(res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    if (key !== LOCAL_ANON_KEY) return sendJson(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });

    const table = decodeURIComponent(url.pathname.slice('/rest/v1/'.length));
    const columns = (await tableColumns()).get(table);
    if (!columns || table.includes('/')) {
      return sendJson(res, 404, error('PGRST205', `Could not find the table 'public.${table}' in the schema cache`));
    }
    const filters = [...url.searchParams.keys()].filter((name) => name !== 'columns' && name !== 'select');
    if (filters.length > 0) return sendJson(res, 400, error('PGRST100', 'Filters are not supported by the local backend'));

    try {
      if (req.method === 'GET') {
        const rows = await asAnon(async (tx) => (await tx.query(`select * from public.${quote(table)} limit 1000`)).rows);
        return sendJson(res, 200, rows);
      }
      if (req.method === 'DELETE') {
        // No filters are supported, so nothing is deleted; the statement still proves the grants.
        await asAnon((tx) => tx.query(`delete from public.${quote(table)} where false`));
        return sendJson(res, 204, undefined);
      }
      if (req.method !== 'POST' && req.method !== 'PATCH') {
        return sendJson(res, 405, error('PGRST117', `Unsupported HTTP method: ${req.method}`));
      }
      if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
        return sendJson(res, 415, error('PGRST107', 'None of these media types are available: ' + (req.headers['content-type'] ?? '')));
      }
      const { body, truncated } = await readBody(req, BODY_LIMIT);
      if (truncated) return sendJson(res, 413, error('PGRST413', 'Payload too large'));
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return sendJson(res, 400, error('PGRST102', 'Empty or invalid json'));
      }
      const rows = Array.isArray(payload) ? payload : [payload];
      if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
        return sendJson(res, 400, error('PGRST102', 'Empty or invalid json'));
      }
      const requested = url.searchParams.get('columns');
      const names = requested
        ? requested.split(',').map((name) => name.trim().replace(/^"|"$/g, ''))
        : [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
      const unknown = names.find((name) => !columns.has(name));
      if (unknown !== undefined) {
        return sendJson(res, 400, error('PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`));
      }
      if (names.length === 0) return sendJson(res, 400, error('PGRST102', 'Empty or invalid json'));

      const list = names.map(quote).join(', ');
      const source = `from json_populate_recordset(null::public.${quote(table)}, $1)`;
      if (req.method === 'PATCH') {
        await asAnon((tx) => tx.query(`update public.${quote(table)} set (${list}) = (select ${list} ${source} limit 1) where false`, [JSON.stringify(rows)]));
        return sendJson(res, 204, undefined);
      }
      // `.select()` in supabase-js asks for the row back, which needs SELECT: anon has none (D18).
      const representation = /return=representation/.test(String(req.headers.prefer ?? ''));
      const returning = representation ? ' returning *' : '';
      const inserted = await asAnon(
        async (tx) => (await tx.query(`insert into public.${quote(table)} (${list}) select ${list} ${source}${returning}`, [JSON.stringify(rows)])).rows,
      );
      return sendJson(res, 201, representation ? inserted : undefined);
    } catch (caught) {
      const { code = 'XX000', message = 'Unexpected error', detail = null, hint = null } = caught as {
        code?: string; message?: string; detail?: string | null; hint?: string | null;
      };
      const status = statusForSqlState(code);
      // Never a stack trace; for an unexpected failure not even the database's own words.
      return sendJson(res, status, status === 500 ? error(code, 'Internal error') : error(code, message, hint, detail));
    }
  };
}
