import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetTypeId } from './bet-types';
import {
  BALLS,
  DEFAULT_SUM,
  EMPTY_SELECTION,
  SUM_MAX,
  SUM_MIN,
  type Selection,
  additionPairs,
  binomial,
  closingPairs,
  combinationCount,
  combinationsOf,
  isBall,
  sortAscending,
  subsets,
  turningPairs,
} from './combinations';

const select = (type: BetTypeId, parts: Partial<Omit<Selection, 'type'>> = {}): Selection => ({ type, ...EMPTY_SELECTION, ...parts });

/** n! / (k! (n−k)!) computed independently from the module, by Pascal's triangle. */
function pascal(n: number, k: number): number {
  let row = [1];
  for (let i = 0; i < n; i++) row = [1, ...row.slice(1).map((v, j) => v + row[j]!), 1];
  return row[k] ?? 0;
}

const key = (c: readonly number[]) => c.join('-');
const isStrictlyAscending = (c: readonly number[]) => c.every((n, i) => i === 0 || c[i - 1]! < n);

/** Every combination sorted ascending, made of balls 1–90, none repeated. */
function expectWellFormed(combinations: readonly (readonly number[])[], size?: number) {
  const bad = combinations.filter((c) => !isStrictlyAscending(c) || !c.every(isBall) || (size !== undefined && c.length !== size));
  expect(bad).toEqual([]);
  expect(new Set(combinations.map(key)).size).toBe(combinations.length);
}

/** n distinct balls in any order. */
const distinctBalls = (min: number, max: number) => fc.uniqueArray(fc.integer({ min: 1, max: 90 }), { minLength: min, maxLength: max });

describe('balls', () => {
  it('are 1 to 90', () => {
    expect(BALLS).toHaveLength(90);
    expect(BALLS[0]).toBe(1);
    expect(BALLS[89]).toBe(90);
  });

  it.each([
    [1, true],
    [90, true],
    [0, false],
    [91, false],
    [1.5, false],
    ['5', false],
    [Number.NaN, false],
    [null, false],
  ])('isBall(%j) is %s', (value, expected) => {
    expect(isBall(value)).toBe(expected);
  });

  it('sortAscending sorts numerically and leaves its input alone', () => {
    const input = [10, 9, 80, 1];
    expect(sortAscending(input)).toEqual([1, 9, 10, 80]);
    expect(input).toEqual([10, 9, 80, 1]);
  });
});

describe('binomial', () => {
  it('matches Pascal’s triangle for every n ≤ 90 and k ≤ 5, and C(n, 2) for n ≤ 90', () => {
    for (let n = 0; n <= 90; n++) for (const k of [0, 1, 2, 3, 4, 5]) expect(binomial(n, k)).toBe(pascal(n, k));
  });

  it('is 0 outside 0 ≤ k ≤ n', () => {
    expect(binomial(3, 4)).toBe(0);
    expect(binomial(3, -1)).toBe(0);
  });

  it.each([
    [10, 5, 252],
    [10, 4, 210],
    [10, 3, 120],
    [20, 2, 190],
    [90, 5, 43_949_268],
  ])('C(%i, %i) = %i', (n, k, c) => {
    expect(binomial(n, k)).toBe(c);
  });
});

describe('subsets (property)', () => {
  it('gives C(n, k) distinct sorted k-subsets of the input, in lexicographic order', () => {
    fc.assert(
      fc.property(distinctBalls(0, 10), fc.integer({ min: 0, max: 6 }), (numbers, k) => {
        const result = subsets(numbers, k);
        expect(result).toHaveLength(k === 0 ? 0 : pascal(numbers.length, k));
        expectWellFormed(result, k);
        for (const c of result) for (const n of c) expect(numbers).toContain(n);
        const keys = result.map((c) => c.map((n) => String(n).padStart(2, '0')).join());
        expect(keys).toEqual([...keys].sort());
      }),
    );
  });
});

