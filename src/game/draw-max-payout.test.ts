import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BetTypeId, combinationSize } from './bet-types';
import { BALLS, EMPTY_SELECTION, type Selection, closingPairs, combinationsOf, subsets, turningPairs } from './combinations';
import { type DrawnBet, drawMaxPayout, selectionMaxPayout } from './draw-max-payout';
import { maxPayout } from './max-payout';
import { type BetOptionId, type GameModeId, optionsFor } from './options';
import { type SettledBet, settleBet } from './settlement';

const bet = (betType: BetTypeId, betOption: BetOptionId, gameMode: GameModeId, combinations: number[][], baseStake = 100): SettledBet => ({
  betType,
  betOption,
  gameMode,
  combinations,
  baseStake,
});
const select = (type: BetTypeId, parts: Partial<Omit<Selection, 'type'>>): Selection => ({ type, ...EMPTY_SELECTION, ...parts });
const perm = (numbers: number[], option: BetOptionId = 'direct', mode: GameModeId = 'normal') => bet('perm', option, mode, combinationsOf(select('perm', { numbers })));
const on = (draw: string, b: SettledBet): DrawnBet => ({ ...b, country: draw.slice(0, 2), drawAt: draw.slice(3) });
const MONDAY = 'TG/2026-11-23T09:00:00.000Z';
const TUESDAY = 'TG/2026-11-24T09:00:00.000Z';

/**
 * The most the bets pay together over every result of one draw, by trying them: every ordered winning
 * draw made of the bets' numbers and filler balls, and every machine draw likewise, each settled by
 * `settleBet`. Draws are deduplicated by what they do to each bet's lines, then every pair is added up.
 */
function bruteForce(bets: readonly SettledBet[]): number {
  const numbers = [...new Set(bets.flatMap((b) => b.combinations.flat()))];
  const filler = BALLS.filter((n) => !numbers.includes(n)).slice(0, 5);
  const symbols = [...numbers, ...filler];
  const sequences: number[][] = [];
  const extend = (prefix: number[]) => {
    if (prefix.length === 5) return void sequences.push(prefix);
    for (const s of symbols) {
      if (prefix.includes(s)) continue;
      // fillers are interchangeable: only the first unused one
      if (filler.includes(s) && filler.slice(0, filler.indexOf(s)).some((f) => !prefix.includes(f))) continue;
      extend([...prefix, s]);
    }
  };
  extend([]);
  const other = [filler[0]!, filler[1]!, filler[2]!, filler[3]!, filler[4]!];
  const outcomes = (draw: number[], machine: boolean) =>
    bets.map((b) => settleBet(b, machine ? { winning: other, machine: draw } : { winning: draw, machine: other }).lines.map((l) => l.result !== 'lost'));
  const distinct = (machine: boolean) => [...new Map(sequences.map((s) => [JSON.stringify(outcomes(s, machine)), s])).values()];
  const winDraws = distinct(false);
  const macDraws = bets.some((b) => b.gameMode === 'double_chance') ? distinct(true) : [other];
  let best = 0;
  for (const winning of winDraws) {
    for (const machine of macDraws) {
      // the same ball may be in both draws: settleBet checks each set on its own
      best = Math.max(best, bets.reduce((sum, b) => sum + settleBet(b, { winning, machine }).payout, 0));
    }
  }
  return best;
}

