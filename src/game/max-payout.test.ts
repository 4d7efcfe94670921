import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BetTypeId, combinationSize } from './bet-types';
import { BALLS, EMPTY_SELECTION, type Selection, closingPairs, combinationsOf, subsets, turningPairs } from './combinations';
import { maxPayout } from './max-payout';
import { type BetOptionId, type GameModeId, optionsFor } from './options';
import { type SettledBet, settleBet } from './settlement';

const select = (type: BetTypeId, parts: Partial<Omit<Selection, 'type'>>): Selection => ({ type, ...EMPTY_SELECTION, ...parts });
const bet = (betType: BetTypeId, betOption: BetOptionId, gameMode: GameModeId, combinations: number[][], baseStake = 100): SettledBet => ({
  betType,
  betOption,
  gameMode,
  combinations,
  baseStake,
});
const firstBalls = (n: number) => BALLS.slice(0, n);
const perm = (n: number) => combinationsOf(select('perm', { numbers: firstBalls(n) }));
const group = (type: BetTypeId, n: number) => combinationsOf(select(type, { numbers: firstBalls(n) }));
const banker = (baseSize: number) => combinationsOf(select('banker', { banker: 45, base: BALLS.filter((n) => n !== 45).slice(0, baseSize) }));
const fullBanker = banker(89);

/** How many numbers of the draw each option looks at (DESIGN §9). */
const WINDOW: Record<BetOptionId, number> = { first_position: 1, turbo2: 2, turbo3: 3, turbo4: 4, direct: 5, turbo: 5 };

/**
 * The largest payout `settleBet` gives over every draw that matters, found by trying them all.
 *
 * Why trying only these draws is exact: under every option a line's outcome on one draw depends
 * only on which of the bet's numbers are among that draw's first k numbers (k = WINDOW), not on
 * their order, nor on which other balls are drawn. So a draw whose first k numbers hold the set X
 * of the bet's numbers gives every line the same outcome as the draw X, then balls outside the bet
 * ("filler"). Listing every X of at most k of the bet's numbers, for the winning and — separately,
 * since the two draws are independent and may share balls — for the machine numbers, reaches every
 * combination of line outcomes that any real pair of draws can give.
 */
function bruteForceMax(b: SettledBet): number {
  const numbers = [...new Set(b.combinations.flat())];
  const filler = BALLS.filter((n) => !numbers.includes(n)).slice(0, 5);
  const k = WINDOW[b.betOption];
  const draws: number[][] = [];
  for (let size = 0; size <= Math.min(k, numbers.length); size++) {
    for (const x of subsets(numbers, size)) draws.push([...x, ...filler].slice(0, 5));
  }
  const machines = b.gameMode === 'double_chance' ? draws : [filler];
  let best = 0;
  for (const winning of draws) for (const machine of machines) best = Math.max(best, settleBet(b, { winning, machine }).payout);
  return best;
}