describe('perm: every couple of 3 to 20 numbers', () => {
  it('has C(n, 2) couples for n ≥ 3 (property)', () => {
    fc.assert(
      fc.property(distinctBalls(3, 20), (numbers) => {
        const selection = select('perm', { numbers });
        const combinations = combinationsOf(selection);
        expect(combinations).toHaveLength(pascal(numbers.length, 2));
        expect(combinationCount(selection)).toBe(combinations.length);
        expectWellFormed(combinations, 2);
      }),
    );
  });

  it.each([[[]], [[5]], [[5, 9]]])('is empty below 3 numbers: %j', (numbers) => {
    expect(combinationsOf(select('perm', { numbers }))).toEqual([]);
    expect(combinationCount(select('perm', { numbers }))).toBe(0);
  });

  it('3 numbers give 3 couples', () => {
    expect(combinationsOf(select('perm', { numbers: [30, 4, 12] }))).toEqual([
      [4, 12],
      [4, 30],
      [12, 30],
    ]);
  });

  it('20 numbers give 190 couples', () => {
    expect(combinationCount(select('perm', { numbers: BALLS.slice(0, 20) }))).toBe(190);
  });
});

describe.each([
  ['trio', 3],
  ['quadra', 4],
  ['jackpot', 5],
] as const)('%s: groups of %i', (type, k) => {
  it(`has C(n, ${k}) groups for n from ${k} to 10 (property)`, () => {
    fc.assert(
      fc.property(distinctBalls(k, 10), (numbers) => {
        const selection = select(type, { numbers });
        const combinations = combinationsOf(selection);
        expect(combinations).toHaveLength(pascal(numbers.length, k));
        expect(combinationCount(selection)).toBe(combinations.length);
        expectWellFormed(combinations, k);
      }),
    );
  });

  it(`exactly ${k} numbers give one combination, sorted`, () => {
    const numbers = [90, 45, 1, 77, 3].slice(0, k);
    expect(combinationsOf(select(type, { numbers }))).toEqual([sortAscending(numbers)]);
  });

  it(`fewer than ${k} numbers give none`, () => {
    expect(combinationsOf(select(type, { numbers: BALLS.slice(0, k - 1) }))).toEqual([]);
    expect(combinationCount(select(type, { numbers: BALLS.slice(0, k - 1) }))).toBe(0);
  });

  it('10 numbers give C(10, k)', () => {
    expect(combinationCount(select(type, { numbers: BALLS.slice(0, 10) }))).toBe(pascal(10, k));
  });
});

describe('solo and duo', () => {
  it('solo: one combination per number, sorted', () => {
    expect(combinationsOf(select('solo', { numbers: [42] }))).toEqual([[42]]);
    expect(combinationsOf(select('solo', { numbers: [] }))).toEqual([]);
  });

  it('duo: exactly two numbers give one couple', () => {
    expect(combinationsOf(select('duo', { numbers: [50, 7] }))).toEqual([[7, 50]]);
    expect(combinationsOf(select('duo', { numbers: [7] }))).toEqual([]);
    expect(combinationsOf(select('duo', { numbers: [7, 8, 9] }))).toEqual([]);
  });
});

describe('banker × base', () => {
  it('pairs the banker with each base number, sorted (property)', () => {
    fc.assert(
      fc.property(distinctBalls(2, 90), (balls) => {
        const [banker, ...base] = balls as [number, ...number[]];
        const selection = select('banker', { banker, base });
        const combinations = combinationsOf(selection);
        expect(combinations).toHaveLength(base.length);
        expect(combinationCount(selection)).toBe(base.length);
        expectWellFormed(combinations, 2);
        for (const c of combinations) expect(c).toContain(banker);
        expect(combinations.map((c) => (c[0] === banker ? c[1] : c[0]))).toEqual(sortAscending(base));
      }),
    );
  });

  it('a full base (banker + the 89 other balls) gives 89 couples', () => {
    const selection = select('banker', { banker: 45, base: BALLS.filter((n) => n !== 45) });
    expect(combinationCount(selection)).toBe(89);
    expect(combinationsOf(selection)[0]).toEqual([1, 45]);
    expect(combinationsOf(selection)[88]).toEqual([45, 90]);
  });

  it('no banker, or no base, gives nothing', () => {
    expect(combinationsOf(select('banker', { base: [1, 2, 3] }))).toEqual([]);
    expect(combinationsOf(select('banker', { banker: 4 }))).toEqual([]);
  });

  it('never pairs the banker with itself (SPEC §5: the banker cannot be a base number)', () => {
    const selection = select('banker', { banker: 4, base: [4, 9] });
    expect(combinationsOf(selection)).toEqual([[4, 9]]);
    expect(combinationCount(selection)).toBe(1);
  });
});

