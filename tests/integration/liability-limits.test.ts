import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '../../src/api/auth';
import { MoneyError, toApiError } from '../../src/api/errors';
import type * as LiabilityApi from '../../src/api/liability';
import { formatAmount } from '../../src/game/format';
import type { SettledBet } from '../../src/game/settlement';
import { type DrawRow, type Operator, itemOn, ownerSql, signInOperator } from './support/draws';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, expectMoneyError, fund } from './support/money';
import { type Client, type Player, type TestStack, anonClient, newPlayer, serviceClient, startTestStack } from './support/test-stack';

/**
 * Issue 40: liability limits. Per draw, the house's worst case on each line (base stake × the line's highest
 * multiplier) grows with each sale; place_bets refuses, in the sale's transaction, a ticket that would take a line
 * past its limit (country default < draw < line); only operators set limits, each change audited; the lines no bet
 * fits any more are listed live for the builder. On PGlite and on PostgreSQL (`npm run test:pg`).
 */

let env: TestStack;
let anon: Client;
let service: Client;
let op1: Operator;
let op2: Operator;
let player: Player;
let other: Player;

const DEFAULT_LIMIT = 25_000_000_000;

beforeAll(async () => {
  // 200 sales at once below: every one must reach the database (the stack's default queue answers 503 past 100).
  env = await startTestStack(undefined, { databaseLimits: { maxQueue: 2000 } });
  anon = anonClient(env.url);
  service = serviceClient(env.url);
  [op1, op2] = await Promise.all([signInOperator(env.url, 0), signInOperator(env.url, 1)]);
  [player, other] = await Promise.all([newPlayer(env.url, 'kossi'), newPlayer(env.url, 'afi')]);
  await Promise.all([fund(env, player, 2_000_000), fund(env, other, 2_000_000)]);
});
afterAll(() => env?.close());

const used = new Set<string>();

/** An open draw of that country (at that hour if given), on sale for at least an hour, that no other test here uses. */
async function openDraw(country: string, time?: string): Promise<DrawRow> {
  const rows = await ownerSql<DrawRow>(
    env,
    `select id, country, draw_day, draw_time, to_json(draw_at) #>> '{}' as draw_at, status
     from public.draws
     where status = 'open' and draw_at > now() + interval '1 hour' and country = $1 and ($2::text is null or draw_time = $2)
     order by draw_at`,
    [country, time ?? null],
  );
  const draw = rows.find((row) => !used.has(row.id));
  if (!draw) throw new Error(`no open draw left in ${country}`);
  used.add(draw.id);
  return draw;
}

const bet = (betType: SettledBet['betType'], combinations: number[][], baseStake = 100, betOption = 'direct', gameMode: SettledBet['gameMode'] = 'normal'): SettledBet =>
  ({ betType, betOption, gameMode, baseStake, combinations }) as SettledBet;

async function place(who: Player, draw: DrawRow, bets: SettledBet[]) {
  return who.client.rpc('place_bets', { items: bets.map((b) => itemOn(draw, b)), idempotency_key: randomUUID() });
}

async function setLimit(operator: Operator, args: { p_country?: string; p_draw_id?: string; p_line?: string; p_max_payout?: number }) {
  const { data, error } = await operator.client.rpc('set_liability_limit', args);
  if (error) throw new Error(`set_liability_limit: ${error.message} ${error.details}`);
  return data as Record<string, unknown>;
}

async function exposureOf(drawId: string): Promise<Record<string, number>> {
  const rows = await ownerSql<{ line_key: string; worst_payout: string }>(env, 'select line_key, worst_payout::text from public.liability_exposure where draw_id = $1', [drawId]);
  return Object.fromEntries(rows.map((row) => [row.line_key, Number(row.worst_payout)]));
}

async function unavailableOf(drawId: string): Promise<string[]> {
  const rows = await ownerSql<{ line_key: string }>(env, 'select line_key from public.draw_unavailable_lines where draw_id = $1', [drawId]);
  return rows.map((row) => row.line_key).sort();
}

async function ticketsOn(drawId: string): Promise<number> {
  const [row] = await ownerSql<{ n: number }>(env, 'select count(distinct ticket_id)::int as n from public.bets where draw_id = $1', [drawId]);
  return row!.n;
}

