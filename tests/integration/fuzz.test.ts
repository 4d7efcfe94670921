/**
 * Issue 13: a bounded property-based fuzz of the local stack (fast-check), run by `npm test`. A few
 * thousand generated requests over auth, REST (tables, functions, filters, selects, orders, bodies,
 * headers) and the realtime socket. Every answer is < 500 and, when a refusal, well-formed JSON in
 * PostgREST's or GoTrue's error shape with no SQL in it; the stack logs no unexpected error and still
 * answers at the end. The seed is fixed so CI replays the same requests; a failure prints the seed
 * and the path to replay it: FUZZ_SEED=<seed> npx vitest run tests/integration/fuzz.test.ts
 */
import fc from 'fast-check';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRowOf } from '../../src/api/bets';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local';
import { validItem } from './support/bets';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = { rest: 1500, auth: 700, realtime: 150 };

let env: TestStack;
let player: Player;
let tables: Map<string, string[]>;
let functions: string[];
const logs: string[] = [];

beforeAll(async () => {
  env = await startTestStack((line) => logs.push(line));
  player = await newPlayer(env.url, 'fuzz');
  const columns = await env.stack.db.transaction((q) =>
    q.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    ),
  );
  tables = new Map();
  for (const { table_name: table, column_name: column } of columns) tables.set(table, [...(tables.get(table) ?? []), column]);
  functions = (
    await env.stack.db.transaction((q) =>
      q.query<{ name: string }>(`select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`),
    )
  ).map((row) => row.name);
}, 120_000);
afterAll(() => env?.close());

/** Text meant to break parsers: quotes, escapes, SQL, brackets, controls, bidi, long runs. */
const NASTY = [
  "'",
  '"',
  '\\',
  '%',
  '%zz',
  '%E9',
  ';drop table bets;--',
  "' or '1'='1",
  '$1',
  '((',
  '))',
  '{',
  '}',
  '[',
  '[[[[[[[[',
  '*',
  ',',
  '.',
  'null',
  'true',
  '-1',
  '1e309',
  '9'.repeat(40),
  '\u0000',
  '\u202e',
  '\u200b',
  'é',
  '🎲',
  'x'.repeat(5000),
];

const junk = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 3 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ maxLength: 30, unit: 'grapheme' }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 30, unit: 'binary' }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
);

/** Characters a URL may carry raw (so a literal % escape can be malformed on purpose). */
const urlSafe = fc.string({ maxLength: 20, unit: fc.constantFrom(...'abcxyz019_-.%(),*:"\''.split('')) });
const queryValue = fc.oneof(junk.map(encodeURIComponent), urlSafe);
const headerText = fc.string({ maxLength: 40, unit: 'grapheme-ascii' }).map((text) => text.replace(/[\r\n]/g, ''));

const deep = fc.integer({ min: 1, max: 300 }).map((levels) => '['.repeat(levels) + ']'.repeat(levels));
const body = fc.oneof(
  { arbitrary: fc.json({ maxDepth: 4 }), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 2 },
  { arbitrary: junk, weight: 2 },
  { arbitrary: deep, weight: 1 },
  { arbitrary: fc.constant(JSON.stringify(betRowOf(validItem()))), weight: 1 },
  {
    arbitrary: fc.tuple(fc.constantFrom(...Object.keys(betRowOf(validItem()))), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) =>
      JSON.stringify({ ...betRowOf(validItem()), [key]: value }),
    ),
    weight: 2,
  },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

