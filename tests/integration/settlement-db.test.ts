import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLEMENT_CASES, type SettlementCase } from '../fixtures/settlement-cases';
import { sampleDrawsWithBets } from '../fixtures/random-bets';
import { LINE_RULES, type DrawResult, type SettledBet, settleBet } from '../../src/game/settlement';
import { type DrawOutcome, type DrawRow, drawByOperators, freshDraw, itemOn, type Operator, ownerSql, placeOn, signInOperator } from './support/draws';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, expectMoneyError, fund } from './support/money';
import { type Client, type Player, type TestStack, newPlayer, serviceClient, startTestStack } from './support/test-stack';

let env: TestStack;
let service: Client;
let recorder: Operator;
let confirmer: Operator;

beforeAll(async () => {
  env = await startTestStack();
  service = serviceClient(env.url);
  [recorder, confirmer] = await Promise.all([signInOperator(env.url, 0), signInOperator(env.url, 1)]);
});
afterAll(() => env?.close());

interface SqlSettlement {
  n: number;
  payout: string;
  win_lines: number;
  mac_lines: number;
}

/** The SQL rules (bet_settlement) on many bets in one query, each with its own draw. */
async function settleInSql(cases: { bet: SettledBet; draw: DrawResult }[]): Promise<SqlSettlement[]> {
  const rows = cases.map(({ bet, draw }) => ({
    bet_type: bet.betType,
    game_mode: bet.gameMode,
    bet_option: bet.betOption,
    base_stake: bet.baseStake,
    combinations: bet.combinations,
    winning: `{${draw.winning.join(',')}}`,
    machine: `{${draw.machine.join(',')}}`,
  }));
  return ownerSql<SqlSettlement>(
    env,
    `select x.n::int as n, s.payout::text as payout, s.win_lines, s.mac_lines
     from jsonb_array_elements($1::jsonb) with ordinality as x(bet, n)
     left join lateral public.bet_settlement(x.bet ->> 'bet_type', x.bet ->> 'game_mode', x.bet ->> 'bet_option',
       (x.bet ->> 'base_stake')::bigint, x.bet -> 'combinations', (x.bet ->> 'winning')::smallint[], (x.bet ->> 'machine')::smallint[]) as s on true
     order by x.n`,
    [JSON.stringify(rows)],
  );
}

function expectedOf(settlement: { payout: number; status: string; winLines: number; macLines: number }) {
  return { payout: settlement.payout, status: settlement.status, winLines: settlement.winLines, macLines: settlement.macLines };
}

function sqlOutcome(row: SqlSettlement) {
  const payout = Number(row.payout);
  return { payout, status: payout > 0 ? 'won' : 'lost', winLines: row.win_lines, macLines: row.mac_lines };
}