describe('maxPayout: the examples of DESIGN §6 and issue 15, worked by hand', () => {
  it.each([
    // [name, bet, expected, arithmetic]
    ['solo direct', bet('solo', 'direct', 'normal', [[45]]), 1_300], // 13 × 100
    ['solo first position', bet('solo', 'first_position', 'normal', [[45]]), 6_000], // 60 × 100
    ['duo direct', bet('duo', 'direct', 'normal', [[4, 5]]), 30_000], // 300 × 100
    ['perm of 3', bet('perm', 'direct', 'normal', perm(3)), 90_000], // 3 couples × 300 × 100
    ['perm of 6: 10 of its 15 couples', bet('perm', 'direct', 'normal', perm(6)), 300_000], // 10 × 300 × 100
    ['perm of 20: 10 of its 190 couples', bet('perm', 'direct', 'normal', perm(20)), 300_000], // 10 × 300 × 100
    ['perm of 20, turbo 2: 1 couple', bet('perm', 'turbo2', 'normal', perm(20)), 300_000], // 1 × 3000 × 100
    ['perm of 20, turbo 3: 3 couples', bet('perm', 'turbo3', 'normal', perm(20)), 240_000], // 3 × 800 × 100
    ['perm of 20, turbo 4: 6 couples', bet('perm', 'turbo4', 'normal', perm(20)), 300_000], // 6 × 500 × 100
    ['banker with 2 base numbers', bet('banker', 'direct', 'normal', banker(2)), 60_000], // 2 × 300 × 100
    ['banker against all 89: 4 couples', bet('banker', 'direct', 'normal', fullBanker), 120_000], // 4 × 300 × 100
    ['banker against all 89, turbo 3: 2 couples', bet('banker', 'turbo3', 'normal', fullBanker), 160_000], // 2 × 800 × 100
    ['turning, all 37 simple couples: 2 disjoint couples', bet('turning', 'direct', 'normal', turningPairs('simple').map((p) => [...p])), 60_000], // 2 × 300 × 100
    ['turning, all 65 couples: 5 repeated-digit numbers hold 10', bet('turning', 'direct', 'normal', turningPairs('complete').map((p) => [...p])), 300_000], // 10 × 300 × 100
    ['closing, all 89 couples: 5 consecutive numbers hold 4', bet('closing', 'direct', 'normal', closingPairs().map((p) => [...p])), 120_000], // 4 × 300 × 100
    ['closing, all 89 couples, turbo 3: 2', bet('closing', 'turbo3', 'normal', closingPairs().map((p) => [...p])), 160_000], // 2 × 800 × 100
    ['closing 1–2, 2–3 and 10–11: all 3 with 5 numbers', bet('closing', 'direct', 'normal', [[1, 2], [2, 3], [10, 11]]), 90_000], // 3 × 300 × 100
    ['closing 1–2, 2–3 and 10–11, turbo 3: 2', bet('closing', 'turbo3', 'normal', [[1, 2], [2, 3], [10, 11]]), 160_000], // 2 × 800 × 100
    ['trio of 10: C(5,3) = 10 lines', bet('trio', 'direct', 'normal', group('trio', 10)), 3_000_000], // 10 × 3000 × 100
    ['quadra of 10: C(5,4) = 5 lines', bet('quadra', 'direct', 'normal', group('quadra', 10)), 4_000_000], // 5 × 8000 × 100
    ['jackpot of 10: 1 line, the cap', bet('jackpot', 'direct', 'normal', group('jackpot', 10)), 5_000_000], // 1 × 50 000 × 100
    ['jackpot turbo of 5: 1 line', bet('jackpot', 'turbo', 'normal', group('jackpot', 5)), 1_000_000], // 1 × 10 000 × 100
    ['jackpot turbo of 6: 6 lines, capped', bet('jackpot', 'turbo', 'normal', group('jackpot', 6)), 5_000_000], // 6 × 10 000 × 100 = 6 000 000 > 50 000 × 100
    ['jackpot turbo of 10: 26 lines, capped', bet('jackpot', 'turbo', 'normal', group('jackpot', 10)), 5_000_000], // (1 + 5 × 5) × 10 000 × 100 > cap
    ['jackpot at the largest stake: the cap', bet('jackpot', 'direct', 'normal', group('jackpot', 5), 500_000), 25_000_000_000], // 50 000 × 500 000
  ] as const)('%s', (_name, b, expected) => {
    expect(maxPayout(b)).toBe(expected);
  });
});