/** Mostly what supabase-js sends, so that most requests get past the front door to the database. */
const often = <T>(usual: T[], rare: T[]) => fc.oneof({ arbitrary: fc.constantFrom(...usual), weight: 6 }, { arbitrary: fc.constantFrom(...rare), weight: 1 });
const contentType = often<string | undefined>(['application/json', 'application/json; charset=utf-8'], ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', undefined]);
const bearer = often(['player', 'player', 'anon', 'service'], ['junk', 'none']);
const apikeyKind = often(['anon'], ['service', 'junk', 'none']);

function tokenFor(kind: string, junkText: string): string | undefined {
  if (kind === 'player') return player.accessToken;
  if (kind === 'anon') return ANON_KEY;
  if (kind === 'service') return SERVICE_ROLE_KEY;
  if (kind === 'junk') return junkText;
  return undefined;
}

interface Generated {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A column by position in the table's list, or now and then a made-up name. */
const columnPick = fc.oneof({ arbitrary: fc.nat(), weight: 8 }, { arbitrary: urlSafe, weight: 1 });
/** Filter values of the kinds the columns hold, and junk. */
const filterValue = fc.oneof(
  { arbitrary: fc.constantFrom('pending', 'CI', 'TG', 'solo', 'lundi', '18h', 'true', 'null', '500', '0', '2026-11-23T18:00:00Z', '00000000-0000-4000-8000-000000000000'), weight: 4 },
  { arbitrary: fc.integer({ min: -1000, max: 1_000_000 }).map(String), weight: 2 },
  { arbitrary: fc.constant('player-id'), weight: 2 },
  { arbitrary: fc.array(fc.nat({ max: 90 }), { maxLength: 4 }).map((items) => `(${items.join(',')})`), weight: 1 },
  { arbitrary: queryValue, weight: 3 },
);

const restRequest = fc
  .record({
    method: often(['GET', 'GET', 'GET', 'POST', 'POST', 'PATCH', 'DELETE'], ['HEAD', 'PUT', 'OPTIONS']),
    target: fc.oneof(
      { arbitrary: fc.nat(), weight: 6 },
      { arbitrary: fc.constant(-1), weight: 2 },
      { arbitrary: urlSafe.map((name) => `x:${name}`), weight: 1 },
    ),
    select: fc.option(fc.array(columnPick, { maxLength: 4 }), { nil: undefined }),
    filters: fc.array(
      fc.tuple(columnPick, often(['eq', 'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'not.eq', 'not.in'], ['cs', 'fts', '', 'not']), filterValue),
      { maxLength: 3 },
    ),
    order: fc.option(fc.tuple(columnPick, often(['', '.asc', '.desc', '.nullsfirst', '.desc.nullslast'], ['.up', '.asc.desc'])), { nil: undefined }),
    limit: fc.option(fc.oneof({ arbitrary: fc.nat({ max: 1000 }).map(String), weight: 5 }, { arbitrary: queryValue, weight: 1 }), { nil: undefined }),
    offset: fc.option(fc.oneof({ arbitrary: fc.nat({ max: 1000 }).map(String), weight: 5 }, { arbitrary: queryValue, weight: 1 }), { nil: undefined }),
    apikey: apikeyKind,
    bearer,
    junkToken: headerText,
    prefer: fc.option(fc.constantFrom('return=representation', 'return=minimal', 'count=exact', 'resolution=merge-duplicates', 'return=representation,count=exact', 'tx=rollback'), { nil: undefined }),
    accept: fc.option(fc.constantFrom('application/json', 'application/vnd.pgrst.object+json', 'text/csv', '*/*'), { nil: undefined }),
    profile: fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, { arbitrary: fc.constantFrom('public', 'auth', 'private'), weight: 1 }),
    contentType,
    body,
  })
  .map((r): Generated => {
    const names = [...tables.keys()];
    let path: string;
    let columns: string[] = [];
    if (typeof r.target === 'string') path = r.target.slice(2);
    else if (r.target < 0) path = `rpc/${functions[Math.abs(r.target) % functions.length] ?? 'x'}`;
    else {
      const table = names[r.target % names.length]!;
      columns = tables.get(table)!;
      path = table;
    }
    const column = (value: number | string) => (typeof value === 'number' ? (columns[value % Math.max(1, columns.length)] ?? 'id') : value);
    const query: string[] = [];
    if (r.select) query.push(`select=${r.select.map(column).join(',')}`);
    for (const [name, operator, value] of r.filters) {
      query.push(`${column(name)}=${operator}${operator ? '.' : ''}${value === 'player-id' ? player.id : value}`);
    }
    if (r.order) query.push(`order=${column(r.order[0])}${r.order[1]}`);
    if (r.limit !== undefined) query.push(`limit=${r.limit}`);
    if (r.offset !== undefined) query.push(`offset=${r.offset}`);
    const headers: Record<string, string> = {};
    const apikey = tokenFor(r.apikey, r.junkToken);
    if (apikey) headers.apikey = apikey;
    const token = tokenFor(r.bearer, r.junkToken);
    if (token) headers.authorization = `Bearer ${token}`;
    if (r.prefer) headers.prefer = r.prefer;
    if (r.accept) headers.accept = r.accept;
    if (r.profile) headers[r.method === 'GET' ? 'accept-profile' : 'content-profile'] = r.profile;
    if (r.contentType) headers['content-type'] = r.contentType;
    const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && r.body !== undefined;
    return { method: r.method, path: `/rest/v1/${path}${query.length ? `?${query.join('&')}` : ''}`, headers, ...(hasBody ? { body: r.body } : {}) };
  });

const email = fc.oneof(
  fc.constant('demo@lotoafrik.test'),
  fc.nat({ max: 50 }).map((i) => `fuzz.${i}@lotoafrik.test`),
  junk,
  fc.jsonValue({ maxDepth: 1 }),
);
const authRequest = fc
  .record({
    route: fc.constantFrom(
      'POST /signup',
      'POST /token?grant_type=password',
      'POST /token?grant_type=refresh_token',
      'POST /token?grant_type=magic',
      'POST /token',
      'POST /recover',
      'GET /user',
      'PUT /user',
      'POST /logout',
      'POST /logout?scope=everyone',
      'GET /verify',
      'GET /settings',
      'GET /health',
      'DELETE /user',
      'GET /admin/users',
    ),
    wellFormed: fc.boolean(),
    email,
    password: fc.oneof(fc.constant('secret-123'), junk, fc.jsonValue({ maxDepth: 1 })),
    data: fc.option(fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.constant({ username: 'Fuzz' }), junk.map((username) => ({ username }))), { nil: undefined }),
    refreshToken: junk,
    verifyQuery: fc.array(fc.tuple(fc.constantFrom('token', 'type', 'redirect_to'), queryValue), { maxLength: 3 }),
    raw: body,
    bearer,
    junkToken: headerText,
    apikey: apikeyKind,
    contentType,
  })
  .map((r): Generated => {
    const [method, route] = r.route.split(' ') as [string, string];
    const headers: Record<string, string> = {};
    const apikey = tokenFor(r.apikey, r.junkToken);
    if (apikey) headers.apikey = apikey;
    // Signing the fuzz player out would leave the rest of the run without a live session.
    const token = tokenFor(route.startsWith('/logout') && r.bearer === 'player' ? 'anon' : r.bearer, r.junkToken);
    if (token) headers.authorization = `Bearer ${token}`;
    if (r.contentType) headers['content-type'] = r.contentType;
    let path = `/auth/v1${route}`;
    if (route === '/verify' && r.verifyQuery.length) path += `?${r.verifyQuery.map(([key, value]) => `${key}=${value}`).join('&')}`;
    if (method === 'GET') return { method, path, headers };
    // Well-formed bodies, with a password that costs a bcrypt hash, are kept rare: they are slow on purpose.
    const structured = { email: r.email, password: r.wellFormed ? r.password : undefined, data: r.data, refresh_token: r.refreshToken };
    return { method, path, headers, body: r.wellFormed || r.raw === undefined ? JSON.stringify(structured) : r.raw };
  });

/**
 * The stack's own SQL and what Postgres says about it. Messages may echo the request's own text (an
 * unknown column, a function's argument names), so only fragments a request cannot put there count.
 */
const SQL_TEXT = /json_agg|json_populate_record|set_config\(|_local_realtime|_local_stack|coalesce\(json|syntax error at or near|parameter \$\d+|set local role/i;

async function send(request: Generated): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${env.url}${request.path}`, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual' });
  } catch (error) {
    // fetch itself refuses some generated requests (a header it cannot send): not the stack's answer.
    if (error instanceof TypeError && !String(error.cause ?? '').includes('ECONN')) return;
    throw error;
  }
  const text = await response.text();
  const where = `${request.method} ${request.path.slice(0, 300)} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status < 400 || request.method === 'HEAD') return;
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`a refusal that is not JSON: ${where}`);
  }
  expect(json, where).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  if (request.path.startsWith('/auth/')) expect(json, where).toEqual(expect.objectContaining({ error_code: expect.any(String), msg: expect.any(String) }));
  for (const field of ['message', 'details', 'hint', 'msg']) {
    if (typeof json[field] === 'string') expect(json[field], where).not.toMatch(SQL_TEXT);
  }
}

const realtimeMessage = fc.oneof(
  junk,
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .record({
      topic: fc.oneof(fc.constant('realtime:fuzz'), fc.constant('phoenix'), junk),
      event: fc.constantFrom('phx_join', 'phx_leave', 'heartbeat', 'access_token', 'broadcast', 'presence', 'junk'),
      ref: fc.oneof(fc.nat().map(String), fc.constant(null), fc.jsonValue({ maxDepth: 1 })),
      table: fc.oneof(fc.constantFrom('bets', 'profiles', 'tickets', 'users'), junk),
      changeEvent: fc.oneof(fc.constantFrom('*', 'INSERT', 'UPDATE', 'DELETE', 'insert'), junk),
      filter: fc.option(fc.oneof(fc.tuple(fc.constantFrom('id', 'user_id', 'base_stake', 'combinations', 'x'), fc.constantFrom('eq', 'neq', 'gt', 'in', 'lt', 'zz'), junk).map(([c, o, v]) => `${c}=${o}.${v}`), junk), { nil: undefined }),
      token: fc.oneof(fc.constant('player'), junk),
      arrayForm: fc.boolean(),
    })
    .map((m) => {
      const payload = {
        config: { postgres_changes: [{ event: m.changeEvent, schema: 'public', table: m.table, ...(m.filter === undefined ? {} : { filter: m.filter }) }] },
        access_token: m.token === 'player' ? player.accessToken : m.token,
      };
      return JSON.stringify(m.arrayForm ? [m.ref, m.ref, m.topic, m.event, payload] : { join_ref: m.ref, ref: m.ref, topic: m.topic, event: m.event, payload });
    }),
);

async function realtimeSession(messages: string[]): Promise<void> {
  const socket = new WebSocket(`${env.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`);
  const received: string[] = [];
  socket.on('message', (data) => received.push(String(data)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  for (const message of messages) socket.send(message);
  await new Promise((resolve) => setTimeout(resolve, 30));
  socket.close();
  for (const text of received) {
    const message = JSON.parse(text) as unknown;
    expect(Array.isArray(message) && message.length === 5 && typeof message[3] === 'string', text).toBe(true);
  }
}

async function stillAnswers(): Promise<void> {
  const health = await fetch(`${env.url}/auth/v1/health`);
  expect(health.status).toBe(200);
}

function check(property: fc.IAsyncProperty<[unknown]> | fc.IAsyncPropertyWithHooks<[unknown]>, numRuns: number) {
  return fc.assert(property, { seed: SEED, numRuns, endOnFailure: true }).catch((error: unknown) => {
    const cause = error instanceof Error && error.cause !== undefined ? `\nCaused by: ${String(error.cause)}` : '';
    throw new Error(`Fuzz failure (replay: FUZZ_SEED=${SEED} npx vitest run tests/integration/fuzz.test.ts)\n${String(error)}${cause}`);
  });
}

describe(`fuzz (seed ${SEED})`, () => {
  it(`${RUNS.rest} REST requests: never a 5xx, refusals in PostgREST's shape without SQL`, async () => {
    await check(fc.asyncProperty(restRequest, (request) => send(request)) as fc.IAsyncProperty<[unknown]>, RUNS.rest);
    await stillAnswers();
  }, 120_000);

  it(`${RUNS.auth} auth requests: never a 5xx, refusals in GoTrue's shape without SQL`, async () => {
    await check(fc.asyncProperty(authRequest, (request) => send(request)) as fc.IAsyncProperty<[unknown]>, RUNS.auth);
    await stillAnswers();
  }, 120_000);

  it(`${RUNS.realtime} realtime sockets of generated messages: only well-formed replies, the server keeps serving`, async () => {
    await check(fc.asyncProperty(fc.array(realtimeMessage, { minLength: 1, maxLength: 6 }), (messages) => realtimeSession(messages)) as fc.IAsyncProperty<[unknown]>, RUNS.realtime);
    await stillAnswers();
  }, 120_000);

  it('afterwards the stack works for a new player and logged no unexpected error', async () => {
    // (The service-role requests may have emptied tables such as bet_multipliers: only what a new player owns is checked.)
    const fresh = await newPlayer(env.url, 'apres');
    const { data, error } = await fresh.client.from('profiles').select('id').eq('id', fresh.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: fresh.id }]);
    expect(logs.filter((line) => line.includes('unexpected'))).toEqual([]);
  });
});