describe('repeated numbers in a selection count once', () => {
  it.each([
    ['perm', [3, 3, 5, 8], 3],
    ['trio', [3, 3, 5, 8], 1],
    ['solo', [3, 3], 1],
    ['duo', [3, 3], 0],
  ] as const)('%s of %j gives %i', (type, numbers, count) => {
    const selection = select(type, { numbers });
    expectWellFormed(combinationsOf(selection));
    expect(combinationsOf(selection)).toHaveLength(count);
    expect(combinationCount(selection)).toBe(count);
  });

  it('banker with a repeated base number', () => {
    const selection = select('banker', { banker: 1, base: [9, 9, 2] });
    expect(combinationsOf(selection)).toEqual([
      [1, 2],
      [1, 9],
    ]);
    expect(combinationCount(selection)).toBe(2);
  });
});

describe('addition: the couples reaching a target of 3 to 179', () => {
  /** brute force over every couple of balls */
  const bruteForce = (target: number) => BALLS.flatMap((a) => BALLS.filter((b) => a < b && a + b === target).map((b) => [a, b]));

  it.each(Array.from({ length: SUM_MAX - SUM_MIN + 1 }, (_, i) => [SUM_MIN + i]))('target %i', (target) => {
    const pairs = additionPairs(target);
    expect(pairs).toEqual(bruteForce(target));
    expect(pairs).toHaveLength(Math.ceil(target / 2) - Math.max(1, target - 90));
    for (const [a, b] of pairs) {
      expect(a + b).toBe(target);
      expect(a).toBeLessThan(b);
      expect(isBall(a) && isBall(b)).toBe(true);
    }
  });

  it.each([
    [3, [[1, 2]]],
    [4, [[1, 3]]],
    [179, [[89, 90]]],
    [178, [[88, 90]]],
  ])('target %i → %j', (target, expected) => {
    expect(additionPairs(target)).toEqual(expected);
  });

  it('the default target 90 has 44 couples, 1+89 … 44+46', () => {
    expect(DEFAULT_SUM).toBe(90);
    const pairs = additionPairs(90);
    expect(pairs).toHaveLength(44);
    expect(pairs[0]).toEqual([1, 89]);
    expect(pairs[43]).toEqual([44, 46]);
  });

  it('has none outside 3–179', () => {
    expect(additionPairs(2)).toEqual([]);
    expect(additionPairs(180)).toEqual([]);
  });

  it('the chosen couple is the one combination, smaller number first', () => {
    expect(combinationsOf(select('addition', { additionPair: [60, 30] }))).toEqual([[30, 60]]);
    expect(combinationsOf(select('addition'))).toEqual([]);
  });
});

