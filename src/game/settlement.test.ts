import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SETTLEMENT_CASES } from '../../tests/fixtures/settlement-cases';
import { BET_TYPE_IDS, type BetTypeId, combinationSize } from './bet-types';
import { type GameModeId, optionsFor } from './options';
import { type SettledBet, isDrawnNumbers, payoutCap, settleBet, settlementOption } from './settlement';

const MODES: readonly GameModeId[] = ['normal', 'double_chance'];
const ball = fc.integer({ min: 1, max: 90 });
const drawn = fc.uniqueArray(ball, { minLength: 5, maxLength: 5 });
const lineOf = (size: number) => fc.uniqueArray(ball, { minLength: size, maxLength: size }).map((l) => [...l].sort((a, b) => a - b));

/** Any bet the database could hold: a type, a mode, an option it offers, 1–30 lines of its size. */
const anyBet = fc
  .tuple(fc.constantFrom(...BET_TYPE_IDS), fc.constantFrom(...MODES), fc.nat(), fc.integer({ min: 100, max: 500_000 }))
  .chain(([betType, gameMode, pick, baseStake]) => {
    const options = optionsFor(betType, gameMode);
    const betOption = options[pick % options.length]!.id;
    return fc
      .array(lineOf(combinationSize(betType)), { minLength: 1, maxLength: 30 })
      .map((combinations): SettledBet => ({ betType, gameMode, betOption, baseStake, combinations }));
  });

describe('settleBet on the hand-computed table (tests/fixtures/settlement-cases.ts)', () => {
  it('has at least 40 cases, each a bet the database accepts and a valid draw', () => {
    expect(SETTLEMENT_CASES.length).toBeGreaterThanOrEqual(40);
    for (const { bet, draw } of SETTLEMENT_CASES) {
      expect(() => settlementOption(bet)).not.toThrow();
      expect(bet.combinations.every((c) => c.every((n, i) => i === 0 || c[i - 1]! < n))).toBe(true);
      expect(new Set(bet.combinations.map((c) => c.join('-'))).size).toBe(bet.combinations.length);
      expect(bet.baseStake).toBeGreaterThanOrEqual(100);
      expect(bet.baseStake).toBeLessThanOrEqual(500_000);
      expect(isDrawnNumbers(draw.winning) && isDrawnNumbers(draw.machine)).toBe(true);
    }
  });

  it('covers every type × option × mode, and each option of each mode both won and lost', () => {
    const missing: string[] = [];
    for (const type of BET_TYPE_IDS) {
      for (const mode of MODES) {
        for (const option of optionsFor(type, mode)) {
          const cases = SETTLEMENT_CASES.filter((c) => c.bet.betType === type && c.bet.gameMode === mode && c.bet.betOption === option.id);
          if (cases.length === 0) missing.push(`${type} ${mode} ${option.id}`);
        }
      }
    }
    expect(missing).toEqual([]);
    for (const mode of MODES) {
      for (const option of new Set(BET_TYPE_IDS.flatMap((type) => optionsFor(type, mode).map((o) => o.id)))) {
        const statuses = new Set(SETTLEMENT_CASES.filter((c) => c.bet.gameMode === mode && c.bet.betOption === option).map((c) => c.expected.status));
        expect([mode, option, statuses]).toEqual([mode, option, new Set(['won', 'lost'])]);
      }
    }
  });

  it.each(SETTLEMENT_CASES.map((c) => [c.name, c] as const))('%s', (_name, { bet, draw, expected }) => {
    const settlement = settleBet(bet, draw);
    expect(settlement.payout).toBe(expected.payout);
    expect(settlement.status).toBe(expected.status);
    expect(settlement.lines.filter((l) => l.result === 'win')).toHaveLength(expected.winLines);
    expect(settlement.lines.filter((l) => l.result === 'mac')).toHaveLength(expected.macLines);
  });
});

