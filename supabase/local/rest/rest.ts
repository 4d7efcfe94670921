import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Catalog, type RpcFunction, type Table, ident } from '../core/catalog';
import type { Database, Queryable } from '../core/db';
import { HttpError, checkValueDepth, decodePathSegment, headerValue, parseJson, readBody, send } from '../core/http';
import type { Claims } from '../core/keys';
import { fromPgError, isPgError } from '../core/pg-errors';
import { SqlParams, columnOf, parseCount, parseFilters, parseOrder, parseSelect, qualifiedTable, selectList } from './rest-query';
import { requestClaims } from '../core/request-auth';
import type { RpcLimiter } from './rpc-limit';

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

interface Preferences {
  representation: boolean;
  countExact: boolean;
}

function preferences(req: IncomingMessage): Preferences {
  const tokens = (headerValue(req, 'prefer') ?? '').split(/[,\s]+/).filter(Boolean);
  if (tokens.some((token) => token.startsWith('resolution='))) {
    throw new HttpError(400, 'PGRST100', 'Upserts are not supported by the local stack');
  }
  return {
    representation: tokens.includes('return=representation'),
    countExact: tokens.some((token) => /^count=(exact|planned|estimated)$/.test(token)),
  };
}

/** Runs work the way PostgREST does: one transaction, the JWT's role, its claims visible to SQL. */
export async function asRole<T>(db: Database, claims: Claims, readOnly: boolean, work: (q: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (q) => {
      if (readOnly) await q.query('set transaction read only');
      // claims.role was checked against the three API roles when the token was verified.
      await q.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        claims.role,
        JSON.stringify(claims),
      ]);
      return work(q);
    });
  } catch (error) {
    if (isPgError(error)) throw fromPgError(error, claims.role);
    throw error;
  }
}

interface Result {
  body: string | null;
  rows: number;
}

/** Unwraps a one-row JSON array for the single-object media type, or refuses (and rolls back). */
function singleObject(result: Result): string {
  if (result.rows !== 1) {
    throw new HttpError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', {
      details: `The result contains ${result.rows} rows`,
    });
  }
  return result.body!.trim().slice(1, -1).trim();
}

async function aggregate(q: Queryable, inner: string, values: unknown[], wantBody: boolean): Promise<Result> {
  const sql = wantBody
    ? `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as rows from (${inner}) as _r`
    : `select null::text as body, count(*)::int as rows from (${inner}) as _r`;
  const [row] = await q.query<{ body: string | null; rows: number }>(sql, values);
  return { body: row?.body ?? null, rows: row?.rows ?? 0 };
}

function findTable(catalog: Catalog, name: string): Table {
  const table = catalog.tables.get(name);
  if (!table) {
    throw new HttpError(404, 'PGRST205', `Could not find the table '${catalog.schema}.${name}' in the schema cache`);
  }
  return table;
}

function checkProfile(req: IncomingMessage, catalog: Catalog): void {
  for (const header of ['accept-profile', 'content-profile']) {
    const profile = headerValue(req, header);
    if (profile !== undefined && profile !== catalog.schema) {
      throw new HttpError(406, 'PGRST106', `The schema must be one of the following: ${catalog.schema}`);
    }
  }
}

/** Rows of a JSON body for insert: an object or a non-empty array of objects sharing their keys. */
function insertRows(body: unknown, table: Table, columnsParam: string | null): { rows: unknown[]; columns: string[] } {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length === 0 || rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw new HttpError(400, 'PGRST102', 'Expected a JSON object or an array of JSON objects');
  }
  const keys = columnsParam !== null ? columnsParam.split(',') : Object.keys(rows[0] as object);
  const columns = [...new Set(keys.map((key) => columnOf(table, key)))];
  if (columnsParam === null) {
    const signature = [...columns].sort().join(',');
    if (rows.some((row) => Object.keys(row as object).sort().join(',') !== signature)) {
      throw new HttpError(400, 'PGRST102', 'All object keys must match');
    }
  }
  if (columns.length === 0) throw new HttpError(400, 'PGRST102', 'Expected at least one column');
  return { rows, columns };
}