describe('maxPayout in double chance, worked by hand (the winning and machine draws are independent)', () => {
  it.each([
    ['solo direct: one line cannot pay twice', bet('solo', 'direct', 'double_chance', [[45]]), 800], // 8 × 100
    ['solo first position', bet('solo', 'first_position', 'double_chance', [[45]]), 4_000], // 40 × 100
    ['duo direct', bet('duo', 'direct', 'double_chance', [[4, 5]]), 18_000], // 180 × 100
    ['perm of 3: all 3 on the winning numbers', bet('perm', 'direct', 'double_chance', perm(3)), 54_000], // 3 × 180 × 100 (1 × 180 + 2 × 120 is less)
    ['perm of 3, turbo 3', bet('perm', 'turbo3', 'double_chance', perm(3)), 135_000], // 3 × 450 × 100
    ['perm of 4, turbo 3: 3 win, 2 MAC', bet('perm', 'turbo3', 'double_chance', perm(4)), 195_000], // (3 × 450 + 2 × 300) × 100
    ['perm of 6: 10 win, 4 MAC', bet('perm', 'direct', 'double_chance', perm(6)), 228_000], // (10 × 180 + 4 × 120) × 100
    ['perm of 7: 10 win, 7 MAC', bet('perm', 'direct', 'double_chance', perm(7)), 264_000], // the machine 5 share ≥ 3 numbers: (10 × 180 + (10 − 3) × 120) × 100
    ['perm of 8: 10 win, 9 MAC', bet('perm', 'direct', 'double_chance', perm(8)), 288_000], // share ≥ 2: (10 × 180 + (10 − 1) × 120) × 100
    ['perm of 20: 10 win, 10 MAC', bet('perm', 'direct', 'double_chance', perm(20)), 300_000], // (10 × 180 + 10 × 120) × 100
    ['perm of 20, turbo 2', bet('perm', 'turbo2', 'double_chance', perm(20)), 300_000], // (1800 + 1200) × 100
    ['banker with 1 base number', bet('banker', 'direct', 'double_chance', banker(1)), 18_000], // 180 × 100
    ['banker with 5 base numbers: 4 win, 1 MAC', bet('banker', 'direct', 'double_chance', banker(5)), 84_000], // (4 × 180 + 1 × 120) × 100
    ['banker against all 89: 4 win, 4 MAC', bet('banker', 'direct', 'double_chance', fullBanker), 120_000], // (4 × 180 + 4 × 120) × 100
    ['banker against all 89, turbo 2', bet('banker', 'turbo2', 'double_chance', fullBanker), 300_000], // (1800 + 1200) × 100
    ['turning, all 37 simple couples: 2 win, 2 MAC', bet('turning', 'direct', 'double_chance', turningPairs('simple').map((p) => [...p])), 60_000], // (2 × 180 + 2 × 120) × 100
    ['closing, all 89 couples: 4 win, 4 MAC', bet('closing', 'direct', 'double_chance', closingPairs().map((p) => [...p])), 120_000], // (4 × 180 + 4 × 120) × 100
    ['trio of 3', bet('trio', 'direct', 'double_chance', group('trio', 3)), 180_000], // 1800 × 100
    ['trio of 4: all 4 lines win', bet('trio', 'direct', 'double_chance', group('trio', 4)), 720_000], // 4 × 1800 × 100
    ['trio of 10: 10 win, 10 MAC', bet('trio', 'direct', 'double_chance', group('trio', 10)), 3_000_000], // (10 × 1800 + 10 × 1200) × 100
    ['quadra of 5: all 5 lines win', bet('quadra', 'direct', 'double_chance', group('quadra', 5)), 2_500_000], // 5 × 5000 × 100
    ['quadra of 10: 5 win, 5 MAC', bet('quadra', 'direct', 'double_chance', group('quadra', 10)), 4_000_000], // (5 × 5000 + 5 × 3000) × 100
    ['jackpot of 5', bet('jackpot', 'direct', 'double_chance', group('jackpot', 5)), 3_000_000], // 30 000 × 100
    ['jackpot of 6: 1 win + 1 MAC, exactly the cap', bet('jackpot', 'direct', 'double_chance', group('jackpot', 6)), 5_000_000], // (30 000 + 20 000) × 100
  ] as const)('%s', (_name, b, expected) => {
    expect(maxPayout(b)).toBe(expected);
  });
});

describe('maxPayout, edges', () => {
  it('is 0 for a bet without combinations (a selection not complete yet)', () => {
    expect(maxPayout(bet('perm', 'direct', 'normal', []))).toBe(0);
  });

  it('refuses an option the type does not offer, as settlement does', () => {
    expect(() => maxPayout(bet('jackpot', 'turbo', 'double_chance', group('jackpot', 5)))).toThrow(RangeError);
  });

  it('counts a line played twice twice, as settlement pays it', () => {
    expect(maxPayout(bet('duo', 'direct', 'normal', [[4, 5], [4, 5]]))).toBe(60_000); // 2 × 300 × 100
  });
});

