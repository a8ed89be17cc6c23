/**
 * Just enough of PostgREST for the site: `/rest/v1/<table>` and `/rest/v1/rpc/<function>` run as
 * role anon (or service_role, for a configured secret key) inside a transaction, so the
 * migrations' grants and RLS decide, and errors come back with PostgREST's status codes and
 * `{code, details, hint, message}` shape.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_ANON_KEY } from '../../src/lib/local-anon-key.ts';
import { apiKeyOf, clientAddress, isSameOriginLoopback, readBody, sendJson } from './http-io.ts';

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const BODY_LIMIT = 16 * 1024;

interface PostgrestError {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

const error = (code: string, message: string, hint: string | null = null, details: string | null = null): PostgrestError => ({
  code,
  details,
  hint,
  message,
});

/** PostgREST's mapping of SQLSTATE to HTTP status (anon has no JWT, so 42501 is 401; `PTxyz` asks for xyz). */
export function statusForSqlState(code: string): number {
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return 401;
  if (code === '23505' || code === '23503' || code === '23P01') return 409;
  if (code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code.startsWith('22') || code.startsWith('23') || code === '42703' || code === 'P0001') return 400;
  if (code.startsWith('53')) return 503;
  return 500;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

type Role = 'anon' | 'service_role';

export interface PostgrestOptions {
  /** A secret key that acts as service_role (what the Edge Function calls with); unset: anon only. */
  serviceRoleKey?: string;
  /** Browser origins allowed besides a same-origin page on a loopback name (the function's CORS_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
}

interface FunctionSignature {
  names: string[];
  types: string[];
  /** How many trailing arguments have defaults. */
  defaults: number;
  returns: string;
  set: boolean;
}

/**
 * What PostgREST passes to SQL as `request.headers`: of a repeated header the last value, as its
 * `HM.fromList` keeps it (SqlFragment.hs), where Node would join them. On hosted Supabase,
 * Cloudflare and the API gateway write the address headers; here the stand-in plays that gateway:
 * whatever the caller sent under those names is dropped and `x-real-ip` is the local rule's answer
 * (D22).
 */
export function requestHeaders(req: IncomingMessage): string {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    const last = values?.at(-1);
    if (last !== undefined) headers[name] = last;
  }
  delete headers['cf-connecting-ip'];
  delete headers['x-forwarded-for'];
  headers['x-real-ip'] = clientAddress(req);
  return JSON.stringify(headers);
}

