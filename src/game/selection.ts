import type { BasketItem } from './basket-item';
import { BET_TYPES, type BetTypeId, betType } from './bet-types';
import {
  type AnagramKind,
  BALLS,
  EMPTY_SELECTION,
  type Pair,
  type Selection,
  additionPairs,
  closingPairs,
  combinationsOf,
  isBall,
  sortAscending,
  turningPairs,
} from './combinations';
import type { CountryCode, DrawHour, Weekday } from './countries';
import type { BetOptionId, GameModeId } from './options';
import { priceBet } from './payouts';

/** The rules of editing a selection on the 90-ball grid (SPEC §4, §5; DESIGN §6). Pure. */

export const BASE_SIZES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export type BaseSize = number | 'total';
/** A 'total' base may hold every ball but the banker. */
const TOTAL_BASE_LIMIT = 89;

/** How a ball is drawn: amber when selected, blue for a banker, red for a base number. */
/** 'unavailable': no bet may add to that number's line for the draw any more (liability limits, issue 40) */
export type BallState = 'selected' | 'banker' | 'base' | 'idle' | 'unavailable';

/** What the player is composing: the selection of combinations.ts plus the settings that shape it. */
export interface SelectionState extends Selection {
  baseSize: BaseSize;
  anagramKind: AnagramKind;
  targetSum: number;
}

export type SelectionChange = Partial<Omit<SelectionState, 'type'>>;

/** Nothing picked: what 'Effacer', 'Réinitialiser', a type change and 'Ajouter au panier' leave. */
export const CLEARED: Omit<Selection, 'type'> = EMPTY_SELECTION;

/** The most random draws Flash needs for any type (jackpot's five balls). */
export const FLASH_RANDOMS = Math.max(2, ...BET_TYPES.map((type) => type.minNumbers));

export function selectionOf(state: SelectionState): Selection {
  const { type, numbers, banker, base, pairs, additionPair } = state;
  return { type, numbers, banker, base, pairs, additionPair };
}

export function baseLimit(size: BaseSize): number {
  return size === 'total' ? TOTAL_BASE_LIMIT : size;
}

export const usesPairList = (type: BetTypeId) => type === 'turning' || type === 'closing';

/** The couples the player may pick for a pair type (turning, closing, addition); empty otherwise. */
export function availablePairs(state: Pick<SelectionState, 'type' | 'anagramKind' | 'targetSum'>): Pair[] {
  switch (state.type) {
    case 'turning':
      return turningPairs(state.anagramKind);
    case 'closing':
      return closingPairs();
    case 'addition':
      return additionPairs(state.targetSum);
    default:
      return [];
  }
}

export const samePair = (p: Pair, q: Pair) => p[0] === q[0] && p[1] === q[1];
const hasPair = (list: readonly Pair[], pair: Pair) => list.some((p) => samePair(p, pair));
/** Keeps the picked pairs in the order of the offered list. */
const inListOrder = (list: readonly Pair[], picked: readonly Pair[]) => list.filter((p) => hasPair(picked, p));

function toggleAdditionPair(state: SelectionState, pair: Pair): SelectionChange {
  return { additionPair: state.additionPair && samePair(state.additionPair, pair) ? null : pair };
}

/** A click on ball n; a number that is not a ball changes nothing. */
export function toggleNumber(state: SelectionState, n: number): SelectionChange {
  if (!isBall(n)) return {};
  const { type } = state;
  if (type === 'banker') {
    if (state.banker === n) return { banker: null };
    if (state.base.includes(n)) return { base: state.base.filter((b) => b !== n) };
    if (state.banker === null) return { banker: n };
    if (state.base.length >= baseLimit(state.baseSize)) return {};
    return { base: sortAscending([...state.base, n]) };
  }
  if (type === 'turning' || type === 'closing' || type === 'addition') {
    // A ball click toggles the offered couples containing that ball.
    const offered = availablePairs(state);
    const containing = offered.filter((p) => p.includes(n));
    if (containing.length === 0) return {};
    if (type === 'addition') return toggleAdditionPair(state, containing[0]!);
    const allPicked = containing.every((p) => hasPair(state.pairs, p));
    const pairs = allPicked ? state.pairs.filter((p) => !hasPair(containing, p)) : inListOrder(offered, [...state.pairs, ...containing]);
    return { pairs };
  }
  if (state.numbers.includes(n)) return { numbers: state.numbers.filter((x) => x !== n) };
  if (state.numbers.length >= betType(type).maxNumbers) return {};
  return { numbers: sortAscending([...state.numbers, n]) };
}

