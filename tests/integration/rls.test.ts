import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Player, type TestStack, anonClient, newPlayer, serviceClient, startTestStack } from './support/test-stack';
import { betRowOf } from '../../src/api/bets';
import { validItem } from './support/bets';
import { expectLedgerBalanced } from './support/ledger';
import { fund } from './support/money';

let env: TestStack;
let anon: Client;
let service: Client;
let owner: Player;
let other: Player;

beforeAll(async () => {
  env = await startTestStack();
  anon = anonClient(env.url);
  service = serviceClient(env.url);
  owner = await newPlayer(env.url, 'proprio');
  other = await newPlayer(env.url, 'voisin');
});
afterAll(() => env?.close());

async function ownerBet(): Promise<string> {
  const { data, error } = await owner.client.from('bets').insert(betRowOf(validItem())).select('id').single();
  if (error) throw error;
  return data.id;
}

async function betExists(id: string): Promise<boolean> {
  const { data } = await service.from('bets').select('id').eq('id', id);
  return (data ?? []).length === 1;
}

describe('profiles', () => {
  it('select: the owner reads their profile, another player and an anonymous visitor do not', async () => {
    const mine = await owner.client.from('profiles').select('id, username, balance').eq('id', owner.id);
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ id: owner.id, username: 'proprio', balance: 0 }]);

    const theirs = await other.client.from('profiles').select('*').eq('id', owner.id);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
    const all = await other.client.from('profiles').select('id');
    expect(all.data).toEqual([{ id: other.id }]);

    const visitor = await anon.from('profiles').select('*');
    expect(visitor.status).toBe(401);
    expect(visitor.error?.code).toBe('42501');
  });

  it('insert: nobody creates a profile from the client (the auth trigger does)', async () => {
    const row = { id: owner.id, username: 'double' };
    expect((await anon.from('profiles').insert(row)).status).toBe(401);
    const byOther = await other.client.from('profiles').insert(row);
    expect(byOther.status).toBe(403);
    const byOwner = await owner.client.from('profiles').insert({ id: owner.id, username: 'double' });
    expect(byOwner.status).toBe(403);
    expect(byOwner.error?.code).toBe('42501');
  });

  it('update: nobody writes the e-mail copy directly, not even the owner; anonymous is refused', async () => {
    for (const client of [owner.client, other.client]) {
      const direct = await client.from('profiles').update({ email: 'pirate@lotoafrik.test' }).eq('id', owner.id).select('email');
      expect(direct.status).toBe(403);
      expect(direct.error?.code).toBe('42501');
    }
    expect((await anon.from('profiles').update({ email: 'x@y.zz' }).eq('id', owner.id)).status).toBe(401);
    const { data } = await service.from('profiles').select('email').eq('id', owner.id).single();
    expect(data?.email).toBe(owner.email);
  });

  it("update: the e-mail copy follows the account's e-mail change (SPEC §7), with updated_at", async () => {
    const before = (await service.from('profiles').select('email, updated_at').eq('id', owner.id).single()).data!;
    const next = `proprio.nouveau.${Date.now()}@lotoafrik.test`;
    const changed = await owner.client.auth.updateUser({ email: next });
    expect(changed.error).toBeNull();
    const after = (await owner.client.from('profiles').select('email, updated_at').eq('id', owner.id).single()).data!;
    expect(after.email).toBe(next);
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    await owner.client.auth.updateUser({ email: owner.email });
  });

  it('update: nobody raises a balance from the client', async () => {
    const raise = await owner.client.from('profiles').update({ balance: 1_000_000 }).eq('id', owner.id);
    expect(raise.status).toBe(403);
    expect(raise.error?.code).toBe('42501');
    const sneaky = await owner.client.from('profiles').update({ email: 'a@b.cc', balance: 5 }).eq('id', owner.id);
    expect(sneaky.status).toBe(403);
    const { data } = await service.from('profiles').select('balance').eq('id', owner.id).single();
    expect(data?.balance).toBe(0);
  });

  it('delete: nobody deletes a profile from the client', async () => {
    expect((await anon.from('profiles').delete().eq('id', owner.id)).status).toBe(401);
    expect((await other.client.from('profiles').delete().eq('id', owner.id)).status).toBe(403);
    expect((await owner.client.from('profiles').delete().eq('id', owner.id)).status).toBe(403);
    const { data } = await service.from('profiles').select('id').eq('id', owner.id);
    expect(data).toHaveLength(1);
  });
});