describe('settle_draw through the operators: the whole table on real draws', () => {
  let players: Player[] = [];
  /** each case's draw and where its bet is: ticket and position */
  const placed: { case: SettlementCase; draw: DrawRow; player: Player; ticketId: string; position: number }[] = [];
  const outcomes = new Map<string, DrawOutcome>();
  const before = new Map<string, { balance: number; winnings: number }>();

  beforeAll(async () => {
    players = [await newPlayer(env.url, 'kossi'), await newPlayer(env.url, 'afi')];
    await fund(env, players[0]!, 3_100_000);
    await fund(env, players[1]!, 100_000);
    // One real draw per distinct result of the table; the cases alternate between the two players
    // (the 500 000 CFA jackpot goes to the first, who is funded for it).
    const byResult = new Map<string, SettlementCase[]>();
    for (const c of SETTLEMENT_CASES) byResult.set(JSON.stringify(c.draw), [...(byResult.get(JSON.stringify(c.draw)) ?? []), c]);
    for (const cases of byResult.values()) {
      const draw = await freshDraw(env, 'CI');
      for (const [p, player] of players.entries()) {
        const mine = cases.filter((c, i) => (c.bet.baseStake === 500_000 ? 0 : i % 2) === p);
        if (mine.length === 0) continue;
        const { ticket_id } = await placeOn(player, mine.map((c) => itemOn(draw, c.bet)));
        mine.forEach((c, position) => placed.push({ case: c, draw, player, ticketId: ticket_id, position }));
      }
      for (const player of players) before.set(`${draw.id}:${player.id}`, await balancesOf(env, player.id));
      outcomes.set(draw.id, await drawByOperators(draw, cases[0]!.draw, recorder, confirmer));
    }
  });

  it('settles every bet as the table says: won with its payout, or lost with 0', async () => {
    const bets = await ownerSql<{ ticket_id: string; ticket_position: number; status: string; payout: string }>(
      env,
      'select ticket_id, ticket_position, status, payout::text as payout from public.bets where ticket_id = any($1::uuid[])',
      [[...new Set(placed.map((p) => p.ticketId))]],
    );
    expect(bets).toHaveLength(SETTLEMENT_CASES.length);
    for (const p of placed) {
      const bet = bets.find((b) => b.ticket_id === p.ticketId && b.ticket_position === p.position)!;
      expect({ name: p.case.name, status: bet.status, payout: Number(bet.payout) }).toEqual({
        name: p.case.name,
        status: p.case.expected.status,
        payout: p.case.expected.payout,
      });
    }
    await expectLedgerBalanced(env);
  });

  it('pays each player once per draw through the ledger: winnings grow by their bets’ payouts', async () => {
    for (const [drawId, outcome] of outcomes) {
      const cases = placed.filter((p) => p.draw.id === drawId);
      expect(outcome).toMatchObject({
        status: 'settled',
        bets: cases.length,
        won: cases.filter((p) => p.case.expected.status === 'won').length,
        total_payout: cases.reduce((sum, p) => sum + p.case.expected.payout, 0),
        paid: cases.reduce((sum, p) => sum + p.case.expected.payout, 0),
      });
      const payouts = await ownerSql<{ player_id: string; amount: string }>(
        env,
        `select t.player_id, e.amount::text as amount from public.ledger_transactions t join public.ledger_entries e on e.txn_id = t.id
         where t.reference = 'draw:' || $1 and t.kind = 'payout' and e.account = 'player_winnings'`,
        [drawId],
      );
      for (const player of players) {
        const expected = cases.filter((p) => p.player.id === player.id).reduce((sum, p) => sum + p.case.expected.payout, 0);
        expect(payouts.filter((row) => row.player_id === player.id).map((row) => Number(row.amount))).toEqual(expected > 0 ? [expected] : []);
      }
    }
    const total = (player: Player) => placed.filter((p) => p.player.id === player.id).reduce((sum, p) => sum + p.case.expected.payout, 0);
    for (const player of players) expect((await balancesOf(env, player.id)).winnings).toBe(total(player));
    await expectLedgerBalanced(env);
  });

  it('is idempotent: settling a settled draw again pays nothing', async () => {
    const [drawId] = [...outcomes.keys()];
    const winningsBefore = await Promise.all(players.map((player) => balancesOf(env, player.id)));
    const countTransactions = async () => (await ownerSql<{ count: number }>(env, 'select count(*)::int as count from public.ledger_transactions'))[0]!.count;
    const txnsBefore = await countTransactions();
    const again = await service.rpc('settle_draw', { draw_id: drawId! });
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ status: 'settled', paid: 0, total_payout: outcomes.get(drawId!)!.total_payout });
    const twice = await Promise.all([service.rpc('settle_draw', { draw_id: drawId! }), service.rpc('settle_draw', { draw_id: drawId! })]);
    expect(twice.map((r) => (r.data as DrawOutcome | null)?.paid)).toEqual([0, 0]);
    expect(await Promise.all(players.map((player) => balancesOf(env, player.id)))).toEqual(winningsBefore);
    expect(await countTransactions()).toBe(txnsBefore);
    await expectLedgerBalanced(env);
  });

  it('a settled draw cannot be confirmed, recorded, closed or cancelled again', async () => {
    const p = placed[0]!;
    const numbers = { draw_id: p.draw.id, winning: p.case.draw.winning, machine: p.case.draw.machine };
    expectMoneyError((await recorder.client.rpc('confirm_draw_result', numbers)).error, 'invalid_state', { status: 'settled' });
    expectMoneyError((await confirmer.client.rpc('record_draw_result', numbers)).error, 'invalid_state', { status: 'settled' });
    expectMoneyError((await confirmer.client.rpc('close_draw', { draw_id: p.draw.id })).error, 'invalid_state', { status: 'settled' });
    expectMoneyError((await confirmer.client.rpc('cancel_draw', { draw_id: p.draw.id })).error, 'invalid_state', { status: 'settled' });
    await expectLedgerBalanced(env);
  });
});

