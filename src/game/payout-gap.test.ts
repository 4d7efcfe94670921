import { describe, expect, it } from 'vitest';
import type { BetTypeId } from './bet-types';
import { EMPTY_SELECTION, combinationsOf } from './combinations';
import { type DrawnBet, selectionMaxPayout } from './draw-max-payout';
import { maxPayout } from './max-payout';
import type { BetOptionId, GameModeId } from './options';
import { allLinesWinTogether, payoutGap, payoutGapNote, selectionPayoutGap } from './payout-gap';
import { priceBet } from './payouts';

const priced = (betType: BetTypeId, betOption: BetOptionId, gameMode: GameModeId, numbers: number[], draw = 'TG/2026-11-23T09:00:00.000Z'): DrawnBet & { potentialWin: number } => {
  const combinations = combinationsOf({ ...EMPTY_SELECTION, type: betType, numbers });
  return {
    betType,
    betOption,
    gameMode,
    combinations,
    baseStake: 100,
    country: draw.slice(0, 2),
    drawAt: draw.slice(3),
    potentialWin: priceBet(betType, gameMode, betOption, 100, combinations.length).potentialWin,
  };
};
const TUESDAY = 'TG/2026-11-24T09:00:00.000Z';

describe('payoutGap: why one bet\'s two figures differ', () => {
  it.each([
    // [name, bet, gap, 'Gain potentiel', 'Gain maximal possible']
    ['duo: one line', priced('duo', 'direct', 'normal', [12, 34]), null, 30_000, 30_000],
    ['solo of 3 numbers: all 3 can come out', priced('solo', 'direct', 'normal', [7, 21, 45]), null, 3_900, 3_900],
    ['solo of 2 numbers, first position: only one is first', priced('solo', 'first_position', 'normal', [7, 21]), 'lines', 12_000, 6_000],
    ['perm of 6: 10 of its 15 couples', priced('perm', 'direct', 'normal', [1, 2, 3, 4, 5, 6]), 'lines', 450_000, 300_000],
    ['perm of 6, double chance', priced('perm', 'direct', 'double_chance', [1, 2, 3, 4, 5, 6]), 'lines', 270_000, 228_000],
    ['solo, double chance: one line never pays twice', priced('solo', 'direct', 'double_chance', [7]), null, 800, 800],
    ['jackpot turbo of 6: all 6 lines win together, over the cap', priced('jackpot', 'turbo', 'normal', [1, 2, 3, 4, 5, 6]), 'cap', 6_000_000, 5_000_000],
    ['jackpot of 7: one of its 21 lines at a time', priced('jackpot', 'direct', 'normal', [1, 2, 3, 4, 5, 6, 7]), 'lines', 105_000_000, 5_000_000],
    ['jackpot turbo of 7: 11 lines at most, capped too', priced('jackpot', 'turbo', 'normal', [1, 2, 3, 4, 5, 6, 7]), 'lines', 21_000_000, 5_000_000],
  ] as const)('%s', (_name, bet, gap, potential, most) => {
    expect(bet.potentialWin).toBe(potential);
    expect(maxPayout(bet)).toBe(most);
    expect(payoutGap(bet, maxPayout(bet))).toBe(gap);
  });

  it('tells whether one draw can make every line win', () => {
    expect(allLinesWinTogether(priced('perm', 'direct', 'normal', [1, 2, 3, 4, 5]))).toBe(true);
    expect(allLinesWinTogether(priced('perm', 'turbo2', 'normal', [1, 2, 3]))).toBe(false);
    expect(allLinesWinTogether(priced('jackpot', 'turbo', 'normal', [1, 2, 3, 4, 5, 6]))).toBe(true);
    expect(allLinesWinTogether(priced('jackpot', 'turbo', 'normal', [1, 2, 3, 4, 5, 6, 7]))).toBe(false);
  });
});

describe('selectionPayoutGap: the basket\'s totals', () => {
  const gapOf = (...bets: (DrawnBet & { potentialWin: number })[]) => selectionPayoutGap(bets, selectionMaxPayout(bets));

  it('is null when every bet can pay its potential, on different draws', () => {
    expect(gapOf(priced('duo', 'direct', 'normal', [12, 34]), priced('duo', 'direct', 'normal', [56, 78], TUESDAY))).toBeNull();
  });

  it("is 'lines' when bets on one draw compete for its 5 numbers, though each alone could pay its potential", () => {
    const duos = [priced('duo', 'direct', 'normal', [1, 2]), priced('duo', 'direct', 'normal', [3, 4]), priced('duo', 'direct', 'normal', [5, 6])];
    expect(selectionMaxPayout(duos).amount).toBe(60_000);
    expect(gapOf(...duos)).toBe('lines');
  });

  it("is 'lines' when one bet's lines cannot all win", () => {
    expect(gapOf(priced('perm', 'direct', 'normal', [1, 2, 3, 4, 5, 6]), priced('jackpot', 'turbo', 'normal', [1, 2, 3, 4, 5, 6], TUESDAY))).toBe('lines');
  });

  it("is 'cap' when the only difference is the cap", () => {
    expect(gapOf(priced('duo', 'direct', 'normal', [12, 34]), priced('jackpot', 'turbo', 'normal', [1, 2, 3, 4, 5, 6], TUESDAY))).toBe('cap');
  });
});

describe('payoutGapNote: one short line, in French', () => {
  it('says why, for one bet or several', () => {
    expect(payoutGapNote('lines', 1)).toBe(
      "Gain potentiel : toutes les combinaisons gagnantes à la fois, ce qu'aucun tirage ne permet ; le gain maximal possible est ce que ce pari peut réellement rapporter.",
    );
    expect(payoutGapNote('lines', 3)).toBe(
      "Gain potentiel : toutes les combinaisons gagnantes à la fois, ce qu'aucun tirage ne permet ; le gain maximal possible est ce que ces paris peuvent réellement rapporter.",
    );
    // 50 000 grouped as the app groups amounts (U+202F)
    expect(payoutGapNote('cap', 1)).toBe(
      'Gain potentiel : avant le plafond de 50\u202f000 fois la mise par combinaison ; le gain maximal possible est ce que ce pari peut réellement rapporter.',
    );
  });
});
