import { describe, expect, it } from 'vitest';
import { NO_DRAW_STATUSES } from './draw-sales';
import { type ReplayBet, nextDrawOfSlot, openDrawsOf, replayBetsOf, replayNotice, replayPlan, stakeLimitWarning } from './replay';
import { formatAmount } from './format';
import { TICKET_TOO_LARGE } from './ticket-bounds';

/** Monday 23 Nov 2026, 10:00 UTC (10:00 in Lomé and Abidjan, 11:00 in Porto-Novo). */
const MONDAY_10AM = new Date('2026-11-23T10:00:00Z');

const togoMonday9h = { country: 'TG', day: 'lundi', time: '9h', drawAt: '2026-11-23T09:00:00.000Z' } as const;
const TUESDAY_18H = { country: 'TG', day: 'mardi', time: '18h', drawAt: '2026-11-24T18:00:00.000Z' } as const;

const duo: ReplayBet = { betType: 'duo', betOption: 'direct', gameMode: 'normal', combinations: [[12, 34]], baseStake: 500, draw: togoMonday9h };
/** Perm of 3, 14, 25: 3 couples at 200 CFA in Turbo 2. */
const perm: ReplayBet = {
  betType: 'perm',
  betOption: 'turbo2',
  gameMode: 'double_chance',
  combinations: [
    [3, 14],
    [3, 25],
    [14, 25],
  ],
  baseStake: 200,
  draw: togoMonday9h,
};
const solo: ReplayBet = { betType: 'solo', betOption: 'first_position', gameMode: 'normal', combinations: [[7], [45]], baseStake: 100, draw: togoMonday9h };

const ids = (index: number) => `new-${index}`;

describe('the next open draw of the same slot', () => {
  it("is today's when its hour is still to come", () => {
    expect(nextDrawOfSlot(togoMonday9h, new Date('2026-11-23T08:00:00Z'), NO_DRAW_STATUSES)).toEqual(togoMonday9h);
  });

  it("is next week's once today's hour has passed", () => {
    expect(nextDrawOfSlot(togoMonday9h, MONDAY_10AM, NO_DRAW_STATUSES)).toEqual({ ...togoMonday9h, drawAt: '2026-11-30T09:00:00.000Z' });
  });

  it('skips an occurrence the operator closed early', () => {
    const statuses = { 'TG@2026-11-30T09:00:00.000Z': 'closed' } as const;
    expect(nextDrawOfSlot(togoMonday9h, MONDAY_10AM, statuses)).toEqual({ ...togoMonday9h, drawAt: '2026-12-07T09:00:00.000Z' });
  });

  it("keeps the country's own zone: Bénin 14h is 13:00 UTC", () => {
    expect(nextDrawOfSlot({ country: 'BJ', day: 'lundi', time: '14h' }, MONDAY_10AM, NO_DRAW_STATUSES)).toEqual({
      country: 'BJ',
      day: 'lundi',
      time: '14h',
      drawAt: '2026-11-23T13:00:00.000Z',
    });
  });

  it('falls back to the next draw of the country at the same hour when the slot left the schedule', () => {
    // Togo has no draw on Sunday: the next 9h is Tuesday's (Monday's has passed)
    expect(nextDrawOfSlot({ country: 'TG', day: 'dimanche', time: '9h' }, MONDAY_10AM, NO_DRAW_STATUSES)).toEqual({
      country: 'TG',
      day: 'mardi',
      time: '9h',
      drawAt: '2026-11-24T09:00:00.000Z',
    });
  });

  it('is null when the country no longer has that hour at all', () => {
    expect(nextDrawOfSlot({ country: 'GH', day: 'lundi', time: '9h' }, MONDAY_10AM, NO_DRAW_STATUSES)).toBeNull();
  });
});

describe("the country's open draws", () => {
  it('lists every slot of the coming week once, soonest first, without the past and the closed', () => {
    const draws = openDrawsOf('TG', MONDAY_10AM, { 'TG@2026-11-23T13:00:00.000Z': 'closed' });
    // 6 days × 3 hours = 18 slots, less the one closed early
    expect(draws).toHaveLength(17);
    expect(draws[0]).toEqual({ country: 'TG', day: 'lundi', time: '18h', drawAt: '2026-11-23T18:00:00.000Z' });
    expect(draws[1]).toEqual({ country: 'TG', day: 'mardi', time: '9h', drawAt: '2026-11-24T09:00:00.000Z' });
    expect(draws.at(-1)).toEqual({ ...togoMonday9h, drawAt: '2026-11-30T09:00:00.000Z' });
  });

  it('is empty for an unknown country', () => {
    expect(openDrawsOf('XX', MONDAY_10AM, NO_DRAW_STATUSES)).toEqual([]);
  });
});

