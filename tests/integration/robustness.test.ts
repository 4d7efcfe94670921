import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStackDatabase, ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../../supabase/local';
import { type Player, type TestStack, newPlayer, serviceClient, startTestStack } from './support/test-stack';
import { betRowOf } from '../../src/api/bets';
import { validItem } from './support/bets';
import { startNewCluster } from './support/new-cluster';

let env: TestStack;
let player: Player;
const logs: string[] = [];

beforeAll(async () => {
  env = await startTestStack((line) => logs.push(line));
  player = await newPlayer(env.url);
});
afterAll(() => env?.close());

async function token(claims: Record<string, unknown>, secret = JWT_SECRET, expiresIn = 3600, alg = 'HS256'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuedAt(now - 7200)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

interface Call {
  path: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  bearer?: string | null;
}

async function call({ path, method = 'GET', body, headers = {}, bearer }: Call) {
  const response = await fetch(`${env.url}${path}`, {
    method,
    body,
    headers: {
      apikey: ANON_KEY,
      'content-type': 'application/json',
      ...(bearer === null ? {} : { authorization: `Bearer ${bearer ?? player.accessToken}` }),
      ...headers,
    },
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

function expectRefusal(result: Awaited<ReturnType<typeof call>>, status: number) {
  expect(result.status, result.text).toBe(status);
  expect(result.json).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
}

describe('PostgREST subset: bad input is a 4xx with code and message, never a 5xx', () => {
  it.each([
    ['an unknown operator', '/rest/v1/bets?id=zz.1', 400],
    ['a filter without operator', '/rest/v1/bets?id=eq', 400],
    ['an in list without parentheses', '/rest/v1/bets?id=in.1,2', 400],
    ['an unterminated quote in a list', '/rest/v1/bets?id=in.("a)', 400],
    ['a value of the wrong type', '/rest/v1/bets?id=eq.pas-un-uuid', 400],
    ['an is with another value', '/rest/v1/bets?potential_mac_win=is.peut-etre', 400],
    ['a logic tree', '/rest/v1/bets?or=(id.eq.1,id.eq.2)', 400],
    ['an unknown order direction', '/rest/v1/bets?order=created_at.up', 400],
    ['two order directions (found by the fuzz suite)', '/rest/v1/bets?order=created_at.asc.desc', 400],
    ['nulls before the direction', '/rest/v1/bets?order=created_at.nullsfirst.desc', 400],
    ['a negative limit', '/rest/v1/bets?limit=-1', 400],
    ['an embedded resource', '/rest/v1/bets?select=id,profiles(*)', 400],
    ['a cast in select', '/rest/v1/bets?select=id::text', 400],
    ['an unknown column in select', '/rest/v1/bets?select=secret', 400],
    ['an unknown column in a filter', '/rest/v1/bets?secret=eq.1', 400],
    ['an unknown column in order', '/rest/v1/bets?order=secret.desc', 400],
    ['SQL in a column name', '/rest/v1/bets?select=id;drop%20table%20bets', 400],
    ['an unknown table', '/rest/v1/secrets', 404],
    ['a table of another schema', '/rest/v1/users', 404],
    ['a nested path', '/rest/v1/bets/1', 404],
    ['an unknown function', '/rest/v1/rpc/drop_everything', 404],
    ['an unknown service', '/storage/v1/object', 404],
  ])('GET with %s', async (_name, path, status) => {
    expectRefusal(await call({ path }), status);
  });

  it('never runs SQL smuggled in a value: it is only ever a bind parameter', async () => {
    const result = await call({ path: `/rest/v1/bets?draw_day=eq.${encodeURIComponent("lundi' or '1'='1")}` });
    expect(result.status).toBe(200);
    expect(result.json).toEqual([]);
  });

  it.each([
    ['invalid JSON', 'POST', '/rest/v1/bets', '{"bet_type": '],
    ['an empty body', 'POST', '/rest/v1/bets', ''],
    ['a JSON number', 'POST', '/rest/v1/bets', '42'],
    ['an empty array', 'POST', '/rest/v1/bets', '[]'],
    ['rows with different keys', 'POST', '/rest/v1/bets', '[{"bet_type": "solo"}, {"country": "TG"}]'],
    ['an unknown column', 'POST', '/rest/v1/bets', '{"jackpot": true}'],
    ['a wrong type', 'POST', '/rest/v1/bets', JSON.stringify({ ...betRowOf(validItem()), base_stake: 'beaucoup' })],
    ['invalid JSON in an update', 'PATCH', '/rest/v1/profiles?id=eq.x', '{'],
    ['an array in an update', 'PATCH', '/rest/v1/profiles', '[]'],
    ['invalid JSON for a function', 'POST', '/rest/v1/rpc/is_scheduled_draw', '{{'],
  ])('refuses %s', async (_name, method, path, body) => {
    const result = await call({ path, method, body });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expectRefusal(result, result.status);
  });

  it('refuses an unsupported method, upserts and an oversized body', async () => {
    expectRefusal(await call({ path: '/rest/v1/bets', method: 'PUT', body: '{}' }), 405);
    expectRefusal(await call({ path: '/rest/v1/bets', method: 'POST', body: '{}', headers: { prefer: 'resolution=merge-duplicates' } }), 400);
    expectRefusal(await call({ path: '/rest/v1/bets', method: 'POST', body: `{"x": "${'a'.repeat(1_100_000)}"}` }), 413);
  });

  it('answers browser preflights for the app on another origin', async () => {
    const response = await fetch(`${env.url}/rest/v1/bets`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, authorization, x-client-info, prefer' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
    expect(response.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('refuses a schema it does not expose', async () => {
    expectRefusal(await call({ path: '/rest/v1/bets', headers: { 'accept-profile': 'auth' } }), 406);
  });

  it('never leaves a half-done write: one bad row rolls back the whole insert', async () => {
    const good = betRowOf(validItem());
    const result = await call({
      path: '/rest/v1/bets',
      method: 'POST',
      body: JSON.stringify([good, { ...good, total_stake: 1 }]),
      headers: { prefer: 'return=representation' },
    });
    expectRefusal(result, 400);
    const { data } = await serviceClient(env.url).from('bets').select('id').eq('user_id', player.id);
    expect(data).toEqual([]);
  });

  it('a single object request with no row is a 406 and a write that returns two rows is rolled back', async () => {
    const none = await player.client.from('bets').select('id').eq('id', '00000000-0000-4000-8000-000000000000').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const good = betRowOf(validItem());
    const two = await call({
      path: '/rest/v1/bets?columns=' + Object.keys(good).join(','),
      method: 'POST',
      body: JSON.stringify([good, good]),
      headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
    });
    expectRefusal(two, 406);
    const { count } = await player.client.from('bets').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });

  it('counts, orders, limits and calls functions', async () => {
    await player.client.from('bets').insert([betRowOf(validItem()), betRowOf(validItem({ combinations: [[1]], totalStake: 500, potentialWin: 4000, potentialMacWin: 2000 }))]);
    const listed = await player.client.from('bets').select('total_stake', { count: 'exact' }).order('total_stake', { ascending: false }).limit(1);
    expect(listed.data).toEqual([{ total_stake: 1000 }]);
    expect(listed.count).toBe(2);
    const inList = await player.client.from('bets').select('total_stake').in('total_stake', [500, 7]).neq('status', 'won').is('potential_mac_win', null);
    expect(inList.data).toEqual([]);
    const between = await player.client.from('bets').select('total_stake').gt('total_stake', 500).lt('total_stake', 2000).eq('status', 'pending');
    expect(between.data).toEqual([{ total_stake: 1000 }]);
    const rpc = await player.client.rpc('is_scheduled_draw', { country: 'GH', draw_day: 'samedi', draw_time: '19h' });
    expect(rpc.data).toBe(true);
  });
});

describe('JWTs: expired, forged or odd tokens are a 401, never a 5xx', () => {
  it.each([
    ['an expired token', async () => token({ role: 'authenticated', sub: player.id }, JWT_SECRET, -60), 'PGRST303'],
    ['a token signed with another secret', async () => token({ role: 'authenticated', sub: player.id }, 'another-secret-another-secret-another-secret'), 'PGRST301'],
    ['a token with an unknown role', async () => token({ role: 'postgres', sub: player.id }), 'PGRST301'],
    ['a token with another algorithm', async () => token({ role: 'service_role' }, JWT_SECRET, 3600, 'HS512'), 'PGRST301'],
    ['an unsigned token', async () => `${btoa('{"alg":"none"}')}.${btoa('{"role":"service_role"}')}.`, 'PGRST301'],
    ['garbage', async () => 'pas.un.jeton', 'PGRST301'],
  ])('REST with %s', async (_name, make, code) => {
    const result = await call({ path: '/rest/v1/bets', bearer: await make() });
    expectRefusal(result, 401);
    expect(result.json?.code).toBe(code);
  });

  it('REST without any key, or with a forged API key', async () => {
    expectRefusal(await call({ path: '/rest/v1/bets', bearer: null, headers: { apikey: '' } }), 401);
    expectRefusal(await call({ path: '/rest/v1/bets', bearer: null, headers: { apikey: 'faux' } }), 401);
  });

  it('the service role key bypasses RLS, as on Supabase', async () => {
    const result = await call({ path: '/rest/v1/profiles?select=id', bearer: SERVICE_ROLE_KEY });
    expect(result.status).toBe(200);
    expect((result.json as unknown as unknown[]).length).toBeGreaterThanOrEqual(2);
  });
});

describe('GoTrue subset', () => {
  const auth = (path: string, init: Omit<Call, 'path'> = {}) => call({ path: `/auth/v1${path}`, ...init });

  it.each([
    ['invalid JSON', '/signup', '{"email":'],
    ['a JSON array', '/signup', '[]'],
    ['a non-string e-mail', '/signup', '{"email": 5, "password": "secret-123"}'],
    ['a malformed e-mail', '/signup', '{"email": "pas-une-adresse", "password": "secret-123"}'],
    ['an unknown grant', '/token?grant_type=magie', '{}'],
    ['a password grant without password', '/token?grant_type=password', '{"email": "a@b.cc"}'],
  ])('POST with %s is a 400', async (_name, path, body) => {
    expectRefusal(await auth(path, { method: 'POST', body, bearer: null }), 400);
  });

  it('user endpoints need a valid, live session', async () => {
    expectRefusal(await auth('/user', { bearer: null }), 401);
    expectRefusal(await auth('/user', { bearer: 'pas.un.jeton' }), 403);
    expectRefusal(await auth('/user', { bearer: await token({ role: 'authenticated', sub: player.id }, JWT_SECRET, -60) }), 403);
    const me = await auth('/user');
    expect(me.status).toBe(200);
    expect(me.json?.email).toBe(player.email);
  });

  it('refresh tokens rotate: the new one works, an unknown one is refused, logout ends the session', async () => {
    const { data } = await player.client.auth.getSession();
    const first = data.session!.refresh_token;
    const rotated = await auth('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: first }), bearer: null });
    expect(rotated.status).toBe(200);
    const second = rotated.json!.refresh_token as string;
    expect(second).not.toBe(first);
    // Within the 10 s reuse interval, the parent still yields the current child (tabs racing).
    const racing = await auth('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: first }), bearer: null });
    expect(racing.json?.refresh_token).toBe(second);
    expectRefusal(await auth('/token?grant_type=refresh_token', { method: 'POST', body: '{"refresh_token": "inconnu"}', bearer: null }), 400);

    const accessToken = rotated.json!.access_token as string;
    const out = await auth('/logout?scope=local', { method: 'POST', bearer: accessToken });
    expect(out.status).toBe(204);
    expectRefusal(await auth('/user', { bearer: accessToken }), 403);
    expectRefusal(await auth('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: second }), bearer: null }), 400);
  });

  it('refuses requests without an API key and unknown endpoints', async () => {
    expectRefusal(await auth('/settings', { headers: { apikey: '' }, bearer: null }), 401);
    expectRefusal(await auth('/admin/users', { bearer: null }), 404);
  });
});

describe('connections', () => {
  it("tells clients an idle connection is kept 65 s (Keep-Alive: timeout=65), not Node's 5 s", async () => {
    // Node closes an idle socket about 6 s after its last answer: a client reusing it then (an e2e test's
    // request after some seconds of clicking) got ECONNRESET. Clients read this header to stop reusing in time.
    const response = await fetch(`${env.url}/auth/v1/settings`, { headers: { apikey: ANON_KEY } });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });
});

if (process.env.LOCAL_STACK_TEST_DB === 'postgres') {
  describe('a new PostgreSQL cluster', () => {
    it('takes two stacks bootstrapping at once: the API roles, which belong to the cluster, are created once', async () => {
      // Both found 'anon' missing and created it; the second failed on pg_authid's unique index once the
      // first committed (CI's test:pg on its new cluster, two integration files starting together).
      const cluster = await startNewCluster();
      try {
        const admin = new pg.Client({ connectionString: cluster.url('postgres') });
        await admin.connect();
        await admin.query('create database first_stack');
        await admin.query('create database second_stack');
        await admin.end();
        const databases = await Promise.all([openStackDatabase(cluster.url('first_stack'), () => {}), openStackDatabase(cluster.url('second_stack'), () => {})]);
        for (const db of databases) {
          const roles = await db.transaction((q) => q.query<{ rolname: string }>("select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname"));
          expect(roles.map((row) => row.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
          const bootstrap = await db.transaction((q) => q.query("select name from _local_stack.applied where name = 'bootstrap'"));
          expect(bootstrap).toHaveLength(1);
          await db.close();
        }
      } finally {
        await cluster.stop();
      }
    });
  });
}

describe('input the stack refuses before any work: a 400 or 415, never a logged stack trace (issue 13)', () => {
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it.each([
    ['an insert body', 'POST', '/rest/v1/bets', deep(5000)],
    ['an update body', 'PATCH', `/rest/v1/bets?id=eq.00000000-0000-4000-8000-000000000000`, deepObject(5000)],
    ['a function call body', 'POST', '/rest/v1/rpc/is_scheduled_draw', deepObject(5000)],
    ['a sign-up body', 'POST', '/auth/v1/signup', `{"email":"a@b.cc","password":"secret-123","data":${deepObject(5000)}}`],
    ['a sign-in body', 'POST', '/auth/v1/token?grant_type=password', deep(5000)],
    ['a user update body', 'PUT', '/auth/v1/user', `{"data":${deepObject(5000)}}`],
  ])('JSON nested 5 000 levels in %s is a 400', async (_name, method, path, body) => {
    const { data } = await player.client.auth.signInWithPassword({ email: player.email, password: player.password });
    const result = await call({ path, method, body, bearer: data.session!.access_token });
    expect(result.status, result.text).toBe(400);
    expect(result.json).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.stringContaining('nested') }));
  });

  it.each([
    ['a filter value', 'GET', `/rest/v1/bets?combinations=eq.${deep(7000)}`, undefined],
    ['a function argument in the query string', 'GET', `/rest/v1/rpc/is_scheduled_draw?country=${deep(7000)}&draw_day=lundi&draw_time=9h`, undefined],
    ['a function argument given as a string', 'POST', '/rest/v1/rpc/is_scheduled_draw', JSON.stringify({ country: deep(20_000), draw_day: 'lundi', draw_time: '9h' })],
  ])('JSON text nested thousands of levels in %s never reaches the database', async (_name, method, path, body) => {
    expectRefusal(await call({ path, method, body }), 400);
    // PGlite would not survive it: the database still answers.
    expect((await call({ path: '/rest/v1/bets?select=id' })).status).toBe(200);
  });

  it.each([
    ['a lone %', '/rest/v1/bets%'],
    ['a bad escape', '/rest/v1/b%zzets'],
    ['a truncated escape in a function name', '/rest/v1/rpc/is_%E9'],
  ])('%s in the path is a 400', async (_name, path) => {
    const result = await call({ path });
    expectRefusal(result, 400);
    expect(result.json?.message).toBe('Invalid percent-encoding in the request path');
  });

  it.each([
    ['text/plain', 'POST', '/rest/v1/bets', 'text/plain'],
    ['a form', 'POST', '/rest/v1/bets', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'PATCH', '/rest/v1/profiles?id=eq.x', 'multipart/form-data; boundary=x'],
    ['text/plain to a function', 'POST', '/rest/v1/rpc/is_scheduled_draw', 'text/plain;charset=UTF-8'],
    ['text/plain to sign-in', 'POST', '/auth/v1/token?grant_type=password', 'text/plain'],
    ['a form to sign-up', 'POST', '/auth/v1/signup', 'application/x-www-form-urlencoded'],
  ])('%s is a 415', async (_name, method, path, type) => {
    const result = await call({ path, method, body: '{"email":"a@b.cc","password":"secret-123"}', headers: { 'content-type': type } });
    expectRefusal(result, 415);
  });

  it('a body without any Content-Type is a 415; JSON with a charset or a vendor type is fine', async () => {
    const untyped = await fetch(`${env.url}/rest/v1/rpc/is_scheduled_draw`, {
      method: 'POST',
      headers: { apikey: ANON_KEY },
      body: new Blob(['{"country":"GH","draw_day":"samedi","draw_time":"19h"}']),
    });
    expect(untyped.status).toBe(415);
    const args = JSON.stringify({ country: 'GH', draw_day: 'samedi', draw_time: '19h' });
    for (const type of ['application/json; charset=utf-8', 'application/vnd.pgrst.object+json']) {
      const typed = await call({ path: '/rest/v1/rpc/is_scheduled_draw', method: 'POST', body: args, headers: { 'content-type': type } });
      expect(typed.status, type).toBe(200);
    }
  });

  it('none of it was logged as an unexpected error of the stack', () => {
    expect(logs.filter((line) => line.includes('unexpected'))).toEqual([]);
  });
});
