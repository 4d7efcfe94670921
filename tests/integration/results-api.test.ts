import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '../../src/api/auth';
import type * as ErrorsApi from '../../src/api/errors';
import type * as OperatorApi from '../../src/api/operator';
import type * as ResultsApi from '../../src/api/results';
import { betStatusLabel } from '../../src/game/tickets';
import { type DrawRow, OPERATORS, OPERATOR_PASSWORD, drawLocalDate, freshDraw, itemOn, placeOn } from './support/draws';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, fund } from './support/money';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';
import { cfa } from '../kit/amounts';

/** src/api as one browser tab: its own supabase client and session. */
interface Tab {
  auth: typeof AuthApi;
  operator: typeof OperatorApi;
  results: typeof ResultsApi;
  errors: typeof ErrorsApi;
}

let env: TestStack;
let player: Player;
let playerTab: Tab;
let op1: Tab;
let op2: Tab;
let visitor: Tab;
const stops: (() => void)[] = [];

async function openTab(): Promise<Tab> {
  vi.resetModules();
  return {
    auth: await import('../../src/api/auth'),
    operator: await import('../../src/api/operator'),
    results: await import('../../src/api/results'),
    errors: await import('../../src/api/errors'),
  };
}

beforeAll(async () => {
  env = await startTestStack();
  vi.stubEnv('VITE_SUPABASE_URL', env.url);
  player = await newPlayer(env.url, 'akosua');
  await fund(env, player, 20_000);
  [playerTab, op1, op2, visitor] = [await openTab(), await openTab(), await openTab(), await openTab()];
  await playerTab.auth.login(player.email, player.password);
  await op1.auth.login(OPERATORS[0].email, OPERATOR_PASSWORD);
  await op2.auth.login(OPERATORS[1].email, OPERATOR_PASSWORD);
});
afterAll(async () => {
  stops.forEach((stop) => stop());
  for (const tab of [playerTab, op1, op2]) await tab?.auth.logout().catch(() => undefined);
  vi.unstubAllEnvs();
  await env?.close();
});

async function refusal(promise: Promise<unknown>, errors: typeof ErrorsApi): Promise<ErrorsApi.MoneyError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(errors.MoneyError);
  return error as ErrorsApi.MoneyError;
}

/** winning 12, 45, 7, 88, 30; machine 5, 12, 61, 40, 77. */
const DRAW_A = { winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] };

describe('an operator records, another confirms, the player sees the win live (issue 16)', () => {
  let draw: DrawRow;
  const wins: ResultsApi.DrawWin[] = [];

  beforeAll(async () => {
    draw = await freshDraw(env, 'CI');
    let listening = false;
    stops.push(playerTab.results.subscribeToMyWins((win) => wins.push(win), () => (listening = true)));
    await vi.waitFor(() => expect(listening).toBe(true));
    // A perm of 5 numbers at 200 CFA, 3 of them drawn: 3 of its 10 couples win, 3 × 200 × 300.
    await placeOn(player, [
      itemOn(draw, { betType: 'perm', betOption: 'direct', gameMode: 'normal', baseStake: 200, combinations: [[7, 12], [7, 20], [7, 45], [7, 50], [12, 20], [12, 45], [12, 50], [20, 45], [20, 50], [45, 50]] }),
    ]);
  });

  it('operators see what is on sale, what waits for a result and what waits for a confirmation', async () => {
    expect(await op1.operator.isOperator()).toBe(true);
    expect(await playerTab.operator.isOperator()).toBe(false);
    expect(await visitor.operator.isOperator()).toBe(false);
    expect((await op1.operator.drawsOnSale(new Date(), 'CI')).map((d) => d.id)).toContain(draw.id);

    await op1.operator.closeDraw(draw.id);
    const waiting = await op1.operator.drawsAwaitingResult();
    expect(waiting.find((d) => d.id === draw.id)).toEqual({
      id: draw.id,
      country: 'CI',
      day: draw.draw_day,
      time: draw.draw_time,
      drawAt: draw.draw_at,
      status: 'closed',
      betCount: 1,
      totalStake: 2_000,
    });
    expect(await op1.operator.draftsAwaitingConfirmation()).toEqual([]);
    expect(await playerTab.operator.drawsAwaitingResult()).toEqual([]);

    await op1.operator.recordResult(draw.id, DRAW_A.winning, DRAW_A.machine);
    expect((await op1.operator.drawsAwaitingResult()).map((d) => d.id)).not.toContain(draw.id);
    const [mine] = await op1.operator.draftsAwaitingConfirmation();
    expect(mine).toMatchObject({ id: draw.id, winningNumbers: DRAW_A.winning, machineNumbers: DRAW_A.machine, recordedByEmail: OPERATORS[0].email, mine: true });
    expect((await op2.operator.draftsAwaitingConfirmation())[0]).toMatchObject({ id: draw.id, mine: false });
    expect(await playerTab.operator.draftsAwaitingConfirmation()).toEqual([]);
  });

  it('the recorder cannot confirm their own result: a French message says why', async () => {
    const error = await refusal(op1.operator.confirmResult(draw.id, DRAW_A.winning, DRAW_A.machine), op1.errors);
    expect({ code: error.code, message: error.message }).toEqual({
      code: 'same_operator',
      message: "Un autre opérateur doit confirmer ce résultat : vous l'avez saisi vous-même.",
    });
  });

  it('a second operator confirms: the draw is settled, the player is told live and paid into Mes gains', async () => {
    const before = await balancesOf(env, player.id);
    const outcome = await op2.operator.confirmResult(draw.id, DRAW_A.winning, DRAW_A.machine);
    expect(outcome).toEqual({
      drawId: draw.id,
      status: 'settled',
      winningNumbers: DRAW_A.winning,
      machineNumbers: DRAW_A.machine,
      bets: 1,
      won: 1,
      lost: 0,
      cancelled: 0,
      totalPayout: 180_000,
      totalRefund: 0,
    });
    await vi.waitFor(() => expect(wins).toHaveLength(1), { timeout: 5_000 });
    expect(wins[0]).toEqual({ drawId: draw.id, amount: 180_000, betsWon: 1 });
    expect((await balancesOf(env, player.id)).winnings).toBe(before.winnings + 180_000);
    expect((await op1.operator.drawHistory(draw.id)).map((a) => [a.action, a.actor])).toEqual([
      ['close', OPERATORS[0].email],
      ['record', OPERATORS[0].email],
      ['confirm', OPERATORS[1].email],
      ['settle', OPERATORS[1].email],
    ]);
    expect(await playerTab.operator.drawHistory(draw.id)).toEqual([]);
    await expectLedgerBalanced(env);
  });

  it('the results list the draw with its numbers in drawn order, by country and date; the player sees their ticket’s outcome', async () => {
    const date = await drawLocalDate(env, draw);
    const page = await visitor.results.drawResults({ country: 'CI', date });
    expect(page.items.find((d) => d.id === draw.id)).toMatchObject({
      country: 'CI',
      day: draw.draw_day,
      time: draw.draw_time,
      drawAt: draw.draw_at,
      date,
      winningNumbers: DRAW_A.winning,
      machineNumbers: DRAW_A.machine,
    });
    expect(page.items.every((d) => d.country === 'CI' && d.date === date)).toBe(true);
    expect((await visitor.results.drawResults({ country: 'TG', date })).items.map((d) => d.id)).not.toContain(draw.id);

    const mine = await playerTab.results.myTicketsOnDraws([draw.id]);
    expect(Object.keys(mine)).toEqual([draw.id]);
    const [ticket] = mine[draw.id]!;
    expect(ticket!.code).toMatch(/^LA-/);
    expect(ticket!.payout).toBe(180_000);
    expect(ticket!.bets.map((bet) => [bet.betType, bet.status, bet.payout, betStatusLabel(bet)])).toEqual([['perm', 'won', 180_000, cfa('Gagné 180 000 CFA')]]);
    expect(await visitor.results.myTicketsOnDraws([draw.id])).toEqual({});
  });
});

