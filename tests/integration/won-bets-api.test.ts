import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '../../src/api/auth';
import type * as WonBetsApi from '../../src/api/won-bets';
import { settleBet } from '../../src/game/settlement';
import { type DrawRow, drawByOperators, freshDraw, itemOn, placeOn, signInOperator } from './support/draws';
import { expectLedgerBalanced } from './support/ledger';
import { fund } from './support/money';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';

/** src/api as one browser tab: its own supabase client and session. */
interface Tab {
  auth: typeof AuthApi;
  wonBets: typeof WonBetsApi;
}

async function openTab(): Promise<Tab> {
  vi.resetModules();
  return { auth: await import('../../src/api/auth'), wonBets: await import('../../src/api/won-bets') };
}

const PERM = { betType: 'perm', betOption: 'direct', gameMode: 'normal', baseStake: 200, combinations: [[7, 12], [7, 20], [7, 45], [7, 50], [12, 20], [12, 45], [12, 50], [20, 45], [20, 50], [45, 50]] } as const;
const SOLO = { betType: 'solo', betOption: 'direct', gameMode: 'normal', baseStake: 500, combinations: [[88]] } as const;
const LOSER = { betType: 'solo', betOption: 'direct', gameMode: 'normal', baseStake: 100, combinations: [[1]] } as const;
const DRAW_A = { winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] };

let env: TestStack;
let player: Player;
let other: Player;
let tab: Tab;
let otherTab: Tab;
let first: DrawRow;
let later: DrawRow;
let codes: string[];

beforeAll(async () => {
  env = await startTestStack();
  vi.stubEnv('VITE_SUPABASE_URL', env.url);
  player = await newPlayer(env.url, 'esi');
  other = await newPlayer(env.url, 'yao');
  await fund(env, player, 20_000);
  first = await freshDraw(env, 'CI');
  later = await freshDraw(env, 'CI');
  const a = await placeOn(player, [itemOn(first, { ...PERM, combinations: PERM.combinations.map((l) => [...l]) }), itemOn(first, { ...LOSER, combinations: [[1]] })]);
  const b = await placeOn(player, [itemOn(later, { ...SOLO, combinations: [[88]] })]);
  codes = [a.code, b.code];
  const [op1, op2] = [await signInOperator(env.url, 0), await signInOperator(env.url, 1)];
  await drawByOperators(first, DRAW_A, op1, op2);
  await drawByOperators(later, DRAW_A, op2, op1);
  [tab, otherTab] = [await openTab(), await openTab()];
  await tab.auth.login(player.email, player.password);
  await otherTab.auth.login(other.email, other.password);
});
afterAll(async () => {
  for (const t of [tab, otherTab]) await t?.auth.logout().catch(() => undefined);
  vi.unstubAllEnvs();
  await env?.close();
});

describe("'Mes gains': the player's won bets (src/api/won-bets)", () => {
  it('lists only won bets, the latest draw first, with the payout, the draw and its numbers, and the ticket code', async () => {
    const page = await tab.wonBets.myWonBets(0, 10);
    expect(page.total).toBe(2);
    expect(page.items.map((bet) => [bet.betType, bet.payout, bet.ticketCode, bet.draw.drawAt])).toEqual([
      ['solo', settleBet(SOLO, DRAW_A).payout, codes[1], later.draw_at],
      ['perm', 180_000, codes[0], first.draw_at],
    ]);
    // 3 of the perm's 5 numbers drawn: 3 couples × 200 × 300
    expect(settleBet(PERM, DRAW_A).payout).toBe(180_000);
    const perm = page.items[1]!;
    expect(perm).toMatchObject({ status: 'won', baseStake: 200, totalStake: 2_000, combinations: PERM.combinations });
    expect(perm.draw).toMatchObject({ country: 'CI', status: 'settled', winningNumbers: DRAW_A.winning, machineNumbers: DRAW_A.machine });
    expect(typeof perm.id).toBe('string');
  });

  it('pages with the total across pages', async () => {
    const second = await tab.wonBets.myWonBets(1, 1);
    expect(second.total).toBe(2);
    expect(second.items.map((bet) => bet.payout)).toEqual([180_000]);
    expect((await tab.wonBets.myWonBets(2, 1)).items).toEqual([]);
  });

  it("another player sees none of them; the ledger matches the balances", async () => {
    expect(await otherTab.wonBets.myWonBets()).toEqual({ items: [], page: 0, pageSize: 10, total: 0 });
    await expectLedgerBalanced(env);
  });
});