/** The worst case of every bet sold on the draw, recomputed from the bets: what the exposure must equal, line by line. */
async function worstFromBets(drawId: string): Promise<Record<string, number>> {
  const rows = await ownerSql<{ line_key: string; worst: string }>(
    env,
    `select public.liability_line_key(c.combination) as line_key,
            sum(b.base_stake * greatest(m.multiplier, coalesce(m.mac_multiplier, 0)))::text as worst
     from public.bets b
     join public.bet_multipliers m on (m.bet_type, m.game_mode, m.bet_option) = (b.bet_type, b.game_mode, b.bet_option)
     cross join lateral jsonb_array_elements(b.combinations) as c(combination)
     where b.draw_id = $1
     group by 1`,
    [drawId],
  );
  return Object.fromEntries(rows.map((row) => [row.line_key, Number(row.worst)]));
}

describe('the worst case per line, and the refusal', () => {
  it('the seeded defaults: 25 000 000 000 CFA per line and draw in every country, read by players and visitors (the rules page)', async () => {
    for (const client of [player.client, anon]) {
      const { data, error } = await client.from('liability_country_limits').select('country, max_payout').order('country');
      expect(error).toBeNull();
      expect(data).toEqual(['BJ', 'CI', 'GH', 'TG'].map((country) => ({ country, max_payout: DEFAULT_LIMIT })));
    }
  });

  it('under the default, one bet at the maximum stake on a fresh line is sold (a jackpot: 50 000 × 500 000); the next one on that line is refused', async () => {
    const draw = await openDraw('CI');
    const rich = await newPlayer(env.url, 'riche');
    await fund(env, rich, 600_000);
    const first = await place(rich, draw, [bet('jackpot', [[1, 2, 3, 4, 5]], 500_000)]);
    expect(first.error).toBeNull();
    expect(await exposureOf(draw.id)).toEqual({ '1-2-3-4-5': DEFAULT_LIMIT });
    expect(await unavailableOf(draw.id)).toEqual(['1-2-3-4-5']);
    const second = await place(rich, draw, [bet('jackpot', [[1, 2, 3, 4, 5]], 100)]);
    expectMoneyError(second.error, 'liability_limit', { index: 0, line: '1-2-3-4-5', draw_id: draw.id, draw_time: draw.draw_time });
    expect(second.error!.hint).toBe(`La combinaison 1-2-3-4-5 n'est plus disponible pour le tirage de ${draw.draw_time}.`);
    expect(await balancesOf(env, rich.id)).toEqual({ balance: 100_000, winnings: 0 });
    await expectLedgerBalanced(env);
  });

  it("a country's default refuses the ticket that passes it, with liability_limit and the French message naming the number and the hour; nothing of the ticket is sold", async () => {
    const draw = await openDraw('TG', '18h');
    await setLimit(op1, { p_country: 'TG', p_max_payout: 1_000_000 });
    try {
      // solo direct: 13 × 50 000 = 650 000 on '27'
      expect((await place(player, draw, [bet('solo', [[27]], 50_000)])).error).toBeNull();
      const before = await balancesOf(env, other.id);
      const tickets = await ticketsOn(draw.id);
      const refused = await place(other, draw, [bet('solo', [[5]], 1_000), bet('solo', [[27]], 50_000)]);
      const detail = expectMoneyError(refused.error, 'liability_limit', {
        index: 1,
        line: '27',
        draw_id: draw.id,
        country: 'TG',
        draw_day: draw.draw_day,
        draw_time: '18h',
      });
      expect(Date.parse(detail.draw_at as string)).toBe(Date.parse(draw.draw_at));
      // no limit nor exposure is told to the player
      expect(Object.keys(detail).sort()).toEqual(['country', 'draw_at', 'draw_day', 'draw_id', 'draw_time', 'index', 'line']);
      expect(refused.error!.hint).toBe("Le 27 n'est plus disponible pour le tirage de 18h.");
      const error = toApiError(refused.error);
      expect(error).toBeInstanceOf(MoneyError);
      expect(error.message).toBe("Le 27 n'est plus disponible pour le tirage de 18h.");
      // all or nothing: no ticket, no bet, no debit, no exposure from the refused ticket
      expect(await ticketsOn(draw.id)).toBe(tickets);
      expect(await balancesOf(env, other.id)).toEqual(before);
      expect(await exposureOf(draw.id)).toEqual({ '27': 650_000 });
      // what still fits is sold: 650 000 + 13 × 26 900 = 999 700 ≤ 1 000 000
      expect((await place(other, draw, [bet('solo', [[27]], 26_900)])).error).toBeNull();
      expect(await exposureOf(draw.id)).toEqual({ '27': 999_700 });
    } finally {
      await setLimit(op1, { p_country: 'TG', p_max_payout: DEFAULT_LIMIT });
    }
    await expectLedgerBalanced(env);
  });

  it('the lines of each kind accumulate across players, types, options and modes; pairs and sets are named so', async () => {
    const draw = await openDraw('BJ');
    await setLimit(op2, { p_draw_id: draw.id, p_line: '12-27', p_max_payout: 300_000 });
    await setLimit(op2, { p_draw_id: draw.id, p_line: '27', p_max_payout: 20_000 });
    await setLimit(op2, { p_draw_id: draw.id, p_line: '12-27-40', p_max_payout: 0 });
    // a duo (300 × 500) and a perm whose lines include the same pair (perm's lines: 12-27, 12-40, 27-40)
    expect((await place(player, draw, [bet('duo', [[12, 27]], 500)])).error).toBeNull();
    expect((await place(other, draw, [bet('perm', [[12, 27], [12, 40], [27, 40]], 500)])).error).toBeNull();
    // solo double chance: max(8, 4) × 1 000; first position: 60 × 100 — the number's line is shared
    expect((await place(player, draw, [bet('solo', [[27]], 1_000, 'direct', 'double_chance'), bet('solo', [[27]], 100, 'first_position')])).error).toBeNull();
    expect(await exposureOf(draw.id)).toEqual({ '12-27': 300_000, '12-40': 150_000, '27-40': 150_000, '27': 14_000 });
    expect(await exposureOf(draw.id)).toEqual(await worstFromBets(draw.id));
    // '12-27' is full (0 left < 18 000, the least any bet on a pair adds); '27' has 6 000 left (≥ 800): still sold
    expect(await unavailableOf(draw.id)).toEqual(['12-27', '12-27-40']);

    const pair = await place(other, draw, [bet('addition', [[12, 27]], 100)]);
    expectMoneyError(pair.error, 'liability_limit', { index: 0, line: '12-27' });
    expect(toApiError(pair.error).message).toBe(`La paire 12-27 n'est plus disponible pour le tirage de ${draw.draw_time}.`);
    const set = await place(other, draw, [bet('solo', [[88]]), bet('trio', [[3, 4, 5], [12, 27, 40]], 100)]);
    expectMoneyError(set.error, 'liability_limit', { index: 1, line: '12-27-40' });
    expect(toApiError(set.error).message).toBe(`La combinaison 12-27-40 n'est plus disponible pour le tirage de ${draw.draw_time}.`);
    // 14 000 + 8 × 800 = 20 400 > 20 000: the number too, by the smallest bet that passes it
    const number = await place(other, draw, [bet('solo', [[27]], 800, 'direct', 'double_chance')]);
    expectMoneyError(number.error, 'liability_limit', { index: 0, line: '27' });
    expect((await place(other, draw, [bet('solo', [[27]], 750, 'direct', 'double_chance')])).error).toBeNull();
    expect(await exposureOf(draw.id)).toEqual({ '12-27': 300_000, '12-40': 150_000, '27-40': 150_000, '27': 20_000 });
    expect(await unavailableOf(draw.id)).toEqual(['12-27', '12-27-40', '27']);
    await expectLedgerBalanced(env);
  });

  it("a line's limit beats its draw's, which beats its country's; removing an override gives way to the next", async () => {
    const [draw, sibling] = [await openDraw('CI'), await openDraw('CI')];
    expect(await setLimit(op1, { p_draw_id: draw.id, p_max_payout: 1_000_000 })).toMatchObject({ scope: 'draw', max_payout: 1_000_000, previous: null, effective: 1_000_000 });
    expect(await setLimit(op1, { p_draw_id: draw.id, p_line: '7', p_max_payout: 5_000_000 })).toMatchObject({ scope: 'line', line: '7', effective: 5_000_000, unavailable: false });
    // 13 × 100 000 = 1 300 000: past the draw's limit on '8', within the line's own on '7', within the default elsewhere
    expectMoneyError((await place(player, draw, [bet('solo', [[8]], 100_000)])).error, 'liability_limit', { line: '8' });
    expect((await place(player, draw, [bet('solo', [[7]], 100_000)])).error).toBeNull();
    expect((await place(player, sibling, [bet('solo', [[8]], 100_000)])).error).toBeNull();
    // the draw's override removed: the country's default for '8'
    expect(await setLimit(op1, { p_draw_id: draw.id })).toMatchObject({ scope: 'draw', max_payout: null, previous: 1_000_000, effective: DEFAULT_LIMIT });
    expect((await place(player, draw, [bet('solo', [[8]], 100_000)])).error).toBeNull();
    // a line's limit below what is sold makes the line unavailable; removed, the line is back
    expect(await setLimit(op1, { p_draw_id: draw.id, p_line: '7', p_max_payout: 1_000_000 })).toMatchObject({ previous: 5_000_000, effective: 1_000_000, unavailable: true });
    expectMoneyError((await place(other, draw, [bet('solo', [[7]], 100)])).error, 'liability_limit', { line: '7' });
    expect(await unavailableOf(draw.id)).toEqual(['7']);
    expect(await setLimit(op1, { p_draw_id: draw.id, p_line: '7' })).toMatchObject({ max_payout: null, previous: 1_000_000, effective: DEFAULT_LIMIT, unavailable: false });
    expect(await unavailableOf(draw.id)).toEqual([]);
    expect((await place(other, draw, [bet('solo', [[7]], 100)])).error).toBeNull();
    expect(await exposureOf(draw.id)).toEqual({ '7': 1_301_300, '8': 1_300_000 });
    await expectLedgerBalanced(env);
  });

  it("a draw's limit below what is sold makes those lines unavailable, and raising it brings them back", async () => {
    const draw = await openDraw('GH');
    expect((await place(player, draw, [bet('solo', [[10]], 100_000), bet('duo', [[10, 20]], 4_000), bet('solo', [[11]], 100)])).error).toBeNull();
    expect(await unavailableOf(draw.id)).toEqual([]);
    await setLimit(op2, { p_draw_id: draw.id, p_max_payout: 1_200_000 });
    // '10': 1 300 000 > 1 200 000; '10-20': 1 200 000, 0 left; '11': 1 300, plenty left
    expect(await unavailableOf(draw.id)).toEqual(['10', '10-20']);
    // '10-20' has 18 000 left (a pair's least bet), '10' is still past it
    await setLimit(op2, { p_draw_id: draw.id, p_max_payout: 1_218_000 });
    expect(await unavailableOf(draw.id)).toEqual(['10']);
    // '10' has 800 left (a number's least bet): both on sale; 799 left: '10' is not
    await setLimit(op2, { p_draw_id: draw.id, p_max_payout: 1_300_800 });
    expect(await unavailableOf(draw.id)).toEqual([]);
    await setLimit(op2, { p_draw_id: draw.id, p_max_payout: 1_300_799 });
    expect(await unavailableOf(draw.id)).toEqual(['10']);
    await setLimit(op2, { p_country: 'GH', p_max_payout: 1_000_000 });
    expect(await unavailableOf(draw.id), 'the draw keeps its own limit').toEqual(['10']);
    await setLimit(op2, { p_draw_id: draw.id });
    expect(await unavailableOf(draw.id), 'now the country’s').toEqual(['10', '10-20']);
    await setLimit(op2, { p_country: 'GH', p_max_payout: DEFAULT_LIMIT });
    expect(await unavailableOf(draw.id)).toEqual([]);
  });
});