/** What the stand-in needs of a database: PGlite has it, and so has a thin wrapper of a pg pool (tests on PostgreSQL 15). */
export interface RestTransaction {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
export interface RestDatabase {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  transaction<T>(work: (tx: RestTransaction) => Promise<T>): Promise<T>;
}

export function createPostgrest(db: RestDatabase, options: PostgrestOptions = {}) {
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

  async function functionSignatures(name: string): Promise<FunctionSignature[]> {
    const { rows } = await db.query<FunctionSignature>(
      `select coalesce(p.proargnames, '{}') as names,
              array(select format_type(t.oid, null) from unnest(p.proargtypes::oid[]) with ordinality as t(oid, n) order by t.n) as types,
              p.pronargdefaults as defaults, format_type(p.prorettype, null) as returns, p.proretset as set
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = $1`,
      [name],
    );
    return rows;
  }

  /**
   * One request's transaction, as PostgREST runs it: the role and request settings first, then the
   * work, then what the work asked of the answer in `response.status` / `response.headers` (read in
   * the same transaction, which then commits: a status set this way is no error).
   */
  async function asRole<T>(role: Role, headersJson: string, work: (tx: RestTransaction) => Promise<T>): Promise<{ value: T; guc: Guc }> {
    return db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)`, [
        JSON.stringify({ role }),
        headersJson,
      ]);
      const value = await work(tx);
      const [guc] = (
        await tx.query<Guc>(
          `select nullif(current_setting('response.status', true), '') as status, nullif(current_setting('response.headers', true), '') as headers`,
        )
      ).rows;
      return { value, guc };
    });
  }

  /** The request's JSON body, or the error response PostgREST would give. */
  async function readJson(
    req: IncomingMessage,
    res: ServerResponse,
    options: { csv?: boolean } = {},
  ): Promise<{ payload: unknown } | { status: number; error: PostgrestError }> {
    const type = (req.headers['content-type'] ?? '').toLowerCase();
    const csv = options.csv === true && type.startsWith('text/csv');
    if (!type.startsWith('application/json') && !csv) {
      return { status: 415, error: error('PGRST107', 'None of these media types are available: ' + (req.headers['content-type'] ?? '')) };
    }
    const { body, truncated } = await readBody(req, res, BODY_LIMIT);
    if (truncated) return { status: 413, error: error('PGRST413', 'Payload too large') };
    // Bytes that are not UTF-8 are refused as PostgREST refuses them (its JSON parser rejects them),
    // never stored with U+FFFD in their place.
    let text: string;
    try {
      text = STRICT_UTF8.decode(body);
    } catch {
      return { status: 400, error: error('PGRST102', 'Empty or invalid json') };
    }
    if (csv) {
      const rows = csvRows(text);
      if (rows === undefined) return { status: 400, error: error('PGRST102', 'All lines must have same number of fields') };
      return { payload: rows };
    }
    try {
      return { payload: body.length === 0 ? {} : JSON.parse(text) };
    } catch {
      return { status: 400, error: error('PGRST102', 'Empty or invalid json') };
    }
  }

  /** POST /rest/v1/rpc/<name> with named arguments, as supabase-js `.rpc()` sends it. */
  async function callFunction(req: IncomingMessage, res: ServerResponse, role: Role, headersJson: string, name: string): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, error('PGRST117', `Unsupported HTTP method: ${req.method}`));
    const read = await readJson(req, res);
    if ('error' in read) return sendJson(res, read.status, read.error);
    const args = read.payload;
    if (typeof args !== 'object' || args === null || Array.isArray(args))
      return sendJson(res, 400, error('PGRST102', 'Empty or invalid json'));
    const given = Object.keys(args);
    const signature = (await functionSignatures(name)).find(
      ({ names, defaults }) =>
        given.every((key) => names.includes(key)) && names.slice(0, names.length - defaults).every((key) => given.includes(key)),
    );
    if (!signature) {
      return sendJson(
        res,
        404,
        error('PGRST202', `Could not find the function public.${name}(${given.sort().join(', ')}) in the schema cache`),
      );
    }
    // Named notation, each value cast to the declared type the way PostgREST does (JSON text in, 22P02 on a bad cast).
    const list = signature.names
      .flatMap((arg, index) =>
        given.includes(arg) ? [`${quote(arg)} => ($1::json ->> '${arg.replaceAll("'", "''")}')::${signature.types[index]}`] : [],
      )
      .join(', ');
    const call = `public.${quote(name)}(${list})`;
    const { value: rows, guc } = await asRole(
      role,
      headersJson,
      async (tx) =>
        (
          await tx.query<Record<string, unknown>>(signature.set ? `select * from ${call}` : `select ${call} as result`, [
            JSON.stringify(args),
          ])
        ).rows,
    );
    if (signature.set) return reply(res, guc, 200, rows);
    if (signature.returns === 'void') return reply(res, guc, 204, undefined);
    return reply(res, guc, 200, rows[0]?.result ?? null);
  }

  return async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // A browser page may call only from its own origin on a loopback name, or from an allowed
    // origin, as the function route decides: under DNS rebinding a foreign page's Host equals its
    // Origin too (issue 24). Callers that are no browser send no Origin.
    const origin = req.headers.origin;
    if (origin !== undefined && !isSameOriginLoopback(req) && !(options.allowedOrigins ?? []).includes(origin)) {
      return sendJson(res, 403, error('origin_not_allowed', `Origin ${origin} is not allowed`));
    }
    // The address (in request.headers) is taken first, before any body is read.
    const headersJson = requestHeaders(req);
    const key = apiKeyOf(req);
    if (!key)
      return sendJson(res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    const role: Role | undefined =
      key === LOCAL_ANON_KEY ? 'anon' : options.serviceRoleKey && key === options.serviceRoleKey ? 'service_role' : undefined;
    if (!role)
      return sendJson(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });

