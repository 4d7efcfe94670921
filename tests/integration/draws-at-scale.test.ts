import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DrawResult, type SettledBet, settleBet } from '../../src/game/settlement';
import { runDrawCommand } from '../../scripts/tools/draw';
import { formatAmount } from '../../src/game/format';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local';
import { betArbitrary } from '../fixtures/random-bets';
import { type DrawOutcome, type DrawRow, type Operator, drawLocalDate, freshDraw, itemOn, ownerSql, placeOn, signInOperator } from './support/draws';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, expectMoneyError, fund } from './support/money';
import { type Client, type Player, type TestStack, newPlayer, serviceClient, startTestStack } from './support/test-stack';

/** Issue 36: settlement in chunks, sales decided on the second, ticket bounds, idempotency on the items. */

const RESULT: DrawResult = { winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] };
/** RESULT as the RPCs take it. */
const NUMBERS = { winning: [...RESULT.winning], machine: [...RESULT.machine] };

/** Bets of every type, many leaning towards RESULT so that some win (fixed seed). */
function sampleBets(count: number, seed: number): SettledBet[] {
  const arbitrary = fc.oneof({ arbitrary: betArbitrary(), weight: 1 }, { arbitrary: betArbitrary(RESULT), weight: 2 });
  return fc.sample(arbitrary.filter((bet) => bet.baseStake <= 2_000 && bet.combinations.length <= 20), { seed, numRuns: count });
}

/** A solo on RESULT's first winning number: it wins. */
const WINNING_SOLO: SettledBet = { betType: 'solo', betOption: 'direct', gameMode: 'normal', baseStake: 100, combinations: [[RESULT.winning[0]!]] };

/**
 * `players` players, each funded and holding 1 to 3 bets on the draw (one ticket each), the first
 * player's first bet a winner; returns what each placed.
 */
async function playersOn(env: TestStack, draw: DrawRow, players: number, seed: number): Promise<{ player: Player; bets: SettledBet[] }[]> {
  const bets = [WINNING_SOLO, ...sampleBets(players * 3 - 1, seed)];
  const result: { player: Player; bets: SettledBet[] }[] = [];
  for (let i = 0; i < players; i++) {
    const player = await newPlayer(env.url, `masse${seed}`);
    const mine = bets.slice(i * 3, i * 3 + 1 + (i % 3));
    await fund(env, player, 1_000_000);
    await placeOn(player, mine.map((bet) => itemOn(draw, bet)));
    result.push({ player, bets: mine });
  }
  return result;
}

interface Progress {
  total_bets: number;
  done_bets: number;
  won_bets: number;
  paid: string;
  chunks: number;
  finished: boolean;
}

async function progressOf(env: TestStack, drawId: string): Promise<Progress> {
  const [row] = await ownerSql<Progress>(
    env,
    `select total_bets, done_bets, won_bets, paid::text as paid, chunks, finished_at is not null as finished from public.draw_settlements where draw_id = $1`,
    [drawId],
  );
  return row!;
}

/** What every player was paid on the draw, by the ledger: payout transactions per player and their amounts. */
async function payoutsOf(env: TestStack, drawId: string): Promise<Map<string, { count: number; amount: number }>> {
  const rows = await ownerSql<{ player_id: string; count: number; amount: string }>(
    env,
    `select t.player_id, count(distinct t.id)::int as count, sum(e.amount)::text as amount
     from public.ledger_transactions as t join public.ledger_entries as e on e.txn_id = t.id and e.account = 'player_winnings'
     where t.reference = 'draw:' || $1 and t.kind = 'payout'
     group by t.player_id`,
    [drawId],
  );
  return new Map(rows.map((row) => [row.player_id, { count: row.count, amount: Number(row.amount) }]));
}

async function expectDrawMatchesLedger(env: TestStack, drawId: string): Promise<void> {
  const [row] = await ownerSql<{ problems: unknown[] }>(env, 'select public.draw_settlement_problems($1) as problems', [drawId]);
  expect(row!.problems, 'bets, ledger and win notices agree for every player of the draw').toEqual([]);
}

