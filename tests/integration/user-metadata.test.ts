/**
 * Issue 13, finding 5: `PUT /auth/v1/user` with 2 000-deep `data` was accepted, after which password
 * sign-in and refresh failed for good (a stack overflow while signing the token), and 30 KB of flat
 * metadata made every REST call fail. Metadata deeper than 32 or larger than 16 KB is now a 400, and
 * whatever is stored (by SQL, by an older stack) can no longer make sign-in, refresh or REST fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, MAX_METADATA_BYTES, MAX_METADATA_DEPTH } from '../../supabase/local';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';

let env: TestStack;

beforeAll(async () => {
  env = await startTestStack();
});
afterAll(() => env?.close());

/** `{ "n": { "n": … 1 } }`, `depth` objects deep. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { n: 1 };
  for (let i = 1; i < depth; i++) value = { n: value };
  return value;
}

const flat = (bytes: number) => ({ blob: 'x'.repeat(bytes) });

async function updateUser(player: Player, data: unknown) {
  const response = await fetch(`${env.url}/auth/v1/user`, {
    method: 'PUT',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${player.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function signUp(data: unknown) {
  const response = await fetch(`${env.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `meta.${Date.now()}.${Math.random()}@lotoafrik.test`, password: 'secret-123', data }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The player can still sign in, refresh, call REST with the new token and read their user. */
async function expectUsable(player: Player) {
  const signedIn = await player.client.auth.signInWithPassword({ email: player.email, password: player.password });
  expect(signedIn.error).toBeNull();
  const refreshed = await player.client.auth.refreshSession();
  expect(refreshed.error).toBeNull();
  const profile = await player.client.from('profiles').select('id').eq('id', player.id);
  expect(profile.error).toBeNull();
  expect(profile.data).toEqual([{ id: player.id }]);
  const user = await player.client.auth.getUser();
  expect(user.error).toBeNull();
  return user.data.user!;
}

describe('user metadata limits', () => {
  it(`accepts ${MAX_METADATA_DEPTH} levels and refuses ${MAX_METADATA_DEPTH + 1} or 2 000, at sign-up and in an update`, async () => {
    const player = await newPlayer(env.url, 'profonde');
    expect((await updateUser(player, nested(MAX_METADATA_DEPTH))).status).toBe(200);
    for (const depth of [MAX_METADATA_DEPTH + 1, 2000]) {
      const refused = await updateUser(player, nested(depth));
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ error_code: expect.any(String), msg: expect.any(String) });
      expect((await signUp(nested(depth))).status).toBe(400);
    }
    await expectUsable(player);
  });

  it(`refuses more than ${MAX_METADATA_BYTES / 1024} KB, alone or merged with what is stored`, async () => {
    const player = await newPlayer(env.url, 'lourde');
    expect((await updateUser(player, flat(30 * 1024))).status).toBe(400);
    expect((await signUp(flat(30 * 1024))).status).toBe(400);
    expect((await updateUser(player, flat(10 * 1024))).status).toBe(200);
    expect((await updateUser(player, { other: 'y'.repeat(10 * 1024) })).status).toBe(400);
    await expectUsable(player);
  });

  it('metadata stored beyond the limits (2 000 deep, 30 KB) never breaks sign-in, refresh or REST', async () => {
    for (const stored of [nested(2000), flat(30 * 1024)]) {
      const player = await newPlayer(env.url, 'piegee');
      await env.stack.db.transaction((q) => q.query('update auth.users set raw_user_meta_data = $2::jsonb where id = $1::uuid', [player.id, JSON.stringify(stored)]));
      const user = await expectUsable(player);
      expect(user.user_metadata).toEqual({});
      // An update replaces what was out of bounds rather than merge into it.
      expect((await updateUser(player, { username: 'réparée' })).json.user_metadata).toEqual({ username: 'réparée' });
    }
  });
});