/** A click on a couple of the list; a couple that is not offered changes nothing. */
export function togglePair(state: SelectionState, clicked: Pair): SelectionChange {
  const offered = availablePairs(state);
  const pair = offered.find((p) => samePair(p, sortAscending(clicked) as unknown as Pair));
  if (!pair) return {};
  if (state.type === 'addition') return toggleAdditionPair(state, pair);
  return { pairs: hasPair(state.pairs, pair) ? state.pairs.filter((p) => !samePair(p, pair)) : inListOrder(offered, [...state.pairs, pair]) };
}

/** Select-all picks every offered couple, or clears them when all are picked. */
export function selectAllPairs(state: SelectionState): SelectionChange {
  const offered = availablePairs(state);
  return { pairs: state.pairs.length === offered.length ? [] : offered };
}

/** A new anagram kind rebuilds the list and keeps the picked couples still in it. */
export function changeAnagramKind(state: SelectionState, kind: AnagramKind): SelectionChange {
  return { anagramKind: kind, pairs: inListOrder(turningPairs(kind), state.pairs) };
}

/** A smaller base size keeps the lowest numbers already chosen. */
export function changeBaseSize(state: SelectionState, size: BaseSize): SelectionChange {
  return { baseSize: size, base: state.base.slice(0, baseLimit(size)) };
}

/** A new valid target drops a couple that no longer reaches it. */
export function changeTargetSum(state: SelectionState, target: number): SelectionChange {
  const kept = state.additionPair && state.additionPair[0] + state.additionPair[1] === target;
  return { targetSum: target, additionPair: kept ? state.additionPair : null };
}

/** Draws distinct items, each with the next of `randoms` (uniform in [0, 1)), without replacement. */
function drawWith<T>(pool: readonly T[], k: number, randoms: readonly number[]): T[] {
  const left = [...pool];
  const picked: T[] = [];
  for (let i = 0; i < k && i < randoms.length && left.length > 0; i++) {
    const index = Math.min(left.length - 1, Math.max(0, Math.floor(randoms[i]! * left.length)));
    picked.push(left.splice(index, 1)[0]!);
  }
  return picked;
}

/** Flash: the smallest valid selection for the type, picked with the given random numbers. */
export function flashSelection(state: SelectionState, randoms: readonly number[]): SelectionChange {
  switch (state.type) {
    case 'banker': {
      const [banker, base] = drawWith(BALLS, 2, randoms);
      return { ...CLEARED, banker: banker ?? null, base: base === undefined ? [] : [base] };
    }
    case 'turning':
    case 'closing':
      return { ...CLEARED, pairs: drawWith(availablePairs(state), 1, randoms) };
    case 'addition':
      return { ...CLEARED, additionPair: drawWith(availablePairs(state), 1, randoms)[0] ?? null };
    default:
      return { ...CLEARED, numbers: sortAscending(drawWith(BALLS, betType(state.type).minNumbers, randoms)) };
  }
}

/** The state of each ball 1–90, index 0 being ball 1. */
export function ballStates(selection: Selection): BallState[] {
  const states: BallState[] = BALLS.map(() => 'idle');
  const mark = (n: number, state: BallState) => {
    states[n - 1] = state;
  };
  switch (selection.type) {
    case 'banker':
      for (const n of selection.base) mark(n, 'base');
      if (selection.banker !== null) mark(selection.banker, 'banker');
      break;
    case 'turning':
    case 'closing':
      for (const pair of selection.pairs) for (const n of pair) mark(n, 'selected');
      break;
    case 'addition':
      for (const n of selection.additionPair ?? []) mark(n, 'selected');
      break;
    default:
      for (const n of selection.numbers) mark(n, 'selected');
  }
  return states;
}

export interface BetDraw {
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  /** ISO 8601 instant of the draw (from findOpenDraw) */
  drawAt: string;
}

export interface BetTerms {
  id: string;
  draw: BetDraw;
  mode: GameModeId;
  option: BetOptionId;
  stake: number;
}

/** The basket item a complete selection becomes: combinations and prices derived here, never typed in. */
export function basketItemOf(selection: Selection, { id, draw, mode, option, stake }: BetTerms): BasketItem {
  const combinations = combinationsOf(selection);
  const { country, day, time, drawAt } = draw;
  return {
    id,
    betType: selection.type,
    betOption: option,
    gameMode: mode,
    country,
    day,
    time,
    drawAt,
    combinations,
    baseStake: stake,
    ...priceBet(selection.type, mode, option, stake, combinations.length),
  };
}