describe('bets', () => {
  it('select: the owner lists their bets; another player sees none of them; anonymous is refused', async () => {
    const id = await ownerBet();
    const mine = await owner.client.from('bets').select('id, user_id, status').eq('id', id);
    expect(mine.data).toEqual([{ id, user_id: owner.id, status: 'pending' }]);
    const theirs = await other.client.from('bets').select('id').eq('id', id);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
    const visitor = await anon.from('bets').select('id');
    expect(visitor.status).toBe(401);
  });

  it('insert: the owner creates a pending bet for themself; nobody creates one for someone else; anonymous is refused', async () => {
    const created = await owner.client.from('bets').insert(betRowOf(validItem())).select('user_id, status, created_at').single();
    expect(created.error).toBeNull();
    expect(created.status).toBe(201);
    expect(created.data?.user_id).toBe(owner.id);
    expect(created.data?.status).toBe('pending');

    const forOwner = await other.client.from('bets').insert({ ...betRowOf(validItem()), user_id: owner.id });
    expect(forOwner.status).toBe(403);
    expect((await anon.from('bets').insert(betRowOf(validItem()))).status).toBe(401);
  });

  it('update: a placed bet is never changed from the client, not even by its owner', async () => {
    const id = await ownerBet();
    expect((await owner.client.from('bets').update({ base_stake: 100000 }).eq('id', id)).status).toBe(403);
    expect((await other.client.from('bets').update({ base_stake: 100000 }).eq('id', id)).status).toBe(403);
    expect((await anon.from('bets').update({ base_stake: 100000 }).eq('id', id)).status).toBe(401);
    const { data } = await service.from('bets').select('base_stake').eq('id', id).single();
    expect(data?.base_stake).toBe(500);
  });

  it('delete: the owner deletes their pending bet; another player and anonymous delete nothing', async () => {
    const id = await ownerBet();
    const byOther = await other.client.from('bets').delete().eq('id', id).select('id');
    expect(byOther.error).toBeNull();
    expect(byOther.data).toEqual([]);
    expect((await anon.from('bets').delete().eq('id', id)).status).toBe(401);
    expect(await betExists(id)).toBe(true);

    const byOwner = await owner.client.from('bets').delete().eq('id', id).select('id');
    expect(byOwner.data).toEqual([{ id }]);
    expect(await betExists(id)).toBe(false);
  });

  it('delete: a bet that is no longer pending stays, even for its owner', async () => {
    await fund(env, owner, 1000);
    const placed = await owner.client.rpc('place_bets', { items: [betRowOf(validItem())], idempotency_key: randomUUID() });
    expect(placed.error).toBeNull();
    const { data } = await service.from('bets').select('id').eq('ticket_id', (placed.data as { ticket_id: string }).ticket_id).single();
    const byOwner = await owner.client.from('bets').delete().eq('id', data!.id).select('id');
    expect(byOwner.data).toEqual([]);
    expect(await betExists(data!.id)).toBe(true);
    await expectLedgerBalanced(env);
  });
});

describe('bet_multipliers', () => {
  it('everyone reads the multipliers; nobody writes them from the client', async () => {
    const read = await anon.from('bet_multipliers').select('multiplier').eq('bet_type', 'trio').eq('game_mode', 'normal');
    expect(read.data).toEqual([{ multiplier: 3000 }]);
    const write = await owner.client.from('bet_multipliers').update({ multiplier: 999999 }).eq('bet_type', 'trio');
    expect(write.status).toBe(403);
  });
});