describe('who sets limits', () => {
  it('a player cannot set a limit (not_operator), a visitor nor the service role at all; nobody writes the tables directly', async () => {
    const draw = await openDraw('BJ');
    for (const args of [{ p_country: 'BJ', p_max_payout: 1_000_000 }, { p_draw_id: draw.id, p_max_payout: 1_000_000 }, { p_draw_id: draw.id, p_line: '27', p_max_payout: 0 }]) {
      expectMoneyError((await player.client.rpc('set_liability_limit', args)).error, 'not_operator');
      expect((await anon.rpc('set_liability_limit', args)).status).toBe(401);
      expect((await service.rpc('set_liability_limit', args)).status).toBe(403);
    }
    for (const name of ['draw_exposure', 'open_draws_exposure'] as const) {
      const args = name === 'draw_exposure' ? { p_draw_id: draw.id } : {};
      expectMoneyError((await player.client.rpc(name, args as never)).error, 'not_operator');
      expect((await anon.rpc(name, args as never)).status).toBe(401);
    }
    const writes = [
      ['liability_country_limits', { country: 'BJ', max_payout: 1 }, 'country', 'BJ'],
      ['liability_draw_limits', { draw_id: draw.id, max_payout: 1 }, 'draw_id', draw.id],
      ['liability_line_limits', { draw_id: draw.id, line_key: '27', max_payout: 1 }, 'draw_id', draw.id],
      ['liability_exposure', { draw_id: draw.id, line_key: '27', worst_payout: 1 }, 'draw_id', draw.id],
      ['draw_unavailable_lines', { draw_id: draw.id, line_key: '27' }, 'draw_id', draw.id],
    ] as const;
    /** Five tables, one shape of query: typed loosely here. */
    type Answer = PromiseLike<{ status: number }>;
    type AnyTable = { insert(row: object): Answer; update(row: object): { eq(column: string, value: string): Answer }; delete(): { eq(column: string, value: string): Answer } };
    for (const client of [player.client, op1.client, service]) {
      for (const [table, row, column, value] of writes) {
        const query = () => client.from(table) as unknown as AnyTable;
        expect((await query().insert(row)).status, `insert ${table}`).toBe(403);
        expect((await query().update({ [column]: value }).eq(column, value)).status, `update ${table}`).toBe(403);
        expect((await query().delete().eq(column, value)).status, `delete ${table}`).toBe(403);
      }
    }
    for (const [table] of writes.filter(([name]) => name !== 'liability_country_limits')) expect((await anon.from(table).select('*')).status, table).toBe(401);
    expect((await (anon.from('liability_country_limits') as unknown as AnyTable).insert({ country: 'TG', max_payout: 1 })).status).toBe(401);
    expect(await ownerSql(env, 'select * from public.liability_draw_limits where draw_id = $1', [draw.id])).toEqual([]);
    expect(await ownerSql(env, 'select * from public.operator_audit where draw_id = $1', [draw.id])).toEqual([]);
    expect((await ownerSql<{ max_payout: string }>(env, `select max_payout::text from public.liability_country_limits where country = 'BJ'`))[0]).toEqual({
      max_payout: String(DEFAULT_LIMIT),
    });
  });

  it('players read the unavailable lines and the defaults, never the overrides nor the exposure; operators read them all', async () => {
    const draw = await openDraw('CI');
    await setLimit(op1, { p_draw_id: draw.id, p_max_payout: 2_000_000 });
    await setLimit(op1, { p_draw_id: draw.id, p_line: '33', p_max_payout: 0 });
    expect((await place(player, draw, [bet('solo', [[34]], 1_000)])).error).toBeNull();
    expect((await player.client.from('draw_unavailable_lines').select('line_key').eq('draw_id', draw.id)).data).toEqual([{ line_key: '33' }]);
    for (const table of ['liability_draw_limits', 'liability_line_limits', 'liability_exposure'] as const) {
      const read = await player.client.from(table).select('*').eq('draw_id', draw.id);
      expect(read.error, table).toBeNull();
      expect(read.data, table).toEqual([]);
    }
    expect((await op2.client.from('liability_draw_limits').select('max_payout').eq('draw_id', draw.id)).data).toEqual([{ max_payout: 2_000_000 }]);
    expect((await op2.client.from('liability_line_limits').select('line_key, max_payout').eq('draw_id', draw.id)).data).toEqual([{ line_key: '33', max_payout: 0 }]);
    expect((await op2.client.from('liability_exposure').select('line_key, worst_payout').eq('draw_id', draw.id)).data).toEqual([{ line_key: '34', worst_payout: 13_000 }]);
  });

  it('an operator’s mistakes are refused: a bad line, an amount out of bounds, no default removed, a draw no longer on sale', async () => {
    const draw = await openDraw('BJ');
    const call = (args: Record<string, unknown>) => op1.client.rpc('set_liability_limit', args as never);
    for (const line of ['abc', '0', '91', '12-12', '1-2-3-4-5-6', '', '7 8 9 10 11 12']) {
      expectMoneyError((await call({ p_draw_id: draw.id, p_line: line, p_max_payout: 1 })).error, 'invalid_request', { field: 'line' });
    }
    expectMoneyError((await call({ p_draw_id: draw.id, p_max_payout: 999_999 })).error, 'amount_out_of_range', { min: 1_000_000, max: 1_000_000_000_000 });
    expectMoneyError((await call({ p_country: 'BJ', p_max_payout: 10 })).error, 'amount_out_of_range', { min: 1_000_000 });
    expectMoneyError((await call({ p_draw_id: draw.id, p_line: '5', p_max_payout: -1 })).error, 'amount_out_of_range', { min: 0 });
    expectMoneyError((await call({ p_country: 'BJ' })).error, 'invalid_request', { field: 'max_payout' });
    expectMoneyError((await call({ p_country: 'FR', p_max_payout: 1_000_000 })).error, 'invalid_request', { field: 'country' });
    expectMoneyError((await call({ p_country: 'BJ', p_line: '5', p_max_payout: 1_000_000 })).error, 'invalid_request', { field: 'line' });
    expectMoneyError((await call({ p_country: 'TG', p_draw_id: draw.id, p_max_payout: 1_000_000 })).error, 'invalid_request', { field: 'country' });
    expectMoneyError((await call({ p_draw_id: randomUUID(), p_max_payout: 1_000_000 })).error, 'not_found');
    expect(toApiError((await call({ p_draw_id: draw.id, p_max_payout: 999_999 })).error).message).toBe(
      `Le montant doit être entre ${formatAmount(1_000_000)} et ${formatAmount(1_000_000_000_000)}.`,
    );
    // a line typed in any order is stored as the database names it
    expect(await setLimit(op1, { p_draw_id: draw.id, p_line: ' 27, 12 ', p_max_payout: 0 })).toMatchObject({ line: '12-27', unavailable: true });
    expect(await unavailableOf(draw.id)).toEqual(['12-27']);
    expect((await op1.client.rpc('close_draw', { draw_id: draw.id })).error).toBeNull();
    expectMoneyError((await call({ p_draw_id: draw.id, p_max_payout: 1_000_000 })).error, 'invalid_state', { reason: 'not_open', status: 'closed' });
  });

  it('every change is audited: who, when, where, the line, the old and new amounts', async () => {
    const draw = await openDraw('TG');
    const since = new Date(Date.now() - 60_000).toISOString();
    await setLimit(op1, { p_draw_id: draw.id, p_line: '45-9', p_max_payout: 90_000 });
    await setLimit(op2, { p_draw_id: draw.id, p_line: '9-45', p_max_payout: 120_000 });
    await setLimit(op2, { p_draw_id: draw.id, p_line: '9-45' });
    await setLimit(op1, { p_draw_id: draw.id, p_max_payout: 3_000_000 });
    const rows = await ownerSql<{ actor_id: string; actor: string; action: string; country: string; details: Record<string, unknown>; recent: boolean }>(
      env,
      `select actor_id, actor, action, country, details, at > $2::timestamptz and at <= now() as recent from public.operator_audit where draw_id = $1 order by id`,
      [draw.id, since],
    );
    const by = (operator: Operator, which: 1 | 2) => ({ actor_id: operator.id, actor: `operateur${which}@lotoafrik.test`, action: 'limit_change', country: 'TG', recent: true });
    expect(rows).toEqual([
      { ...by(op1, 1), details: { scope: 'line', line: '9-45', old: null, new: 90_000 } },
      { ...by(op2, 2), details: { scope: 'line', line: '9-45', old: 90_000, new: 120_000 } },
      { ...by(op2, 2), details: { scope: 'line', line: '9-45', old: 120_000, new: null } },
      { ...by(op1, 1), details: { scope: 'draw', line: null, old: null, new: 3_000_000 } },
    ]);
    // a country's default: no draw, the country
    await setLimit(op2, { p_country: 'GH', p_max_payout: 2_500_000 });
    await setLimit(op2, { p_country: 'GH', p_max_payout: DEFAULT_LIMIT });
    const defaults = await ownerSql<{ draw_id: string | null; details: Record<string, unknown> }>(
      env,
      `select draw_id, details from public.operator_audit where action = 'limit_change' and country = 'GH' and details ->> 'scope' = 'country' order by id desc limit 2`,
    );
    expect(defaults).toEqual([
      { draw_id: null, details: { scope: 'country', line: null, old: 2_500_000, new: DEFAULT_LIMIT } },
      { draw_id: null, details: { scope: 'country', line: null, old: expect.any(Number), new: 2_500_000 } },
    ]);
    // operators read the trail; players do not
    expect((await op1.client.from('operator_audit').select('action').eq('draw_id', draw.id)).data).toHaveLength(4);
    expect((await player.client.from('operator_audit').select('action').eq('draw_id', draw.id)).data).toEqual([]);
  });
});

