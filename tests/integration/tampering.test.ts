import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCountry } from '../../src/game/countries';
import { priceBet } from '../../src/game/payouts';
import { drawInstant } from '../../src/game/schedule';
import type { TablesInsert } from '../../src/api/database.types';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';
import { betRowOf } from '../../src/api/bets';
import { validItem } from './support/bets';

let env: TestStack;
let player: Player;

beforeAll(async () => {
  env = await startTestStack();
  player = await newPlayer(env.url);
});
afterAll(() => env?.close());

async function insert(row: Record<string, unknown>) {
  return player.client.from('bets').insert(row as TablesInsert<'bets'>).select('id').single();
}

function trio(combinations: unknown) {
  const item = validItem({ betType: 'trio', gameMode: 'normal', betOption: 'direct' });
  const price = priceBet('trio', 'normal', 'direct', item.baseStake, Array.isArray(combinations) ? combinations.length : 1);
  return { ...betRowOf(item), combinations, ...{ total_stake: price.totalStake, potential_win: price.potentialWin, potential_mac_win: null } };
}

describe('the database refuses a tampered bet', () => {
  it('accepts the honest bet the tampered ones start from', async () => {
    const { error } = await insert(betRowOf(validItem()));
    expect(error).toBeNull();
    const honestTrio = await insert(trio([[1, 2, 3], [4, 5, 6]]));
    expect(honestTrio.error).toBeNull();
  });

  it.each([
    ['a total stake that is not stake × combinations', { total_stake: 100 }],
    ['a stake under 100 CFA', { base_stake: 50, total_stake: 100, potential_win: 800, potential_mac_win: 400 }],
    ['a stake over 500 000 CFA', { base_stake: 600000, total_stake: 1200000, potential_win: 9600000, potential_mac_win: 4800000 }],
    ['a forged multiplier', { potential_win: 1000 * 60 }],
    ['a forged MAC multiplier', { potential_mac_win: 1000 * 8 }],
    ['a MAC win in normal mode', { game_mode: 'normal', potential_win: 13000, potential_mac_win: 4000 }],
    ['an option the type does not offer in that mode', { bet_option: 'turbo2' }],
    ['an unknown bet type', { bet_type: 'loto' }],
    ['an unknown mode', { game_mode: 'triple' }],
    ['an unknown country', { country: 'FR' }],
    ['a weekday not in lowercase French', { draw_day: 'Lundi' }],
    ['an hour outside the country schedule', { draw_time: '9h' }],
    ['a draw in the past', { draw_at: new Date(Date.now() - 86_400_000).toISOString() }],
    ['a draw instant that is not its day and hour', { draw_at: new Date(Date.now() + 3 * 3_600_000).toISOString() }],
  ])('refuses %s', async (_name, forged) => {
    const { error } = await insert({ ...betRowOf(validItem()), ...forged });
    expect(error).not.toBeNull();
    expect(error?.code).toMatch(/^(23514|23503)$/);
  });

  it.each([
    ['ball 91', [[1, 2, 91]]],
    ['ball 0', [[0, 2, 3]]],
    ['a fractional ball', [[1.5, 2, 3]]],
    ['a ball written as a string', [['1', 2, 3]]],
    ['an unsorted combination', [[3, 2, 1]]],
    ['a repeated ball', [[2, 2, 3]]],
    ['a combination of the wrong size', [[1, 2]]],
    ['the same combination twice', [[1, 2, 3], [1, 2, 3]]],
    ['no combination', []],
    ['combinations that are not a list', { a: 1 }],
  ])('refuses %s', async (_name, combinations) => {
    const { error } = await insert(trio(combinations));
    expect(error?.code).toBe('23514');
  });

  it('refuses a Sunday draw in Togo, which has none', async () => {
    const togo = findCountry('TG')!;
    const drawAt = drawInstant(togo, 'dimanche', '9h', new Date()).toISOString();
    const { error } = await insert({ ...betRowOf(validItem()), country: 'TG', draw_day: 'dimanche', draw_time: '9h', draw_at: drawAt });
    expect(error?.code).toBe('23514');
  });

  it.each([
    ['status', { status: 'won' }],
    ['user_id', { user_id: '00000000-0000-4000-8000-000000000000' }],
    ['created_at', { created_at: '2000-01-01T00:00:00Z' }],
  ])('refuses a client-chosen %s', async (_column, forged) => {
    const { error, status } = await player.client.from('bets').insert({ ...betRowOf(validItem()), ...forged } as TablesInsert<'bets'>);
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  // The id is the client's since issue 38 (the builder's item id keeps one bet from the basket to the ticket):
  // a UUID of its choosing is stored, one already taken is refused, and the rest stays the database's.
  it("stores a client-chosen id as the bet's own, and refuses one already taken", async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const first = await player.client.from('bets').insert({ ...betRowOf(validItem()), id }).select('id, status, user_id').single();
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ id, status: 'pending', user_id: player.id });
    const again = await player.client.from('bets').insert({ ...betRowOf(validItem()), id });
    expect(again.error?.code).toBe('23505');
    await player.client.from('bets').delete().eq('id', id);
  });
});