/** Small bets the builder makes: at most 6 numbers, few enough for the brute force. */
const builderBet: fc.Arbitrary<SettledBet> = fc
  .tuple(
    fc.constantFrom<BetTypeId>('solo', 'duo', 'turning', 'closing', 'addition', 'perm', 'banker', 'trio', 'quadra', 'jackpot'),
    fc.constantFrom<GameModeId>('normal', 'double_chance'),
    fc.nat(),
    fc.shuffledSubarray(BALLS.slice(0, 30), { minLength: 6, maxLength: 6 }),
    fc.nat(),
  )
  .map(([betType, gameMode, pick, balls, seed]) => {
    const options = optionsFor(betType, gameMode);
    const betOption = options[pick % options.length]!.id;
    const count = (min: number, max: number) => min + (seed % (max - min + 1));
    let combinations: number[][];
    switch (betType) {
      case 'turning': {
        // anagram couples and repeated-digit couples (a clique on 11, 22, 33, 44), at most 6 numbers
        const pairs = turningPairs('complete').filter(([a, b]) => a <= 44 && b <= 44 && (a % 11 === 0 || a < 15));
        const used = new Set<number>();
        combinations = [];
        for (const [i, [a, b]] of pairs.entries()) {
          if (!((seed >> i) & 1) || new Set([...used, a, b]).size > 6) continue;
          combinations.push([a, b]);
          used.add(a).add(b);
        }
        if (combinations.length === 0) combinations = [[11, 22]];
        break;
      }
      case 'closing':
        combinations = closingPairs()
          .slice(0, 5)
          .filter((_, i) => (seed >> i) & 1)
          .map((p) => [...p]);
        if (combinations.length === 0) combinations = [[3, 4]];
        break;
      case 'banker':
        combinations = combinationsOf(select('banker', { banker: balls[0]!, base: balls.slice(1, 1 + count(1, 5)) }));
        break;
      case 'perm':
        combinations = combinationsOf(select('perm', { numbers: balls.slice(0, count(3, 6)) }));
        break;
      case 'trio':
      case 'quadra':
      case 'jackpot':
        combinations = combinationsOf(select(betType, { numbers: balls.slice(0, count(combinationSize(betType), 6)) }));
        break;
      default:
        combinations = [balls.slice(0, combinationSize(betType)).sort((a, b) => a - b)];
    }
    return bet(betType, betOption, gameMode, combinations, 100 * (1 + (seed % 5)));
  });

/** Any lines of the type's size over 6 numbers, repeats allowed: shapes the builder never makes. */
const arbitraryBet: fc.Arbitrary<SettledBet> = fc
  .tuple(fc.constantFrom<BetTypeId>('solo', 'perm', 'trio', 'quadra', 'jackpot'), fc.constantFrom<GameModeId>('normal', 'double_chance'), fc.nat())
  .chain(([betType, gameMode, pick]) => {
    const options = optionsFor(betType, gameMode);
    const size = combinationSize(betType);
    const line = fc.shuffledSubarray([2, 3, 5, 8, 13, 21], { minLength: size, maxLength: size }).map((l) => l.sort((a, b) => a - b));
    return fc.array(line, { minLength: 1, maxLength: 12 }).map((combinations) => bet(betType, options[pick % options.length]!.id, gameMode, combinations));
  });

describe('maxPayout against a brute force over draws (property)', () => {
  // Each run settles up to 63² pairs of draws: seconds on a busy machine.
  it('equals the largest settled payout for bets the builder makes', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(builderBet, (b) => {
        expect(maxPayout(b)).toBe(bruteForceMax(b));
      }),
      { numRuns: 200 },
    );
  });

  it('equals the largest settled payout for any lines over a few numbers', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(arbitraryBet, (b) => {
        expect(maxPayout(b)).toBe(bruteForceMax(b));
      }),
      { numRuns: 120 },
    );
  });

  it('is never beaten by a random draw, even for large bets', () => {
    const ball = fc.integer({ min: 1, max: 90 });
    const drawn = fc.uniqueArray(ball, { minLength: 5, maxLength: 5 });
    const largeBet = fc
      .tuple(fc.constantFrom<BetTypeId>('perm', 'trio', 'jackpot'), fc.constantFrom<GameModeId>('normal', 'double_chance'), fc.uniqueArray(ball, { minLength: 5, maxLength: 10 }))
      .map(([betType, gameMode, numbers]) => bet(betType, 'direct', gameMode, combinationsOf(select(betType, { numbers }))));
    fc.assert(
      fc.property(largeBet, drawn, drawn, (b, winning, machine) => {
        expect(settleBet(b, { winning, machine }).payout).toBeLessThanOrEqual(maxPayout(b));
      }),
    );
  });
});