describe('settlement in chunks, driven by hand (the job off, chunks of 4 bets)', () => {
  let env: TestStack;
  let recorder: Operator;
  let confirmer: Operator;

  beforeAll(async () => {
    env = await startTestStack(() => {}, { settlementJob: false, databaseLimits: { settings: { 'lotoafrik.settlement_chunk_bets': '4' } } });
    [recorder, confirmer] = await Promise.all([signInOperator(env.url, 0), signInOperator(env.url, 1)]);
  });
  afterAll(() => env?.close());

  it('confirming returns at once with the draw drawn; chunks killed at a random one resume and pay each bet and each player once', async () => {
    const draw = await freshDraw(env, 'CI');
    const placed = await playersOn(env, draw, 12, 36);
    const before = new Map(await Promise.all(placed.map(async ({ player }) => [player.id, await balancesOf(env, player.id)] as const)));
    await recorder.client.rpc('close_draw', { draw_id: draw.id });
    await recorder.client.rpc('record_draw_result', { draw_id: draw.id, ...NUMBERS });
    const confirmed = await confirmer.client.rpc('confirm_draw_result', { draw_id: draw.id, ...NUMBERS });
    expect(confirmed.error).toBeNull();
    const outcome = confirmed.data as unknown as DrawOutcome & { settled_bets: number };
    const total = placed.reduce((sum, p) => sum + p.bets.length, 0);
    // The first chunk ran inside the confirmation: a few players, whole, not the draw.
    expect({ status: outcome.status, bets: outcome.bets }).toEqual({ status: 'drawn', bets: total });
    expect(outcome.settled_bets).toBeGreaterThanOrEqual(4);
    expect(outcome.settled_bets).toBeLessThan(total);

    // The job's chunks, one transaction each; one of them dies before it commits (as a process killed mid-chunk).
    const killed = 1 + Math.floor(Math.random() * 3);
    let chunk = 0;
    const seen: Progress[] = [];
    while (true) {
      chunk++;
      if (chunk === killed) {
        await expect(
          env.stack.db.transaction(async (q) => {
            await q.query('select public.settle_next_chunk()');
            throw new Error('killed');
          }),
        ).rejects.toThrow('killed');
        seen.push(await progressOf(env, draw.id));
        continue;
      }
      const [row] = await ownerSql<{ chunk: { done: boolean } | null }>(env, 'select public.settle_next_chunk() as chunk');
      seen.push(await progressOf(env, draw.id));
      if (row!.chunk === null) break;
      expect(chunk, 'a bounded number of chunks').toBeLessThan(20);
    }
    // Progress only moves forward, by whole chunks; the killed one left no trace.
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.done_bets).toBeGreaterThanOrEqual(seen[i - 1]!.done_bets);
    expect(seen[killed - 1]!.done_bets).toBe(killed === 1 ? outcome.settled_bets : seen[killed - 2]!.done_bets);
    const final = await progressOf(env, draw.id);
    expect({ done: final.done_bets, finished: final.finished }).toEqual({ done: total, finished: true });
    expect(final.chunks).toBeGreaterThanOrEqual(3);
    const [settled] = await ownerSql<{ status: string; waiting: number }>(
      env,
      `select d.status, (select count(*)::int from public.bets where draw_id = d.id and status = 'validated') as waiting from public.draws as d where d.id = $1`,
      [draw.id],
    );
    expect(settled).toEqual({ status: 'settled', waiting: 0 });

    // Paid as the rules of src/game say, bet by bet, once per player.
    const payouts = await payoutsOf(env, draw.id);
    for (const { player, bets } of placed) {
      const expected = bets.reduce((sum, bet) => sum + settleBet(bet, RESULT).payout, 0);
      expect(payouts.get(player.id) ?? { count: 0, amount: 0 }).toEqual(expected > 0 ? { count: 1, amount: expected } : { count: 0, amount: 0 });
      expect((await balancesOf(env, player.id)).winnings).toBe(before.get(player.id)!.winnings + expected);
    }
    expect(Number(final.paid)).toBe([...payouts.values()].reduce((sum, p) => sum + p.amount, 0));
    await expectDrawMatchesLedger(env, draw.id);
    await expectLedgerBalanced(env);
  });

  it('a cancelled draw refunds in chunks too; settle_draw pushes a drawn draw one chunk at a time', async () => {
    const cancelled = await freshDraw(env, 'CI');
    const placed = await playersOn(env, cancelled, 6, 37);
    const cancel = await recorder.client.rpc('cancel_draw', { draw_id: cancelled.id, reason: 'panne' });
    expect((cancel.data as unknown as DrawOutcome).status).toBe('cancelled');
    while ((await ownerSql<{ chunk: unknown }>(env, 'select public.settle_next_chunk() as chunk'))[0]!.chunk !== null);
    // Each player had 1 000 000 before staking: all of it is back.
    for (const { player } of placed) expect((await balancesOf(env, player.id)).balance).toBe(1_000_000);
    await expectDrawMatchesLedger(env, cancelled.id);

    const drawn = await freshDraw(env, 'CI');
    await playersOn(env, drawn, 5, 38);
    const service = serviceClient(env.url);
    const first = await service.rpc('system_draw', { draw_id: drawn.id, ...NUMBERS });
    expect((first.data as unknown as DrawOutcome).status).toBe('drawn');
    let status = 'drawn';
    for (let calls = 0; status !== 'settled'; calls++) {
      expect(calls).toBeLessThan(10);
      const pushed = await service.rpc('settle_draw', { draw_id: drawn.id });
      expect(pushed.error).toBeNull();
      status = (pushed.data as unknown as DrawOutcome).status;
    }
    await expectDrawMatchesLedger(env, drawn.id);
    await expectLedgerBalanced(env);
  });

  it('npm run draw pushes a large draw’s chunks itself until it is settled, and prints what was paid', async () => {
    const draw = await freshDraw(env, 'CI');
    const placed = await playersOn(env, draw, 5, 43);
    const lines: string[] = [];
    const code = await runDrawCommand(['CI', await drawLocalDate(env, draw), draw.draw_time, '--winning', NUMBERS.winning.join(','), '--machine', NUMBERS.machine.join(',')], {
      url: env.url,
      serviceRoleKey: SERVICE_ROLE_KEY,
      print: (line) => lines.push(line),
    });
    expect(code, lines.join('\n')).toBe(0);
    expect(lines.filter((line) => line.startsWith('  Règlement en cours : ')).length).toBeGreaterThan(0);
    const total = placed.reduce((sum, p) => sum + p.bets.length, 0);
    const paid = placed.flatMap((p) => p.bets).reduce((sum, bet) => sum + settleBet(bet, RESULT).payout, 0);
    expect(lines.at(-1)).toMatch(new RegExp(`^${total} paris, \\d+ gagnants?\\. Total payé : ${formatAmount(paid)}\\.$`));
    await expectDrawMatchesLedger(env, draw.id);
    await expectLedgerBalanced(env);
  });
});