    let path: string;
    try {
      path = decodeURIComponent(url.pathname.slice('/rest/v1/'.length));
    } catch {
      return sendJson(res, 404, error('PGRST205', 'Could not find the requested path in the schema cache')); // broken %-escape
    }
    if (path.startsWith('rpc/')) {
      try {
        return await callFunction(req, res, role, headersJson, path.slice('rpc/'.length));
      } catch (caught) {
        return sendDatabaseError(res, caught);
      }
    }
    const table = path;
    const columns = (await tableColumns()).get(table);
    if (!columns || table.includes('/')) {
      return sendJson(res, 404, error('PGRST205', `Could not find the table 'public.${table}' in the schema cache`));
    }
    const filters = [...url.searchParams.keys()].filter((name) => !['columns', 'select', 'on_conflict'].includes(name));
    if (filters.length > 0) return sendJson(res, 400, error('PGRST100', 'Filters are not supported by the local backend'));

    try {
      if (req.method === 'GET') {
        const { value: rows, guc } = await asRole(
          role,
          headersJson,
          async (tx) => (await tx.query(`select * from public.${quote(table)} limit 1000`)).rows,
        );
        return reply(res, guc, 200, rows);
      }
      if (req.method === 'DELETE') {
        // No filters are supported, so nothing is deleted; the statement still proves the grants.
        const { guc } = await asRole(role, headersJson, (tx) => tx.query(`delete from public.${quote(table)} where false`));
        return reply(res, guc, 204, undefined);
      }
      if (req.method !== 'POST' && req.method !== 'PATCH') {
        return sendJson(res, 405, error('PGRST117', `Unsupported HTTP method: ${req.method}`));
      }
      const prefer = preferences(req.headers.prefer);
      const invalid = invalidPreferences(req.headers.prefer);
      if (prefer.get('handling') === 'strict' && invalid.length > 0) {
        return sendJson(
          res,
          400,
          error('PGRST122', 'Invalid preferences given with handling=strict', null, `Invalid preferences: ${invalid.join(', ')}`),
        );
      }
      const read = await readJson(req, res, { csv: true });
      if ('error' in read) return sendJson(res, read.status, read.error);
      const payload = read.payload;
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
        const { guc } = await asRole(role, headersJson, (tx) =>
          tx.query(`update public.${quote(table)} set (${list}) = (select ${list} ${source} limit 1) where false`, [JSON.stringify(rows)]),
        );
        return reply(res, guc, 204, undefined);
      }
      // PostgREST's statement: `RETURNING 1` counts the rows (count=exact) without reading any;
      // the row back (`.select()`, return=representation) or its key (headers-only) needs SELECT.
      const representation = prefer.get('return') === 'representation' || url.searchParams.has('select');
      const returning = representation
        ? `public.${quote(table)}.*`
        : prefer.get('return') === 'headers-only' && columns.has('id')
          ? 'id'
          : '1';
      // `Prefer: resolution=…` makes it an upsert on `?on_conflict=` or the primary key
      // (Plan.hs `mutatePlan`, QueryBuilder.hs `mutatePlanToQuery`); without it on_conflict is ignored.
      const resolution = prefer.get('resolution');
      const arbiter = (url.searchParams.get('on_conflict') ?? (columns.has('id') ? 'id' : '')).split(',').filter(Boolean);
      const onConflict =
        (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') && arbiter.length > 0
          ? ` on conflict (${arbiter.map(quote).join(', ')}) ${
              resolution === 'ignore-duplicates'
                ? 'do nothing'
                : `do update set ${names.map((name) => `${quote(name)} = excluded.${quote(name)}`).join(', ')}`
            }`
          : '';
      // `Accept: application/vnd.pgrst.object+json`: a statement that yields any number of rows but
      // one is rolled back and answered 406 (Query.hs `failNotSingular`).
      const singular = acceptsSingularObject(req.headersDistinct.accept?.[0]); // PostgREST negotiates from the first Accept
      const { value: result, guc } = await asRole(role, headersJson, async (tx) => {
        const [answer] = (
          await tx.query<{ body: unknown; total: number }>(
            `with pgrst_source as (insert into public.${quote(table)} (${list}) select ${list} ${source}${onConflict} returning ${returning})
             select coalesce(json_agg(pgrst_source), '[]') as body, count(*)::int as total from pgrst_source`,
            [JSON.stringify(rows)],
          )
        ).rows;
        if (singular && answer.total !== 1) throw new NotSingular(answer.total);
        return answer;
      }).catch((caught: unknown) => {
        if (caught instanceof NotSingular) return { value: caught, guc: { status: null, headers: null } };
        throw caught;
      });
      if (result instanceof NotSingular) {
        return sendJson(
          res,
          406,
          error('PGRST116', 'Cannot coerce the result to a single JSON object', null, `The result contains ${result.total} rows`),
        );
      }
      const applied = ['resolution', 'return', 'count'].flatMap((name) =>
        prefer.has(name) && (name !== 'resolution' || onConflict) ? [`${name}=${prefer.get(name)}`] : [],
      );
      // A trigger may answer otherwise (a refused waiting-list entry: 400, committed; D50).
      return reply(res, guc, 201, representation ? result.body : undefined, {
        'Content-Range': `*/${prefer.get('count') === 'exact' ? result.total : '*'}`,
        ...(applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {}),
      });
    } catch (caught) {
      return sendDatabaseError(res, caught);
    }
  };
}