describe('src/api/liability, as a browser tab', () => {
  interface Tab {
    auth: typeof AuthApi;
    liability: typeof LiabilityApi;
  }
  const tabs: Tab[] = [];
  async function openTab(email: string, password: string): Promise<Tab> {
    vi.resetModules();
    const tab = { auth: await import('../../src/api/auth'), liability: await import('../../src/api/liability') };
    await tab.auth.login(email, password);
    tabs.push(tab);
    return tab;
  }
  beforeAll(() => {
    vi.stubEnv('VITE_SUPABASE_URL', env.url);
  });
  afterAll(async () => {
    for (const tab of tabs) await tab.auth.logout().catch(() => undefined);
    vi.unstubAllEnvs();
  });

  it("the builder's unavailable lines follow sales and limit changes, live; the operator's calls set and read", async () => {
    const draw = await openDraw('CI');
    const builder = await openTab(player.email, player.password);
    const desk = await openTab('operateur1@lotoafrik.test', 'operateur1234');
    const seen: string[][] = [];
    let wake = () => {};
    const unsubscribe = builder.liability.subscribeUnavailableLines({ country: 'CI', drawAt: draw.draw_at }, (lines) => {
      seen.push([...lines].sort());
      wake();
    });
    const next = async (expected: string[]) => {
      const deadline = Date.now() + 10_000;
      while (JSON.stringify(seen.at(-1)) !== JSON.stringify(expected)) {
        if (Date.now() > deadline) throw new Error(`expected ${JSON.stringify(expected)}, saw ${JSON.stringify(seen)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 200);
        });
      }
    };
    try {
      await next([]);
      // an operator lowers a number's limit; the builder shows it unavailable, and the bet that passes it is refused
      expect(await desk.liability.setLiabilityLimit({ drawId: draw.id, line: '27' }, 600)).toMatchObject({ scope: 'line', line: '27', maxPayout: 600, unavailable: true });
      await next(['27']);
      const refused = await place(other, draw, [bet('solo', [[27]], 100)]);
      expect(toApiError(refused.error).message).toBe(`Le 27 n'est plus disponible pour le tirage de ${draw.draw_time}.`);
      // a sale fills a pair's line: 300 × 1 000 of 310 000, 10 000 left < 18 000
      await desk.liability.setLiabilityLimit({ drawId: draw.id, line: '12-27' }, 310_000);
      expect((await place(other, draw, [bet('duo', [[12, 27]], 1_000)])).error).toBeNull();
      await next(['12-27', '27']);
      expect(await builder.liability.unavailableLines(draw.id)).toEqual(['12-27', '27']);
      // removed, the number is back
      expect(await desk.liability.setLiabilityLimit({ drawId: draw.id, line: '27' }, null)).toMatchObject({ maxPayout: null, previous: 600, unavailable: false });
      await next(['12-27']);

      const exposure = await desk.liability.drawExposure(draw.id, 5);
      expect(exposure).toMatchObject({
        drawId: draw.id,
        country: 'CI',
        time: draw.draw_time,
        stakes: 1_000,
        bets: 1,
        tickets: 1,
        players: 1,
        countryMaxPayout: DEFAULT_LIMIT,
        drawMaxPayout: null,
        maxPayout: DEFAULT_LIMIT,
        bounds: { lineMin: 0, drawMin: 1_000_000, max: 1_000_000_000_000 },
        lines: [{ line: '12-27', worstPayout: 300_000, maxPayout: 310_000, source: 'line', headroom: 10_000, available: false }],
        lineLimits: [{ line: '12-27', maxPayout: 310_000, worstPayout: 300_000, available: false }],
        unavailableLines: 1,
      });
      const overview = await desk.liability.openDrawsExposure();
      expect(overview.find((row) => row.drawId === draw.id)).toEqual({
        drawId: draw.id,
        country: 'CI',
        day: draw.draw_day,
        time: draw.draw_time,
        drawAt: expect.any(String),
        stakes: 1_000,
        bets: 1,
        tickets: 1,
        players: 1,
        maxPayout: DEFAULT_LIMIT,
        limitSource: 'country',
        topLine: { line: '12-27', worstPayout: 300_000, maxPayout: 310_000 },
        unavailableLines: 1,
        lineLimits: 1,
      });
      expect(overview.every((row) => row.drawAt >= overview[0]!.drawAt)).toBe(true);
      expect(overview.filter((row) => row.bets === 0).every((row) => row.topLine === null)).toBe(true);
      expect(await builder.liability.countryLiabilityLimits()).toEqual(['BJ', 'CI', 'GH', 'TG'].map((country) => ({ country, maxPayout: DEFAULT_LIMIT })));
      await expect(builder.liability.drawExposure(draw.id)).rejects.toThrow('Cette action est réservée aux opérateurs.');
      await expect(builder.liability.setLiabilityLimit({ country: 'CI' }, 1_000_000)).rejects.toThrow('Cette action est réservée aux opérateurs.');
    } finally {
      unsubscribe();
    }
  });
});

describe('200 sales at once', () => {
  const crowd: Player[] = [];
  const FUNDS = 5_000;
  beforeAll(async () => {
    for (let i = 0; i < 200; i += 25) crowd.push(...(await Promise.all(Array.from({ length: 25 }, () => newPlayer(env.url, 'foule')))));
    for (let i = 0; i < 200; i += 25) await Promise.all(crowd.slice(i, i + 25).map((one) => fund(env, one, FUNDS)));
  }, 240_000);

  async function race(draw: DrawRow, ticketOf: (i: number) => SettledBet[]) {
    const started = performance.now();
    const answers = await Promise.all(crowd.map((one, i) => place(one, draw, ticketOf(i))));
    const elapsed = performance.now() - started;
    console.info(`liability: 200 concurrent sales answered in ${Math.round(elapsed)} ms (${process.env.LOCAL_STACK_TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`);
    const refused = answers.filter((answer) => answer.error);
    // anything but liability_limit (a deadlock, a timeout, a 503) is listed whole
    const unexpected = refused.filter(({ error }) => error!.code !== 'P0001' || error!.message !== 'liability_limit');
    expect(unexpected.map(({ status, error }) => ({ status, ...error }))).toEqual([]);
    return answers;
  }

  it(
    'on one line: exactly floor(limit / worst case) tickets are sold, the exposure is their sum and never passes the limit, every balance equals its ledger',
    async () => {
      const draw = await openDraw('BJ');
      // each ticket: 13 × 1 000 = 13 000 on '27' (it fits alone), and 13 × 100 on a number of its own
      const worst = 13_000;
      const limit = 37 * worst + 5_000;
      await setLimit(op1, { p_draw_id: draw.id, p_line: '27', p_max_payout: limit });
      const own = (i: number) => ((i % 89) + 1 >= 27 ? (i % 89) + 2 : (i % 89) + 1);
      const before = await Promise.all(crowd.map((one) => balancesOf(env, one.id)));
      const answers = await race(draw, (i) => [bet('solo', [[27]], 1_000), bet('solo', [[own(i)]], 100)]);
      for (const { error } of answers.filter((answer) => answer.error)) expectMoneyError(error, 'liability_limit', { index: 0, line: '27' });
      expect(answers.filter((answer) => !answer.error)).toHaveLength(Math.floor(limit / worst));
      expect(await ticketsOn(draw.id)).toBe(37);
      const exposure = await exposureOf(draw.id);
      expect(exposure['27']).toBe(37 * worst);
      expect(exposure['27']).toBeLessThanOrEqual(limit);
      // the refused tickets' other line left nothing either: the exposure is exactly the sold bets' worst cases
      expect(exposure).toEqual(await worstFromBets(draw.id));
      // 5 000 left on '27' still takes the smallest bet on a number (800): the line stays on sale
      expect(await unavailableOf(draw.id)).toEqual([]);
      for (const [i, one] of crowd.entries()) {
        expect(await balancesOf(env, one.id)).toEqual({ balance: before[i]!.balance - (answers[i]!.error ? 0 : 1_100), winnings: 0 });
      }
      await expectLedgerBalanced(env);
    },
    120_000,
  );

  it(
    'tickets sharing three lines, listed in every order, never deadlock: the lines are locked in one order',
    async () => {
      const draw = await openDraw('CI');
      await setLimit(op2, { p_draw_id: draw.id, p_line: '6', p_max_payout: 150 * 1_300 });
      const orders = [[5, 6, 7], [7, 6, 5], [6, 5, 7], [7, 5, 6], [5, 7, 6], [6, 7, 5]];
      const answers = await race(draw, (i) => orders[i % 6]!.map((n) => bet('solo', [[n]], 100)));
      for (const { error } of answers.filter((answer) => answer.error)) expectMoneyError(error, 'liability_limit', { line: '6' });
      expect(answers.filter((answer) => !answer.error)).toHaveLength(150);
      expect(await exposureOf(draw.id)).toEqual({ '5': 150 * 1_300, '6': 150 * 1_300, '7': 150 * 1_300 });
      expect(await unavailableOf(draw.id)).toEqual(['6']);
      await expectLedgerBalanced(env);
    },
    120_000,
  );
});