describe('operator refusals in French', () => {
  it('players are not operators; numbers and states are checked', async () => {
    const onSale = await freshDraw(env);
    const notOperator = await refusal(playerTab.operator.closeDraw(onSale.id), playerTab.errors);
    expect(notOperator.message).toBe('Cette action est réservée aux opérateurs.');
    const early = await refusal(op1.operator.recordResult(onSale.id, DRAW_A.winning, DRAW_A.machine), op1.errors);
    expect(early.message).toBe('Les ventes de ce tirage sont encore ouvertes : fermez-les avant de saisir le résultat.');
    const badWinning = await refusal(op1.operator.recordResult(onSale.id, [1, 2, 3, 4, 4], DRAW_A.machine), op1.errors);
    expect(badWinning.message).toBe('Les numéros gagnants doivent être 5 numéros différents de 1 à 90.');
    const badMachine = await refusal(op1.operator.recordResult(onSale.id, DRAW_A.winning, [1, 2, 3, 4, 95]), op1.errors);
    expect(badMachine.message).toBe('Les numéros machine doivent être 5 numéros différents de 1 à 90.');
    const unknown = await refusal(op1.operator.closeDraw(crypto.randomUUID()), op1.errors);
    expect(unknown.message).toBe('Tirage introuvable.');
    const nothingToConfirm = await refusal(op2.operator.confirmResult(onSale.id, DRAW_A.winning, DRAW_A.machine), op2.errors);
    expect(nothingToConfirm.message).toBe("Aucun résultat n'attend de confirmation pour ce tirage.");
  });

  it('cancelling refunds the stakes, and the results never list a cancelled draw', async () => {
    const draw = await freshDraw(env);
    await placeOn(player, [itemOn(draw, { betType: 'solo', betOption: 'direct', gameMode: 'normal', baseStake: 300, combinations: [[9]] })]);
    const before = await balancesOf(env, player.id);
    const outcome = await op2.operator.cancelDraw(draw.id, '  Machine en panne  ');
    expect(outcome).toMatchObject({ status: 'cancelled', bets: 1, cancelled: 1, totalRefund: 300 });
    expect((await balancesOf(env, player.id)).balance).toBe(before.balance + 300);
    expect((await op1.operator.drawHistory(draw.id)).at(-1)).toMatchObject({ action: 'cancel', details: { reason: 'Machine en panne', refunded: 300 } });
    const again = await refusal(op1.operator.cancelDraw(draw.id), op1.errors);
    expect(again.message).toBe('Ce tirage est déjà réglé ou annulé.');
    const [ticket] = (await playerTab.results.myTicketsOnDraws([draw.id]))[draw.id]!;
    expect(ticket!.bets.map((bet) => betStatusLabel(bet))).toEqual(['Remboursé']);
    expect((await visitor.results.drawResults({ date: await drawLocalDate(env, draw) })).items.map((d) => d.id)).not.toContain(draw.id);
    await expectLedgerBalanced(env);
  });
});