/** What a request's transaction left in `response.status` and `response.headers` (null: unset). */
interface Guc {
  status: string | null;
  headers: string | null;
}

/**
 * PostgREST's `overrideStatusHeaders` (Response.hs): the status from `response.status`, and the
 * headers of `response.headers` (a JSON array of one-key objects with a string value) replacing
 * PostgREST's own of the same name. A malformed setting is PostgREST's 500 PGRST112 / PGRST111
 * (a status outside 100-599, which Node cannot send, is PGRST112 here).
 */
export function overrideStatusHeaders(
  guc: Guc,
  status: number,
  headers: Record<string, string>,
): { status: number; headers: Record<string, string> } | { error: PostgrestError } {
  let override = status;
  if (guc.status !== null) {
    const digits = /^\d+/.exec(guc.status)?.[0];
    if (digits === undefined || Number(digits) < 100 || Number(digits) > 599) {
      return { error: error('PGRST112', 'response.status guc must be a valid status code') };
    }
    override = Number(digits);
  }
  let added: [string, string][] = [];
  if (guc.headers !== null) {
    const invalid = {
      error: error('PGRST111', 'response.headers guc must be a JSON array composed of objects with a single key and a string value'),
    };
    let parsed: unknown;
    try {
      parsed = JSON.parse(guc.headers);
    } catch {
      return invalid;
    }
    const entries = Array.isArray(parsed)
      ? parsed.map((item) => (typeof item === 'object' && item !== null ? Object.entries(item) : []))
      : [];
    if (!Array.isArray(parsed) || entries.some((pairs) => pairs.length !== 1 || typeof pairs[0][1] !== 'string')) return invalid;
    added = entries.map((pairs) => pairs[0] as [string, string]);
  }
  const replaced = new Set(added.map(([name]) => name.toLowerCase()));
  const kept = Object.entries(headers).filter(([name]) => !replaced.has(name.toLowerCase()));
  return { status: override, headers: Object.fromEntries([...kept, ...added]) };
}

function reply(res: ServerResponse, guc: Guc, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const answer = overrideStatusHeaders(guc, status, headers);
  if ('error' in answer) return sendJson(res, 500, answer.error);
  sendJson(res, answer.status, body, answer.headers);
}

/** PostgREST's failNotSingular, thrown inside the transaction so that it rolls back (`SQL.condemn`). */
class NotSingular {
  constructor(readonly total: number) {}
}

/**
 * Whether the media type PostgREST picks for the answer is the singular object: the first type of
 * the Accept list, by quality and then order (`parseHttpAccept`), that it can produce.
 */