describe('settleBet, details', () => {
  const draw = { winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] };

  it('reports each line with its result, multiplier and payout, in the bet’s order', () => {
    const settlement = settleBet(
      { betType: 'banker', betOption: 'direct', gameMode: 'double_chance', combinations: [[12, 45], [12, 61], [12, 90]], baseStake: 200 },
      draw,
    );
    expect(settlement).toEqual({
      status: 'won',
      payout: 60_000,
      linesTotal: 60_000,
      capped: false,
      lines: [
        { combination: [12, 45], result: 'win', multiplier: 180, payout: 36_000 },
        { combination: [12, 61], result: 'mac', multiplier: 120, payout: 24_000 },
        { combination: [12, 90], result: 'lost', multiplier: 0, payout: 0 },
      ],
    });
  });

  it('says when the cap cut the payout, keeping the lines’ own total', () => {
    const settlement = settleBet(
      {
        betType: 'jackpot',
        betOption: 'turbo',
        gameMode: 'normal',
        combinations: [[7, 12, 30, 45, 88], [7, 12, 30, 45, 89]],
        baseStake: 100,
      },
      { winning: [7, 12, 30, 45, 88], machine: [1, 2, 3, 4, 5] },
    );
    expect(settlement).toMatchObject({ payout: 2_000_000, linesTotal: 2_000_000, capped: false });
    const capped = settleBet(
      {
        betType: 'jackpot',
        betOption: 'turbo',
        gameMode: 'normal',
        combinations: [[7, 12, 30, 45, 88], [7, 12, 30, 45, 89], [7, 12, 30, 45, 90], [7, 12, 30, 45, 86], [7, 12, 30, 45, 87], [7, 12, 30, 45, 85]],
        baseStake: 100,
      },
      { winning: [7, 12, 30, 45, 88], machine: [1, 2, 3, 4, 5] },
    );
    expect(capped).toMatchObject({ status: 'won', payout: 5_000_000, linesTotal: 6_000_000, capped: true });
  });

  it('the cap is 50 000 × the base stake', () => {
    expect(payoutCap(100)).toBe(5_000_000);
    expect(payoutCap(500_000)).toBe(25_000_000_000);
  });

  it.each([
    ['jackpot turbo in double chance', { betType: 'jackpot', betOption: 'turbo', gameMode: 'double_chance' }],
    ['trio turbo2', { betType: 'trio', betOption: 'turbo2', gameMode: 'normal' }],
    ['duo first_position', { betType: 'duo', betOption: 'first_position', gameMode: 'normal' }],
  ] as const)('refuses an option the type does not offer: %s', (_name, parts) => {
    const combinations = [Array.from({ length: combinationSize(parts.betType) }, (_, i) => i + 1)];
    expect(() => settleBet({ ...parts, combinations, baseStake: 100 }, draw)).toThrow(RangeError);
  });

  it.each([
    ['a couple of one ball', 'duo', [[12]]],
    ['a couple with a ball twice', 'duo', [[12, 12]]],
    ['a ball out of range', 'solo', [[91]]],
    ['a trio of four', 'trio', [[1, 2, 3, 4]]],
  ] as const)('refuses a combination that is not of its type: %s', (_name, betType, combinations) => {
    expect(() => settleBet({ betType, betOption: 'direct', gameMode: 'normal', combinations, baseStake: 100 }, draw)).toThrow(RangeError);
  });

  it.each([
    ['4 winning numbers', { winning: [1, 2, 3, 4], machine: [5, 6, 7, 8, 9] }],
    ['a repeated winning number', { winning: [1, 2, 3, 4, 4], machine: [5, 6, 7, 8, 9] }],
    ['a machine number 0', { winning: [1, 2, 3, 4, 5], machine: [0, 6, 7, 8, 9] }],
    ['6 machine numbers', { winning: [1, 2, 3, 4, 5], machine: [5, 6, 7, 8, 9, 10] }],
  ])('refuses a draw with %s', (_name, badDraw) => {
    expect(() => settleBet({ betType: 'solo', betOption: 'direct', gameMode: 'normal', combinations: [[1]], baseStake: 100 }, badDraw)).toThrow(RangeError);
  });

  it('a bet with a win and a MAC on the same line would pay the win only', () => {
    const settlement = settleBet({ betType: 'duo', betOption: 'direct', gameMode: 'double_chance', combinations: [[7, 12]], baseStake: 100 }, {
      winning: [7, 12, 1, 2, 3],
      machine: [12, 7, 4, 5, 6],
    });
    expect(settlement.payout).toBe(18_000);
  });
});

