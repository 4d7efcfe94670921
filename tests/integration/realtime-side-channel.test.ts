/**
 * Issue 13, finding 1: a socket holding only the anon key subscribed to DELETE on bets with filters
 * (`combinations=eq.…`, `user_id=eq.<B>`, `base_stake=gte.1000`) learned the owner, numbers and stake
 * of every deleted bet, because filters ran on the full old row. A change now reaches a subscriber
 * only if RLS lets that subscriber read the row (for a delete, the old row), and a delete carries the
 * primary key only (DESIGN §11).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { priceBet } from '../../src/game/payouts';
import { betRowOf } from '../../src/api/bets';
import { SERVICE_ROLE_KEY } from '../../supabase/local';
import { validItem } from './support/bets';
import { type RawSocket, betsChanges, openRawSocket } from './support/phoenix';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';

let env: TestStack;
let victim: Player;
let neighbour: Player;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  env = await startTestStack();
  victim = await newPlayer(env.url, 'victime');
  neighbour = await newPlayer(env.url, 'voisine');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await env?.close();
});

async function socket(apikey?: string): Promise<RawSocket> {
  const opened = await openRawSocket(env.url, apikey);
  sockets.push(opened);
  return opened;
}

/** The victim's secret bet: one number, 11, at 1 000 CFA. */
function secretBet() {
  return betRowOf(validItem({ combinations: [[11]], baseStake: 1000, ...priceBet('solo', 'double_chance', 'direct', 1000, 1) }));
}

describe('realtime: nobody learns about rows they may not read', () => {
  it('an anon socket filtering deletes by numbers, owner or stake learns nothing; the owner gets the key only', async () => {
    const watcher = await socket();
    const probes = [`combinations=eq.[[11]]`, `user_id=eq.${victim.id}`, 'base_stake=gte.1000', 'status=eq.pending'];
    for (const [i, filter] of probes.entries()) {
      expect((await watcher.join(`realtime:probe-${i}`, betsChanges('DELETE', filter))).status).toBe('ok');
    }
    expect((await watcher.join('realtime:probe-all', betsChanges('*'))).status).toBe('ok');
    // Another signed-in player, listening to every change of the table with their own token.
    const other = await socket();
    expect((await other.join('realtime:other', { ...betsChanges('*'), access_token: neighbour.accessToken })).status).toBe('ok');
    const owner = await socket();
    expect((await owner.join('realtime:owner', { ...betsChanges('DELETE'), access_token: victim.accessToken })).status).toBe('ok');
    const service = await socket(SERVICE_ROLE_KEY);
    expect((await service.join('realtime:service', betsChanges('DELETE', `user_id=eq.${victim.id}`))).status).toBe('ok');

    const { data, error } = await victim.client.from('bets').insert(secretBet()).select('id').single();
    expect(error).toBeNull();
    expect((await victim.client.from('bets').delete().eq('id', data!.id)).error).toBeNull();

    await vi.waitFor(() => expect(owner.changes()).toHaveLength(1));
    await vi.waitFor(() => expect(service.changes()).toHaveLength(1));
    const delivered = owner.changes()[0]![4] as { data: { type: string; old_record: Record<string, unknown>; record?: unknown } };
    expect(delivered.data.type).toBe('DELETE');
    expect(delivered.data.old_record).toEqual({ id: data!.id });
    expect(delivered.data.record).toBeUndefined();
    // Every channel gets a change in the same pass: once the owner has it, the others had their chance.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(watcher.changes()).toEqual([]);
    expect(other.changes()).toEqual([]);
  });

  it('inserts are filtered on readable rows only: anon filters on the owner or the stake see nothing', async () => {
    const watcher = await socket();
    expect((await watcher.join('realtime:inserts', betsChanges('INSERT', `user_id=eq.${victim.id}`))).status).toBe('ok');
    expect((await watcher.join('realtime:stakes', betsChanges('*', 'base_stake=gte.1000'))).status).toBe('ok');
    const owner = await socket();
    expect((await owner.join('realtime:mine', { ...betsChanges('*', `user_id=eq.${victim.id}`), access_token: victim.accessToken })).status).toBe('ok');

    const { data } = await victim.client.from('bets').insert(secretBet()).select('id').single();
    await vi.waitFor(() => expect(owner.changes()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(watcher.changes()).toEqual([]);
    expect(owner.changes()[0]![4]).toMatchObject({ data: { type: 'INSERT', record: { id: data!.id, user_id: victim.id, base_stake: 1000 } } });
  });
});