describe('drawMaxPayout: bets on one draw, worked by hand', () => {
  it.each([
    ['one bet: its own maximum', [perm([1, 2, 3, 4, 5, 6])], 300_000], // 10 couples × 300 × 100
    ['two duos on 4 numbers: both win', [bet('duo', 'direct', 'normal', [[1, 2]]), bet('duo', 'direct', 'normal', [[3, 4]])], 60_000], // 2 × 300 × 100
    [
      'three duos on 6 numbers: only 2 fit in 5 balls',
      [bet('duo', 'direct', 'normal', [[1, 2]]), bet('duo', 'direct', 'normal', [[3, 4]]), bet('duo', 'direct', 'normal', [[5, 6]])],
      60_000, // 2 × 300 × 100
    ],
    ['two perms of 5 on different numbers: one of them', [perm([1, 2, 3, 4, 5]), perm([11, 12, 13, 14, 15])], 300_000], // 10 × 300 × 100, not 20
    ['two perms of 5 sharing 3 numbers: 10 + 3', [perm([1, 2, 3, 4, 5]), perm([3, 4, 5, 6, 7])], 390_000], // (10 + 3) × 300 × 100
    [
      'solo first position on 7 and a duo 7–8 turbo 2: 7 first, 8 second',
      [bet('solo', 'first_position', 'normal', [[7]]), bet('duo', 'turbo2', 'normal', [[7, 8]])],
      306_000, // 60 × 100 + 3000 × 100
    ],
    [
      'solo first position on 7 and on 9: one of them is first',
      [bet('solo', 'first_position', 'normal', [[7]]), bet('solo', 'first_position', 'normal', [[9]])],
      6_000, // 60 × 100
    ],
    [
      'two duos in double chance on 6 numbers: 2 win, the third on the machine numbers',
      [bet('duo', 'direct', 'double_chance', [[1, 2]]), bet('duo', 'direct', 'double_chance', [[3, 4]]), bet('duo', 'direct', 'double_chance', [[5, 6]])],
      48_000, // 2 × 180 × 100 + 120 × 100
    ],
  ] as const)('%s', (_name, bets, expected) => {
    const result = drawMaxPayout(bets);
    expect(result).toMatchObject({ amount: expected, exact: true });
    // the brute force tries every ordered draw of the bets' numbers: only where they are few
    if (new Set(bets.flatMap((b) => b.combinations.flat())).size <= 7) expect(bruteForce(bets)).toBe(expected);
  });

  it('adds up bets on different draws, each at its own maximum', () => {
    const result = selectionMaxPayout([on(MONDAY, perm([1, 2, 3, 4, 5])), on(TUESDAY, perm([11, 12, 13, 14, 15]))]);
    expect(result).toEqual({ amount: 600_000, exact: true, sumOfMaxima: 600_000, maxima: [300_000, 300_000] });
  });

  it('says when bets on one draw cannot all reach their maxima', () => {
    const result = selectionMaxPayout([on(MONDAY, perm([1, 2, 3, 4, 5])), on(MONDAY, perm([11, 12, 13, 14, 15])), on(TUESDAY, perm([1, 2, 3]))]);
    expect(result).toEqual({ amount: 300_000 + 90_000, exact: true, sumOfMaxima: 690_000, maxima: [300_000, 300_000, 90_000] });
  });

  it('reads the same instant written in another offset as the same draw', () => {
    const result = selectionMaxPayout([on(MONDAY, perm([1, 2, 3, 4, 5])), on('TG/2026-11-23T09:00:00.000+00:00', perm([11, 12, 13, 14, 15]))]);
    expect(result.amount).toBe(300_000);
  });

  it('gives the sum of the maxima, marked inexact, past its budget', () => {
    const bets = [perm([1, 2, 3, 4, 5]), perm([11, 12, 13, 14, 15])];
    expect(drawMaxPayout(bets, 3)).toEqual({ amount: 600_000, exact: false, sumOfMaxima: 600_000, maxima: [300_000, 300_000] });
  });

  it('is exact, and quick, for a basket of five bets on one draw sharing numbers', () => {
    const bets = [
      perm([3, 14, 25, 36, 47, 58], 'direct', 'double_chance'),
      bet('banker', 'direct', 'double_chance', combinationsOf(select('banker', { banker: 7, base: [1, 2, 3, 4, 5, 6, 8, 9, 10, 11] }))),
      bet('duo', 'turbo2', 'normal', [[12, 34]]),
      bet('solo', 'direct', 'normal', [[7], [21], [45]]),
      bet('trio', 'direct', 'double_chance', combinationsOf(select('trio', { numbers: [5, 14, 50, 89] }))),
    ];
    const started = performance.now();
    const result = drawMaxPayout(bets);
    expect(performance.now() - started).toBeLessThan(1_500);
    // 3, 14 and 5 are the perm's, the banker's and the trio's: the sum of their maxima (1 371 900) cannot happen
    expect(result).toMatchObject({ amount: 859_300, exact: true, sumOfMaxima: 1_371_900 });
  });

  it('gives up, quickly, on bets too entangled for its budget: every turning and every closing couple in double chance', () => {
    const bets = [
      bet('turning', 'direct', 'double_chance', turningPairs('complete').map((p) => [...p])),
      bet('closing', 'direct', 'double_chance', closingPairs().map((p) => [...p])),
    ];
    const started = performance.now();
    expect(drawMaxPayout(bets)).toMatchObject({ amount: 408_000, exact: false, sumOfMaxima: 408_000 });
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

/** Small bets on a pool of 7 numbers, so the brute force stays quick. */
const smallBet: fc.Arbitrary<SettledBet> = fc
  .tuple(
    fc.constantFrom<BetTypeId>('solo', 'duo', 'turning', 'closing', 'perm', 'banker', 'trio', 'quadra', 'jackpot'),
    fc.constantFrom<GameModeId>('normal', 'double_chance'),
    fc.nat(),
    fc.shuffledSubarray([3, 8, 12, 21, 33, 47, 60], { minLength: 1, maxLength: 6 }),
    fc.nat(),
  )
  .map(([betType, gameMode, pick, balls, stakeSeed]) => {
    const options = optionsFor(betType, gameMode);
    const size = combinationSize(betType);
    const numbers = balls.length >= size ? balls : [3, 8, 12, 21, 33].slice(0, size);
    const combinations =
      betType === 'solo' ? numbers.map((n) => [n]) : subsets([...numbers].sort((a, b) => a - b), size).slice(0, betType === 'perm' || size > 2 ? undefined : 3);
    return bet(betType, options[pick % options.length]!.id, gameMode, combinations, [100, 200, 1000][stakeSeed % 3]);
  });

describe('drawMaxPayout against the brute force', () => {
  it('is the best total over every result of the draw, for 2 to 4 small bets', () => {
    fc.assert(
      fc.property(fc.array(smallBet, { minLength: 2, maxLength: 4 }), (bets) => {
        const result = drawMaxPayout(bets);
        expect(result.exact).toBe(true);
        expect(result.amount).toBe(bruteForce(bets));
        expect(result.amount).toBeLessThanOrEqual(bets.reduce((sum, b) => sum + maxPayout(b), 0));
      }),
      { numRuns: 40, seed: 3804 },
    );
  });
});
