import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_TYPE_IDS } from './bet-types';
import { optionsFor } from './options';
import { priceBet } from './payouts';

describe('priceBet (DESIGN §6: win = stake × combinations × multiplier)', () => {
  it.each([
    ['solo', 'normal', 'direct', 100, 1, 100, 1_300, null],
    ['solo', 'normal', 'first_position', 200, 1, 200, 12_000, null],
    ['solo', 'double_chance', 'direct', 100, 1, 100, 800, 400],
    ['solo', 'double_chance', 'first_position', 500, 1, 500, 20_000, 10_000],
    ['perm', 'normal', 'direct', 100, 190, 19_000, 5_700_000, null],
    ['perm', 'normal', 'turbo2', 100, 3, 300, 900_000, null],
    ['banker', 'double_chance', 'turbo3', 1000, 89, 89_000, 40_050_000, 26_700_000],
    ['duo', 'double_chance', 'turbo4', 100, 1, 100, 30_000, 20_000],
    ['trio', 'normal', 'direct', 100, 120, 12_000, 36_000_000, null],
    ['quadra', 'double_chance', 'direct', 100, 5, 500, 2_500_000, 1_500_000],
    ['jackpot', 'normal', 'direct', 100, 1, 100, 5_000_000, null],
    ['jackpot', 'normal', 'turbo', 100, 6, 600, 6_000_000, null],
    ['jackpot', 'double_chance', 'direct', 500_000, 1, 500_000, 15_000_000_000, 10_000_000_000],
  ] as const)('%s %s %s: %i × %i combinations', (type, mode, option, stake, count, totalStake, potentialWin, potentialMacWin) => {
    expect(priceBet(type, mode, option, stake, count)).toEqual({ totalStake, potentialWin, potentialMacWin });
  });

  it('an option the type does not offer is priced with the first option', () => {
    expect(priceBet('jackpot', 'double_chance', 'turbo', 100, 1)).toEqual({ totalStake: 100, potentialWin: 3_000_000, potentialMacWin: 2_000_000 });
    expect(priceBet('trio', 'normal', 'turbo2', 100, 1).potentialWin).toBe(300_000);
  });

  it('no combination costs and wins nothing', () => {
    expect(priceBet('perm', 'normal', 'direct', 100, 0)).toEqual({ totalStake: 0, potentialWin: 0, potentialMacWin: null });
  });

  it('total = stake × count, win = total × multiplier, MAC only in double chance (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BET_TYPE_IDS),
        fc.constantFrom('normal' as const, 'double_chance' as const),
        fc.integer({ min: 100, max: 500_000 }),
        fc.integer({ min: 0, max: 252 }),
        (type, mode, stake, count) => {
          for (const option of optionsFor(type, mode)) {
            const price = priceBet(type, mode, option.id, stake, count);
            expect(price.totalStake).toBe(stake * count);
            expect(price.potentialWin).toBe(stake * count * option.multiplier);
            if (mode === 'normal') expect(price.potentialMacWin).toBeNull();
            else expect(price.potentialMacWin).toBe(stake * count * option.macMultiplier!);
          }
        },
      ),
    );
  });
});