describe('turning: anagram couples (DESIGN §6)', () => {
  const reversed = (n: number) => Number(String(n).padStart(2, '0').split('').reverse().join(''));
  const repeatedDigits = (n: number) => n >= 11 && n % 11 === 0;

  it('simple has 37 couples, each a digit reversal (1–9 written 01–09)', () => {
    const pairs = turningPairs('simple');
    expect(pairs).toHaveLength(37);
    expectWellFormed(pairs, 2);
    for (const [a, b] of pairs) expect(reversed(a)).toBe(b);
  });

  it('simple starts 1–10 … 9–90 and holds 12–21 … 78–87, but not 19–91', () => {
    const keys = turningPairs('simple').map(key);
    for (let d = 1; d <= 9; d++) expect(keys).toContain(`${d}-${d * 10}`);
    expect(keys).toContain('12-21');
    expect(keys).toContain('78-87');
    expect(keys).not.toContain('19-91');
    expect(keys.slice(0, 3)).toEqual(['1-10', '2-20', '3-30']);
  });

  it('simple is every reversal that stays within 1–90', () => {
    const expected = BALLS.filter((a) => a < reversed(a) && isBall(reversed(a))).map((a) => `${a}-${reversed(a)}`);
    expect(turningPairs('simple').map(key).sort()).toEqual(expected.sort());
  });

  it('complete has 65 couples: the 37 plus the 28 couples of repeated-digit numbers 11–88', () => {
    const simple = new Set(turningPairs('simple').map(key));
    const pairs = turningPairs('complete');
    expect(pairs).toHaveLength(65);
    expectWellFormed(pairs, 2);
    const added = pairs.filter((p) => !simple.has(key(p)));
    expect(added).toHaveLength(28);
    for (const [a, b] of added) expect(repeatedDigits(a) && repeatedDigits(b)).toBe(true);
    expect(added.map(key)).toContain('11-22');
    expect(added.map(key)).toContain('77-88');
    for (const [a, b] of pairs) expect(reversed(a) === b || (repeatedDigits(a) && repeatedDigits(b))).toBe(true);
  });

  it('both lists are sorted', () => {
    for (const kind of ['simple', 'complete'] as const) {
      const pairs = turningPairs(kind);
      expect(pairs).toEqual([...pairs].sort((p, q) => p[0] - q[0] || p[1] - q[1]));
    }
  });

  it('plays the selected couples', () => {
    const pairs = turningPairs('simple').slice(0, 3);
    expect(combinationsOf(select('turning', { pairs }))).toEqual(pairs);
    expect(combinationCount(select('turning', { pairs }))).toBe(3);
  });
});

describe('closing: consecutive couples', () => {
  it('has the 89 couples 1–2 … 89–90', () => {
    const pairs = closingPairs();
    expect(pairs).toHaveLength(89);
    expectWellFormed(pairs, 2);
    pairs.forEach(([a, b], i) => {
      expect(a).toBe(i + 1);
      expect(b).toBe(a + 1);
    });
  });

  it('plays the selected couples, each sorted', () => {
    const selection = select('closing', { pairs: closingPairs() });
    expect(combinationsOf(selection)).toHaveLength(89);
    expect(combinationCount(selection)).toBe(89);
    expect(combinationsOf(select('closing', { pairs: [[8, 7]] }))).toEqual([[7, 8]]);
  });
});

describe('combinationCount equals combinationsOf(...).length for every type (property)', () => {
  const selections: fc.Arbitrary<Selection> = fc.oneof(
    distinctBalls(0, 3).map((numbers) => select('solo', { numbers })),
    distinctBalls(0, 3).map((numbers) => select('duo', { numbers })),
    distinctBalls(0, 20).map((numbers) => select('perm', { numbers })),
    distinctBalls(0, 10).map((numbers) => select('trio', { numbers })),
    distinctBalls(0, 10).map((numbers) => select('quadra', { numbers })),
    distinctBalls(0, 10).map((numbers) => select('jackpot', { numbers })),
    fc.subarray(turningPairs('complete')).map((pairs) => select('turning', { pairs })),
    fc.subarray(closingPairs()).map((pairs) => select('closing', { pairs })),
    fc.integer({ min: SUM_MIN, max: SUM_MAX }).chain((t) => fc.option(fc.constantFrom(...additionPairs(t)))).map((additionPair) => select('addition', { additionPair })),
    fc.tuple(fc.option(fc.integer({ min: 1, max: 90 })), distinctBalls(0, 89)).map(([banker, base]) => select('banker', { banker, base: base.filter((n) => n !== banker) })),
  );

  it('and every combination is well formed', () => {
    fc.assert(
      fc.property(selections, (selection) => {
        const combinations = combinationsOf(selection);
        expect(combinationCount(selection)).toBe(combinations.length);
        expectWellFormed(combinations);
      }),
      { numRuns: 500 },
    );
  });
});

describe('repeated couples in turning and closing count once', () => {
  it.each(['turning', 'closing'] as const)('%s', (type) => {
    const selection = select(type, { pairs: [[1, 10], [10, 1], [2, 3], [1, 10]] });
    expect(combinationsOf(selection)).toEqual([
      [1, 10],
      [2, 3],
    ]);
    expect(combinationCount(selection)).toBe(2);
  });
});