export function acceptsSingularObject(accept: string | undefined): boolean {
  const ranked = (accept ?? '*/*')
    .split(',')
    .map((entry, index) => {
      const [type, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return { type, q: q === undefined ? 1 : Number(q.slice(2)), index };
    })
    .filter(({ type, q }) => type !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const producible = [
    'application/vnd.pgrst.object+json',
    'application/vnd.pgrst.object',
    'application/json',
    'text/csv',
    '*/*',
    'application/*',
  ];
  return ranked.find(({ type }) => producible.includes(type))?.type.startsWith('application/vnd.pgrst.object') ?? false;
}

/**
 * A CSV body as PostgREST reads it (ApiRequest.hs `csvToJson`): the first line names the columns,
 * each further line is one row of strings, `NULL` is null. Undefined when a line has another
 * number of fields than the header.
 */
export function csvRows(text: string): Record<string, string | null>[] | undefined {
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  const endField = () => {
    line.push(field);
    field = '';
  };
  const endLine = () => {
    endField();
    lines.push(line);
    line = [];
  };
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') endField();
    else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index++;
      endLine();
    } else field += character;
  }
  if (field !== '' || line.length > 0) endLine();
  const [header, ...records] = lines;
  if (header === undefined || records.some((record) => record.length !== header.length)) return undefined;
  return records.map((record) =>
    Object.fromEntries(header.map((name, column) => [name, record[column] === 'NULL' ? null : record[column]])),
  );
}

const ACCEPTED_PREFERENCES = [
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'params=single-object',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
];

/** The preferences PostgREST calls invalid (Preferences.hs `isUnacceptable`); `timezone=` and `max-affected=` pass. */
function invalidPreferences(header: string | string[] | undefined): string[] {
  return [header ?? '']
    .flat()
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !ACCEPTED_PREFERENCES.includes(entry) && !/^(timezone|max-affected)=/.test(entry));
}

/** `Prefer: return=minimal, count=exact` as a map (the last value of a name wins). */
function preferences(header: string | string[] | undefined): Map<string, string> {
  const entries = [header ?? ''].flat().flatMap((value) => value.split(','));
  return new Map(
    entries.flatMap((entry) => {
      const [name, value] = entry.split('=').map((part) => part.trim());
      return name && value ? [[name.toLowerCase(), value]] : [];
    }),
  );
}

function sendDatabaseError(res: ServerResponse, caught: unknown): void {
  const {
    code = 'XX000',
    message = 'Unexpected error',
    detail = null,
    hint = null,
  } = caught as {
    code?: string;
    message?: string;
    detail?: string | null;
    hint?: string | null;
  };
  if (code === 'PGRST') return sendRaisedResponse(res, message, detail);
  const status = statusForSqlState(code);
  // Never a stack trace; for an unexpected failure not even the database's own words.
  sendJson(res, status, status === 500 ? error(code, 'Internal error') : error(code, message, hint, detail));
}

/**
 * `raise sqlstate 'PGRST'` (PostgREST 12+, Error.hs `parseRaisePGRST`): the message is the body's
 * JSON `{code, message, details?, hint?}`, the detail `{status, headers}`; anything else is
 * PostgREST's 500 PGRST121.
 */
function sendRaisedResponse(res: ServerResponse, message: string, detail: string | null): void {
  try {
    const body = JSON.parse(message) as Partial<Record<'code' | 'message' | 'details' | 'hint', unknown>>;
    const answer = JSON.parse(detail ?? '') as { status?: unknown; headers?: unknown };
    const headers = answer.headers as Record<string, unknown> | undefined;
    if (
      typeof body.code === 'string' &&
      typeof body.message === 'string' &&
      Number.isInteger(answer.status) &&
      typeof headers === 'object' &&
      headers !== null &&
      Object.values(headers).every((value) => typeof value === 'string')
    ) {
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      return sendJson(
        res,
        answer.status as number,
        error(body.code, body.message, text(body.hint), text(body.details)),
        headers as Record<string, string>,
      );
    }
  } catch {
    // falls through to PostgREST's answer for an unreadable raise
  }
  sendJson(res, 500, error('PGRST121', "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error"));
}