async function handleTable(req: IncomingMessage, url: URL, table: Table, claims: Claims, db: Database): Promise<{ status: number; body: string | null; headers: Record<string, string> }> {
  const method = req.method ?? 'GET';
  const wantsObject = (headerValue(req, 'accept') ?? '').includes(OBJECT_MEDIA_TYPE);
  const prefs = preferences(req);
  const query = url.searchParams;
  const columns = parseSelect(table, query.get('select'));
  const target = qualifiedTable(table);

  if (method === 'GET' || method === 'HEAD') {
    const params = new SqlParams();
    const where = parseFilters(table, query, params);
    const order = parseOrder(table, query.get('order'));
    const limit = parseCount(query.get('limit'), 'limit');
    const offset = parseCount(query.get('offset'), 'offset');
    const filterValues = [...params.values];
    const paging = `${limit === null ? '' : `limit ${params.add(limit)}`} ${offset === null ? '' : `offset ${params.add(offset)}`}`;
    const inner = `select ${selectList(table, columns, true)} from ${target} ${where} ${order} ${paging}`;
    return asRole(db, claims, true, async (q) => {
      const result = await aggregate(q, inner, params.values, method === 'GET');
      let total = '*';
      if (prefs.countExact) {
        const [row] = await q.query<{ total: number }>(`select count(*)::int as total from ${target} ${where}`, filterValues);
        total = String(row?.total ?? 0);
      }
      const first = offset ?? 0;
      const range = result.rows === 0 ? `*/${total}` : `${first}-${first + result.rows - 1}/${total}`;
      const body = method === 'HEAD' ? null : wantsObject ? singleObject(result) : result.body;
      return { status: 200, body, headers: { 'Content-Range': range } };
    });
  }

  if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') {
    throw new HttpError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  if (query.has('on_conflict')) throw new HttpError(400, 'PGRST100', 'Upserts are not supported by the local stack');
  const wantBody = prefs.representation;
  const returning = wantBody ? `returning ${selectList(table, columns, true)}` : 'returning 1';
  const params = new SqlParams();
  let statement: string;
  if (method === 'POST') {
    const { rows, columns: insertColumns } = insertRows(parseJson(await readBody(req)), table, query.get('columns'));
    const list = insertColumns.map(ident).join(', ');
    statement = `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json) ${returning}`;
  } else if (method === 'PATCH') {
    const body = parseJson(await readBody(req));
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, 'PGRST102', 'Expected a JSON object');
    }
    const updateColumns = Object.keys(body).map((key) => columnOf(table, key));
    if (updateColumns.length === 0) return { status: wantBody ? 200 : 204, body: wantBody ? '[]' : null, headers: {} };
    const source = params.add(JSON.stringify(body));
    const where = parseFilters(table, query, params);
    const assignments = updateColumns.map((name) => `${ident(name)} = _src.${ident(name)}`).join(', ');
    statement = `update ${target} set ${assignments} from json_populate_record(null::${target}, ${source}::json) as _src ${where} ${returning}`;
  } else {
    const where = parseFilters(table, query, params);
    statement = `delete from ${target} ${where} ${returning}`;
  }
  return asRole(db, claims, false, async (q) => {
    // A data-modifying WITH must stay at the top level.
    const [row] = await q.query<{ body: string | null; rows: number }>(
      `with _w as (${statement}) select ${wantBody ? `coalesce(json_agg(_w), '[]')::text` : 'null::text'} as body, count(*)::int as rows from _w`,
      params.values,
    );
    const result = { body: row?.body ?? null, rows: row?.rows ?? 0 };
    const body = !wantBody ? null : wantsObject ? singleObject(result) : result.body;
    const status = method === 'POST' ? 201 : body === null ? 204 : 200;
    return { status, body, headers: { 'Content-Range': `*/${prefs.countExact ? result.rows : '*'}` } };
  });
}

function pickFunction(catalog: Catalog, name: string, args: Record<string, unknown>): RpcFunction {
  const given = Object.keys(args);
  const match = (catalog.functions.get(name) ?? []).find(
    (fn) => given.every((arg) => fn.argNames.includes(arg)) && fn.argNames.slice(0, fn.required).every((arg) => arg in args),
  );
  if (!match) {
    throw new HttpError(404, 'PGRST202', `Could not find the function ${catalog.schema}.${name}(${given.join(', ')}) in the schema cache`);
  }
  return match;
}

function argumentValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return checkValueDepth(String(value));
}

async function handleRpc(req: IncomingMessage, url: URL, name: string, catalog: Catalog, claims: Claims, db: Database, limiter: RpcLimiter) {
  const method = req.method ?? 'GET';
  let args: Record<string, unknown>;
  let size = 0;
  if (method === 'POST') {
    const text = await readBody(req);
    size = Buffer.byteLength(text);
    const body = text.trim() === '' ? {} : parseJson(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'PGRST102', 'Expected a JSON object');
    args = body as Record<string, unknown>;
  } else if (method === 'GET' || method === 'HEAD') {
    args = Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'apikey'));
  } else {
    throw new HttpError(405, 'PGRST101', 'Only GET and POST are allowed for functions');
  }
  const fn = pickFunction(catalog, name, args);
  const params = new SqlParams();
  const call = `${ident(catalog.schema)}.${ident(fn.name)}(${Object.keys(args)
    .map((arg) => `${ident(arg)} => ${params.add(argumentValue(args[arg]))}`)
    .join(', ')})`;
  const run = () => asRole(db, claims, method !== 'POST', async (q) => {
    if (fn.returnsVoid) {
      await q.query(`select ${call}`, params.values);
      return { status: 204, body: null };
    }
    if (fn.returnsSet || fn.returnsComposite) {
      const result = await aggregate(q, `select * from ${call} as _r`, params.values, true);
      return { status: 200, body: fn.returnsSet ? result.body : result.rows === 1 ? singleObject(result) : 'null' };
    }
    const [row] = await q.query<{ body: string }>(`select to_json(${call})::text as body`, params.values);
    return { status: 200, body: row?.body ?? 'null' };
  });
  // A player's calls are bounded per player; the service role is the project's own code.
  return claims.role === 'authenticated' && typeof claims.sub === 'string' ? limiter.run(claims.sub, size, run) : run();
}

/** `/rest/v1/...`: PostgREST's table and rpc endpoints, over the catalog of the exposed schema. */
export async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL, rest: string, catalog: Catalog, db: Database, limiter: RpcLimiter): Promise<void> {
  const claims = await requestClaims(req, url);
  checkProfile(req, catalog);
  const segments = rest.split('/').filter(Boolean).map(decodePathSegment);
  if (segments.length === 0) {
    send(res, 200, JSON.stringify({ swagger: '2.0', info: { title: 'LotoAfrik local stack' } }));
    return;
  }
  if (segments[0] === 'rpc' && segments.length === 2) {
    const result = await handleRpc(req, url, segments[1]!, catalog, claims, db, limiter);
    send(res, result.status, result.body);
    return;
  }
  if (segments.length !== 1) throw new HttpError(404, 'PGRST125', 'Invalid path specified in request URL');
  const result = await handleTable(req, url, findTable(catalog, segments[0]!), claims, db);
  send(res, result.status, result.body, result.headers);
}
