import type { BetTypeId } from './bet-types';
import { GROUP_SIZE } from './bet-types';

export const BALL_MIN = 1;
export const BALL_MAX = 90;
export const BALLS: readonly number[] = Array.from({ length: BALL_MAX }, (_, i) => i + 1);

export type Combination = readonly number[];
export type Pair = readonly [number, number];
export type AnagramKind = 'simple' | 'complete';

export const SUM_MIN = 3;
export const SUM_MAX = 179;
export const DEFAULT_SUM = 90;

export function isBall(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= BALL_MIN && (n as number) <= BALL_MAX;
}

export function sortAscending(numbers: readonly number[]): number[] {
  return [...numbers].sort((a, b) => a - b);
}

/** Every k-subset of the numbers, each sorted ascending, in lexicographic order. */
export function subsets(numbers: readonly number[], k: number): number[][] {
  const sorted = sortAscending(numbers);
  const result: number[][] = [];
  if (k <= 0 || k > sorted.length) return result;
  const indices = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    result.push(indices.map((i) => sorted[i]!));
    let i = k - 1;
    while (i >= 0 && indices[i] === sorted.length - k + i) i--;
    if (i < 0) return result;
    indices[i]!++;
    for (let j = i + 1; j < k; j++) indices[j] = indices[j - 1]! + 1;
  }
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** 12 → 21, 5 (written 05) → 50, 90 → 9. */
function reversedDigits(n: number): number {
  return (n % 10) * 10 + Math.floor(n / 10);
}

/**
 * Anagram couples {a, b}, a < b, b being a's two digits reversed (1–9 written 01–09), both balls:
 * 37 couples. 'complete' adds every couple of two repeated-digit numbers (11–22 … 77–88): 65.
 */
export function turningPairs(kind: AnagramKind): Pair[] {
  const pairs: Pair[] = [];
  for (const a of BALLS) {
    const b = reversedDigits(a);
    if (a < b && isBall(b)) pairs.push([a, b]);
  }
  if (kind === 'complete') {
    const repeated = BALLS.filter((n) => n >= 10 && n % 11 === 0);
    for (const [a, b] of subsets(repeated, 2)) pairs.push([a!, b!]);
  }
  return pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

/** Consecutive couples 1–2 … 89–90. */
export function closingPairs(): Pair[] {
  return BALLS.slice(0, -1).map((n) => [n, n + 1] as const);
}

/** Couples a < b of balls whose sum is the target. */
export function additionPairs(target: number): Pair[] {
  const pairs: Pair[] = [];
  for (let a = BALL_MIN; a < target - a; a++) {
    const b = target - a;
    if (isBall(b)) pairs.push([a, b]);
  }
  return pairs;
}

export interface Selection {
  type: BetTypeId;
  /** the balls picked on the grid (every type but banker, turning, closing, addition) */
  numbers: readonly number[];
  banker: number | null;
  base: readonly number[];
  /** the couples picked for turning and closing */
  pairs: readonly Pair[];
  additionPair: Pair | null;
}

export const EMPTY_SELECTION: Omit<Selection, 'type'> = { numbers: [], banker: null, base: [], pairs: [], additionPair: null };

/** A number picked twice is played once, so no combination can repeat. */
function distinctAscending(numbers: readonly number[]): number[] {
  return sortAscending([...new Set(numbers)]);
}

function orderedPair(a: number, b: number): number[] {
  return a <= b ? [a, b] : [b, a];
}

function distinctPairs(pairs: readonly Pair[]): number[][] {
  const seen = new Map<number, number[]>();
  for (const [a, b] of pairs) {
    const pair = orderedPair(a, b);
    seen.set(pair[0]! * 1000 + pair[1]!, pair);
  }
  return [...seen.values()];
}

/** The combinations a selection plays (SPEC §4); empty when the selection is not yet a bet. */
export function combinationsOf(selection: Selection): number[][] {
  const { type } = selection;
  const numbers = distinctAscending(selection.numbers);
  switch (type) {
    case 'solo':
      return numbers.map((n) => [n]);
    case 'duo':
      return numbers.length === 2 ? [numbers] : [];
    case 'perm':
      return numbers.length >= 3 ? subsets(numbers, 2) : [];
    case 'turning':
    case 'closing':
      return distinctPairs(selection.pairs);
    case 'addition':
      return selection.additionPair ? [sortAscending(selection.additionPair)] : [];
    case 'banker': {
      const { banker } = selection;
      // SPEC §5: the banker cannot also be a base number.
      return banker === null ? [] : distinctAscending(selection.base).filter((b) => b !== banker).map((b) => orderedPair(banker, b));
    }
    case 'trio':
    case 'quadra':
    case 'jackpot':
      return subsets(numbers, GROUP_SIZE[type]!);
  }
}

/** The number of combinations, without building them. */
export function combinationCount(selection: Selection): number {
  const { type } = selection;
  const numbers = new Set(selection.numbers);
  switch (type) {
    case 'perm':
      return numbers.size >= 3 ? binomial(numbers.size, 2) : 0;
    case 'trio':
    case 'quadra':
    case 'jackpot':
      return binomial(numbers.size, GROUP_SIZE[type]!);
    default:
      return combinationsOf(selection).length;
  }
}