describe('the settlement job, concurrent actions, sales on the second', () => {
  let env: TestStack;
  let recorder: Operator;
  let confirmer: Operator;
  let service: Client;

  beforeAll(async () => {
    env = await startTestStack(() => {}, { databaseLimits: { settings: { 'lotoafrik.settlement_chunk_bets': '3' } } });
    [recorder, confirmer] = await Promise.all([signInOperator(env.url, 0), signInOperator(env.url, 1)]);
    service = serviceClient(env.url);
  });
  afterAll(() => env?.close());

  it('the stack’s job settles what confirmation leaves, and winners get one notice per draw, live', async () => {
    const draw = await freshDraw(env, 'CI');
    const placed = await playersOn(env, draw, 8, 39);
    const winner = placed.find(({ bets }) => bets.some((bet) => settleBet(bet, RESULT).payout > 0));
    expect(winner).toBeDefined();
    const heard: Record<string, unknown>[] = [];
    const channel = winner!.player.client
      .channel(`wins-${randomUUID()}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'win_notices', filter: `player_id=eq.${winner!.player.id}` }, (change) => {
        heard.push(change.new);
      });
    await new Promise<void>((resolve) => channel.subscribe((state) => state === 'SUBSCRIBED' && resolve()));

    await recorder.client.rpc('close_draw', { draw_id: draw.id });
    await recorder.client.rpc('record_draw_result', { draw_id: draw.id, ...NUMBERS });
    const confirmed = await confirmer.client.rpc('confirm_draw_result', { draw_id: draw.id, ...NUMBERS });
    expect((confirmed.data as unknown as DrawOutcome).status).toBe('drawn');
    // Operators see the progress; players see the draw's numbers while its bets are settled.
    const progress = await confirmer.client.from('operator_settlements').select('draw_id, kind, total_bets, done_bets').eq('draw_id', draw.id).single();
    expect(progress.data).toMatchObject({ kind: 'settle', total_bets: placed.reduce((sum, p) => sum + p.bets.length, 0) });
    expect((await winner!.player.client.from('operator_settlements').select('draw_id')).data).toEqual([]);

    await expect.poll(async () => (await service.from('draws').select('status').eq('id', draw.id).single()).data?.status, { timeout: 15_000 }).toBe('settled');
    const expected = winner!.bets.reduce((sum, bet) => sum + settleBet(bet, RESULT).payout, 0);
    await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(1);
    expect(heard[0]).toMatchObject({ draw_id: draw.id, player_id: winner!.player.id, amount: expected });
    const notices = await winner!.player.client.from('win_notices').select('draw_id, amount');
    expect(notices.data).toEqual([{ draw_id: draw.id, amount: expected }]);
    await winner!.player.client.removeChannel(channel);
    await expectDrawMatchesLedger(env, draw.id);
    await expectLedgerBalanced(env);
  });

  it('confirm, cancel, settle_draw and the job at once: one of confirm and cancel wins, and every player is paid or refunded once', async () => {
    const draw = await freshDraw(env, 'CI');
    const placed = await playersOn(env, draw, 6, 40);
    await recorder.client.rpc('close_draw', { draw_id: draw.id });
    await recorder.client.rpc('record_draw_result', { draw_id: draw.id, ...NUMBERS });
    const [confirm, cancel, push] = await Promise.all([
      confirmer.client.rpc('confirm_draw_result', { draw_id: draw.id, ...NUMBERS }),
      recorder.client.rpc('cancel_draw', { draw_id: draw.id }),
      service.rpc('settle_draw', { draw_id: draw.id }),
      ownerSql(env, 'select public.settle_next_chunk()'),
    ]);
    expect([confirm.error, cancel.error].filter((error) => error === null)).toHaveLength(1);
    const loser = confirm.error ?? cancel.error;
    expectMoneyError(loser, 'invalid_state');
    // settle_draw refuses a draw not (or no longer) drawn, or pushes it.
    if (push.error) expectMoneyError(push.error, 'invalid_state');
    const finalStatus = confirm.error ? 'cancelled' : 'settled';
    await expect.poll(async () => (await progressOf(env, draw.id)).finished, { timeout: 15_000 }).toBe(true);
    const [row] = await ownerSql<{ status: string }>(env, 'select status from public.draws where id = $1', [draw.id]);
    expect(row!.status).toBe(finalStatus);
    const refunds = await ownerSql<{ player_id: string; count: number }>(
      env,
      `select player_id, count(*)::int as count from public.ledger_transactions where reference = 'draw:' || $1 and kind = 'refund' group by player_id`,
      [draw.id],
    );
    expect(refunds).toHaveLength(finalStatus === 'cancelled' ? placed.length : 0);
    expect(refunds.every((r) => r.count === 1)).toBe(true);
    for (const { count } of (await payoutsOf(env, draw.id)).values()) expect(count).toBe(1);
    await expectDrawMatchesLedger(env, draw.id);
    await expectLedgerBalanced(env);
  });

  it('a sale waiting for its player across the draw’s instant is refused: the draw is open or not when the sale decides, by the database’s clock', async () => {
    const draw = await freshDraw(env, 'CI');
    const player = await newPlayer(env.url, 'seconde');
    await fund(env, player, 10_000);
    const [bet] = sampleBets(1, 41);
    // The database's clock, pinned for this test database: one second before the draw.
    const pin = (at: Date) =>
      env.stack.db.exec(`create or replace function public.sales_clock() returns timestamptz language sql volatile set search_path = '' as $$ select '${at.toISOString()}'::timestamptz $$`);
    const drawAt = new Date(draw.draw_at);
    await pin(new Date(drawAt.getTime() - 1000));
    const before = await placeOn(player, [itemOn(draw, bet!)]);
    expect(before.code).toMatch(/^LA-/);
    // The next sale starts before the instant and is decided after it.
    await pin(new Date(drawAt.getTime() + 1));
    const late = await player.client.rpc('place_bets', { items: [itemOn(draw, bet!)], idempotency_key: randomUUID() });
    expectMoneyError(late.error, 'draw_closed', { index: 0, status: 'open' });
    await env.stack.db.exec(`create or replace function public.sales_clock() returns timestamptz language sql volatile set search_path = '' as $$ select pg_catalog.clock_timestamp() $$`);
    await expectLedgerBalanced(env);
  });

  it('an early close takes effect while 50 players keep buying: it does not wait for a pause, and every sale after it is refused', async () => {
    const draw = await freshDraw(env, 'BJ');
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newPlayer(env.url, 'ruee')));
    for (const buyer of buyers) await fund(env, buyer, 50_000);
    const [bet] = sampleBets(1, 42);
    const item = itemOn(draw, bet!);
    let closedAt = Infinity;
    let stop = false;
    const outcomes: { sentAt: number; answeredAt: number; ok: boolean; code?: string }[] = [];
    const buying = buyers.map(async (buyer) => {
      while (!stop) {
        const sentAt = performance.now();
        const { error } = await buyer.client.rpc('place_bets', { items: [item], idempotency_key: randomUUID() });
        outcomes.push({ sentAt, answeredAt: performance.now(), ok: error === null, code: error?.message });
        if (error && error.message !== 'draw_closed') throw new Error(`${error.message} ${error.details}`);
        if (performance.now() > closedAt + 500) stop = true;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const asked = performance.now();
    const closed = await recorder.client.rpc('close_draw', { draw_id: draw.id });
    closedAt = performance.now();
    expect(closed.error).toBeNull();
    await Promise.all(buying);
    // Sales kept being answered while the close waited, and it returned without a pause in them.
    expect(outcomes.filter((o) => o.answeredAt > asked && o.answeredAt < closedAt).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.ok).length).toBeGreaterThan(0);
    // No sale sent after the close returned was accepted.
    expect(outcomes.filter((o) => o.sentAt > closedAt && o.ok)).toEqual([]);
    expect(outcomes.filter((o) => o.sentAt > closedAt).length).toBeGreaterThan(0);
    // What was accepted is exactly what the draw holds, and what the players paid.
    const [held] = await ownerSql<{ bets: number }>(env, 'select count(*)::int as bets from public.bets where draw_id = $1', [draw.id]);
    expect(held!.bets).toBe(outcomes.filter((o) => o.ok).length);
    await expectLedgerBalanced(env);
  });

  it('the same idempotency key with another basket of the same size and total is refused, never answered with the first ticket', async () => {
    const draw = await freshDraw(env, 'CI');
    const player = await newPlayer(env.url, 'cle');
    await fund(env, player, 10_000);
    const key = randomUUID();
    const first = itemOn(draw, { betType: 'solo', betOption: 'direct', gameMode: 'normal', baseStake: 100, combinations: [[7]] });
    const other = { ...first, combinations: [[8]] };
    const placed = await player.client.rpc('place_bets', { items: [first], idempotency_key: key });
    expect(placed.error).toBeNull();
    const again = await player.client.rpc('place_bets', { items: [first], idempotency_key: key });
    expect(again.data).toEqual(placed.data);
    const balance = (await balancesOf(env, player.id)).balance;
    const reused = await player.client.rpc('place_bets', { items: [other], idempotency_key: key });
    expectMoneyError(reused.error, 'idempotency_key_reused');
    expect((await balancesOf(env, player.id)).balance).toBe(balance);
    const [count] = await ownerSql<{ bets: number }>(env, 'select count(*)::int as bets from public.bets where user_id = $1', [player.id]);
    expect(count!.bets).toBe(1);
    await expectLedgerBalanced(env);
  });
});

describe('heavy refused baskets in flood, with the stack’s real limits per player', () => {
  let env: TestStack;

  beforeAll(async () => {
    // The default RPC limits (4 calls at once and 2 MB per 10 s per player), not the race suites' generous ones.
    const { DEFAULT_RPC_RATE_LIMITS } = await import('../../supabase/local');
    env = await startTestStack(() => {}, { rpcLimits: DEFAULT_RPC_RATE_LIMITS });
  });
  afterAll(() => env?.close());

  it('20 baskets of 100 jackpots × 252 lines in flight are refused cheaply or held back (429), and another player is served meanwhile', async () => {
    const draw = await freshDraw(env, 'CI');
    const flooder = await newPlayer(env.url, 'flot');
    const light = await newPlayer(env.url, 'leger');
    await fund(env, light, 10_000);
    const lines = Array.from({ length: 252 }, (_, i) => [1 + (i % 80), 82, 83, 84, 91]);
    const heavy = Array.from({ length: 100 }, () => ({ ...itemOn(draw, { betType: 'jackpot', betOption: 'direct', gameMode: 'normal', baseStake: 100, combinations: [[1, 2, 3, 4, 5]] }), combinations: lines }));
    const body = JSON.stringify({ items: heavy, idempotency_key: randomUUID() });
    expect(body.length).toBeGreaterThan(400_000);
    const answers: number[] = [];
    const codes = new Set<string>();
    let flooding = true;
    const flood = Array.from({ length: 20 }, async () => {
      while (flooding) {
        const response = await fetch(`${env.url}/rest/v1/rpc/place_bets`, {
          method: 'POST',
          headers: { apikey: ANON_KEY, authorization: `Bearer ${flooder.accessToken}`, 'content-type': 'application/json' },
          body,
        });
        answers.push(response.status);
        const text = await response.text();
        codes.add((JSON.parse(text) as { code?: string; message?: string }).message === 'ticket_too_large' ? 'ticket_too_large' : String(response.status));
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
    const item = itemOn(draw, { betType: 'solo', betOption: 'direct', gameMode: 'normal', baseStake: 100, combinations: [[9]] });
    for (let i = 0; i < 10; i++) {
      const { error } = await light.client.rpc('place_bets', { items: [item], idempotency_key: randomUUID() });
      expect(error).toBeNull();
      expect((await light.client.from('profiles').select('balance').eq('id', light.id).single()).error).toBeNull();
    }
    flooding = false;
    await Promise.all(flood);
    // Every heavy basket was answered: refused for its size (400) or held back (429); never a 5xx.
    expect(answers.every((status) => status === 400 || status === 429)).toBe(true);
    expect(codes).toEqual(new Set(['ticket_too_large', '429']));
    expect((await balancesOf(env, light.id)).balance).toBe(10_000 - 10 * item.total_stake);
    await expectLedgerBalanced(env);
  });
});