describe('the replayed items', () => {
  it('keep type, option, mode, combinations and base stake, on the target draw, with new ids and prices', () => {
    const { items, refused } = replayPlan([duo, perm], TUESDAY_18H, ids);
    expect(refused).toEqual([]);
    expect(items).toEqual([
      {
        id: 'new-0',
        betType: 'duo',
        betOption: 'direct',
        gameMode: 'normal',
        ...TUESDAY_18H,
        combinations: [[12, 34]],
        baseStake: 500,
        // 1 couple × 500; Direct pays 300 times
        totalStake: 500,
        potentialWin: 150_000,
        potentialMacWin: null,
      },
      {
        id: 'new-1',
        betType: 'perm',
        betOption: 'turbo2',
        gameMode: 'double_chance',
        ...TUESDAY_18H,
        combinations: [
          [3, 14],
          [3, 25],
          [14, 25],
        ],
        baseStake: 200,
        // 3 couples × 200; double chance Turbo 2 pays 1 800 (and 1 200 on the machine) times the base stake, and all three couples can come out
        totalStake: 600,
        potentialWin: 3 * 200 * 1_800,
        potentialMacWin: 3 * 200 * 1_200,
      },
    ]);
  });

  it('leave out, with a French reason, the bets that no longer pass the rules', () => {
    const staleOption: ReplayBet = { ...solo, betOption: 'turbo2' };
    const tooSmall: ReplayBet = { ...duo, baseStake: 50 };
    const badCombination: ReplayBet = { ...duo, combinations: [[34, 12]] };
    const { items, refused } = replayPlan([staleOption, solo, tooSmall, badCombination], TUESDAY_18H, ids);
    expect(items.map((item) => item.id)).toEqual(['new-1']);
    expect(refused).toEqual([
      { index: 0, label: 'Solo Turbo 2', reason: "L'option Turbo 2 n'est plus proposée pour ce pari." },
      { index: 2, label: 'Duo Direct', reason: `La mise de base doit être comprise entre ${formatAmount(100)} et ${formatAmount(500_000)}.` },
      { index: 3, label: 'Duo Direct', reason: 'Ses combinaisons ne sont plus valides.' },
    ]);
  });

  it('leave out a bet too large for one ticket (2 520 lines)', () => {
    const huge: ReplayBet = { ...solo, betOption: 'direct', combinations: Array.from({ length: 2521 }, () => [7]) };
    const { items, refused } = replayPlan([huge], TUESDAY_18H, ids);
    expect(items).toEqual([]);
    expect(refused).toEqual([{ index: 0, label: 'Solo Direct', reason: TICKET_TOO_LARGE }]);
  });

  it('reduce a ticket bet to plain JSON', () => {
    const bet = { ...duo, totalStake: 500, potentialWin: 1, potentialMacWin: null, status: 'won', payout: 3, draw: { ...togoMonday9h, status: 'settled' } };
    expect(replayBetsOf([bet as unknown as ReplayBet])).toEqual([duo]);
  });
});

describe('what the player is told', () => {
  it('names the count and the draw', () => {
    expect(replayNotice(3, TUESDAY_18H)).toBe('3 paris ajoutés au panier pour le tirage Togo · Mardi 24 nov. 2026 à 18h.');
    expect(replayNotice(1, TUESDAY_18H)).toBe('1 pari ajouté au panier pour le tirage Togo · Mardi 24 nov. 2026 à 18h.');
  });

  it('warns when the stake limit leaves less than the items stake', () => {
    expect(stakeLimitWarning(null, [{ totalStake: 600 }])).toBeNull();
    expect(stakeLimitWarning(1_000, [{ totalStake: 600 }, { totalStake: 400 }])).toBeNull();
    expect(stakeLimitWarning(500, [{ totalStake: 600 }])).toBe(
      `Ces paris misent ${formatAmount(600)} ; votre limite de mise vous laisse ${formatAmount(500)} : vous ne pourrez pas tous les valider aujourd'hui.`,
    );
  });
});