describe('bet_settlement: the rules of DESIGN §9 in SQL', () => {
  it('reads each option as src/game does (bet_option_rules = LINE_RULES)', async () => {
    const rows = await ownerSql<{ bet_option: string; drawn_window: number; misses: number }>(env, 'select bet_option, drawn_window, misses from public.bet_option_rules');
    expect(Object.fromEntries(rows.map((r) => [r.bet_option, { window: r.drawn_window, misses: r.misses }]))).toEqual(LINE_RULES);
  });

  describe('the hand-computed table (tests/fixtures/settlement-cases.ts)', () => {
    let rows: SqlSettlement[] = [];
    beforeAll(async () => {
      rows = await settleInSql(SETTLEMENT_CASES.map(({ bet, draw }) => ({ bet, draw })));
    });

    it.each(SETTLEMENT_CASES.map((c, i) => [c.name, c, i] as const))('%s', (_name, settlementCase: SettlementCase, index: number) => {
      expect(sqlOutcome(rows[index]!)).toEqual(expectedOf(settlementCase.expected));
    });
  });

  it('agrees with src/game settleBet on 10 000 random bets (100 random draws, fixed seed)', async () => {
    const samples = sampleDrawsWithBets(20_261_122, 100, 100).flatMap(({ draw, bets }) => bets.map((bet) => ({ bet, draw })));
    expect(samples).toHaveLength(10_000);
    const sql: SqlSettlement[] = [];
    // Batches of 1 000: PGlite runs in this process, and a long query holds its event loop.
    for (let from = 0; from < samples.length; from += 1_000) sql.push(...(await settleInSql(samples.slice(from, from + 1_000))));
    const disagreements: unknown[] = [];
    const seen = { won: 0, lost: 0, mac: 0, capped: 0, lines: 0 };
    samples.forEach(({ bet, draw }, i) => {
      const ts = settleBet(bet, draw);
      const expected = { payout: ts.payout, status: ts.status, winLines: ts.lines.filter((l) => l.result === 'win').length, macLines: ts.lines.filter((l) => l.result === 'mac').length };
      const got = sqlOutcome(sql[i]!);
      if (JSON.stringify(got) !== JSON.stringify(expected)) disagreements.push({ bet, draw, expected, got });
      seen[ts.status]++;
      if (expected.macLines > 0) seen.mac++;
      if (ts.capped) seen.capped++;
      seen.lines = Math.max(seen.lines, bet.combinations.length);
    });
    expect(disagreements.slice(0, 3)).toEqual([]);
    // The sample exercises every outcome: wins, losses, MAC lines, capped bets, the largest bets.
    expect(seen.won).toBeGreaterThan(1_000);
    expect(seen.lost).toBeGreaterThan(1_000);
    expect(seen.mac).toBeGreaterThan(300);
    expect(seen.capped).toBeGreaterThan(20);
    expect(seen.lines).toBe(252);
  });
});