describe('settleBet, properties', () => {
  it('pays each line the win multiplier, the MAC multiplier or nothing, and the bet the capped sum', () => {
    fc.assert(
      fc.property(anyBet, drawn, drawn, (bet, winning, machine) => {
        const { multiplier, macMultiplier } = optionsFor(bet.betType, bet.gameMode).find((o) => o.id === bet.betOption)!;
        const settlement = settleBet(bet, { winning, machine });
        const allowed = [0, bet.baseStake * multiplier, ...(macMultiplier === null ? [] : [bet.baseStake * macMultiplier])];
        for (const line of settlement.lines) expect(allowed).toContain(line.payout);
        const sum = settlement.lines.reduce((s, l) => s + l.payout, 0);
        expect(settlement.payout).toBe(Math.min(sum, 50_000 * bet.baseStake));
        expect(settlement.status).toBe(sum > 0 ? 'won' : 'lost');
      }),
    );
  });

  it('direct pays a line exactly when all its numbers are among the winning numbers (else MAC on the machine numbers)', () => {
    fc.assert(
      fc.property(anyBet, drawn, drawn, (bet, winning, machine) => {
        fc.pre(bet.betOption === 'direct');
        const { lines } = settleBet(bet, { winning, machine });
        lines.forEach((line, i) => {
          const combination = bet.combinations[i]!;
          const onWinning = combination.every((n) => winning.includes(n));
          const onMachine = combination.every((n) => machine.includes(n));
          const expected = onWinning ? 'win' : bet.gameMode === 'double_chance' && onMachine ? 'mac' : 'lost';
          expect(line.result).toBe(expected);
        });
      }),
    );
  });

  it('normal mode never looks at the machine numbers', () => {
    fc.assert(
      fc.property(anyBet, drawn, drawn, drawn, (bet, winning, machine, otherMachine) => {
        fc.pre(bet.gameMode === 'normal');
        expect(settleBet(bet, { winning, machine })).toEqual(settleBet(bet, { winning, machine: otherMachine }));
      }),
    );
  });

  it('a machine draw equal to the winning draw adds no MAC line', () => {
    fc.assert(
      fc.property(anyBet, drawn, (bet, winning) => {
        expect(settleBet(bet, { winning, machine: winning }).lines.every((l) => l.result !== 'mac')).toBe(true);
      }),
    );
  });

  it('turbo k only looks at which numbers are drawn first k, in any order; direct at which are drawn', () => {
    const windows: Record<string, number> = { first_position: 1, turbo2: 2, turbo3: 3, turbo4: 4, direct: 5, turbo: 5 };
    fc.assert(
      fc.property(anyBet, drawn, drawn, fc.nat(), fc.nat(), (bet, winning, machine, seedA, seedB) => {
        const k = windows[bet.betOption]!;
        const shuffle = (numbers: number[], seed: number) => [...numbers].sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101));
        const reorder = (numbers: number[]) => [...shuffle(numbers.slice(0, k), seedA), ...shuffle(numbers.slice(k), seedB)];
        expect(settleBet(bet, { winning: reorder(winning), machine: reorder(machine) }).lines).toEqual(settleBet(bet, { winning, machine }).lines);
      }),
    );
  });

  it('a couple that wins turbo 2 wins turbo 3, a turbo 3 win wins turbo 4, a turbo 4 win wins direct', () => {
    const chain = ['turbo2', 'turbo3', 'turbo4', 'direct'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom<BetTypeId>('duo', 'perm', 'banker'),
        fc.constantFrom(...MODES),
        fc.array(lineOf(2), { minLength: 1, maxLength: 10 }),
        drawn,
        drawn,
        (betType, gameMode, combinations, winning, machine) => {
          const wins = chain.map((betOption) =>
            settleBet({ betType, betOption, gameMode, combinations, baseStake: 100 }, { winning, machine }).lines.map((l) => l.result === 'win'),
          );
          for (let i = 1; i < chain.length; i++) {
            wins[i - 1]!.forEach((won, line) => {
              if (won) expect(wins[i]![line]).toBe(true);
            });
          }
        },
      ),
    );
  });
});
