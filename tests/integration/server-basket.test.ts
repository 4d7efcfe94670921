import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as BetsApi from '../../src/api/bets';
import type { BasketItem } from '../../src/game/basket-item';
import { validItem } from './support/bets';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, expectMoneyError, fund } from './support/money';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';

let env: TestStack;
let bets: typeof BetsApi;
let awa: Player;
let kofi: Player;

beforeAll(async () => {
  env = await startTestStack();
  vi.stubEnv('VITE_SUPABASE_URL', env.url);
  vi.resetModules();
  bets = await import('../../src/api/bets');
  awa = await newPlayer(env.url, 'awa');
  kofi = await newPlayer(env.url, 'kofi');
  await fund(env, awa, 10_000);
  await fund(env, kofi, 10_000);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await env?.close();
});

/** A basket item as the builder makes it: its id a new UUID. */
const newItem = (): BasketItem => validItem({ id: randomUUID() });

async function store(player: Player, item: BasketItem) {
  return player.client.from('bets').insert(bets.betRowOf(item));
}

async function pendingIds(player: Player): Promise<string[]> {
  const { data, error } = await player.client.from('bets').select('id').eq('status', 'pending').order('created_at');
  expect(error).toBeNull();
  return data!.map((row) => row.id);
}

async function place(player: Player, items: BasketItem[], key = randomUUID()) {
  return player.client.rpc('place_bets', { items: items.map(bets.betRowOf), idempotency_key: key });
}

describe('the server basket (issue 38): one id from the builder to the ticket', () => {
  it("a pending bet is stored under the item's own id, once however often it is sent", async () => {
    const item = newItem();
    expect((await store(awa, item)).error).toBeNull();
    const again = await store(awa, item);
    expect(again.error?.code).toBe('23505');
    expect(await pendingIds(awa)).toEqual([item.id]);
    await awa.client.from('bets').delete().eq('id', item.id);
  });

  it("placing the basket turns its pending bets into the ticket's, under the same ids; the others stay in the basket", async () => {
    const [first, second] = [newItem(), newItem()];
    await store(awa, first);
    await store(awa, second);
    const key = randomUUID();
    const { data, error } = await place(awa, [first], key);
    expect(error).toBeNull();
    const ticket = data as { ticket_id: string; balance: number };
    expect(ticket.balance).toBe(10_000 - first.totalStake);
    expect(await pendingIds(awa)).toEqual([second.id]);
    const { data: placed } = await awa.client.from('bets').select('id, status, ticket_id').eq('id', first.id).single();
    expect(placed).toEqual({ id: first.id, status: 'validated', ticket_id: ticket.ticket_id });

    // the answer was lost: the same key answers the same ticket, and nothing more leaves the basket
    const replay = await place(awa, [first], key);
    expect(replay.error).toBeNull();
    expect((replay.data as { ticket_id: string }).ticket_id).toBe(ticket.ticket_id);
    expect(await pendingIds(awa)).toEqual([second.id]);
    expect(await balancesOf(env, awa.id)).toEqual({ balance: 10_000 - first.totalStake, winnings: 0 });
  });

  it('a placed bet cannot come back into the basket under its id', async () => {
    const item = newItem();
    await store(awa, item);
    expect((await place(awa, [item])).error).toBeNull();
    expect((await store(awa, item)).error?.code).toBe('23505');
    expect(await pendingIds(awa)).not.toContain(item.id);
  });

  it('a refused sale leaves the basket as it was', async () => {
    const poor = await newPlayer(env.url, 'awa-sans-solde');
    const item = newItem();
    await store(poor, item);
    const { error } = await place(poor, [item]);
    expectMoneyError(error, 'insufficient_funds');
    expect(await pendingIds(poor)).toEqual([item.id]);
  });

  it("another player's pending bet cannot be placed, stored over nor deleted", async () => {
    const hers = newItem();
    await store(awa, hers);
    const before = await balancesOf(env, kofi.id);

    const { error } = await place(kofi, [hers]);
    expectMoneyError(error, 'invalid_bet');
    expect((await store(kofi, hers)).error?.code).toBe('23505');
    const deleted = await kofi.client.from('bets').delete().eq('id', hers.id).select('id');
    expect(deleted.data).toEqual([]);

    expect(await pendingIds(awa)).toContain(hers.id);
    expect(await balancesOf(env, kofi.id)).toEqual(before);
    await expectLedgerBalanced(env);
  });
});
