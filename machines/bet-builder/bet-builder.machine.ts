import { and, assign, not, or, setup, stateIn } from 'xstate';
import type { BasketItem } from '../../src/game/basket-item';
import { type BetTypeId, betType } from '../../src/game/bet-types';
import {
  type AnagramKind,
  BALLS,
  DEFAULT_SUM,
  EMPTY_SELECTION,
  type Pair,
  type Selection,
  additionPairs,
  closingPairs,
  combinationsOf,
  isBall,
  sortAscending,
  turningPairs,
} from '../../src/game/combinations';
import type { CountryCode, DrawHour, Weekday } from '../../src/game/countries';
import { type BetOptionId, type GameModeId, resolveOption } from '../../src/game/options';
import { priceBet } from '../../src/game/payouts';
import { isDrawClosed } from '../../src/game/schedule';
import { DEFAULT_STAKE, parseStake, parseTargetSum } from '../../src/game/stakes';
import { hasAnySelection, isSelectionComplete } from '../../src/game/validity';

export const BASE_SIZES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export type BaseSize = number | 'total';
/** A 'total' base may hold every ball but the banker. */
export const TOTAL_BASE_LIMIT = 89;

export interface BetDraw {
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  /** ISO 8601 instant of the draw (from findOpenDraw) */
  drawAt: string;
}

/** Everything the outside world answers: QA replays a session by recording these functions' results. */
export interface BetBuilderInput {
  draw: BetDraw;
  clock: () => Date;
  /** uniform in [0, 1), like Math.random */
  random: () => number;
  newId: () => string;
  initialBasket: readonly BasketItem[];
}

export interface BetBuilderContext {
  draw: BetDraw;
  clock: () => Date;
  random: () => number;
  newId: () => string;
  mode: GameModeId;
  type: BetTypeId;
  option: BetOptionId;
  /** the stake applied (last valid one) */
  stake: number;
  /** what the player typed, shown even when it is not applied */
  stakeInput: string;
  numbers: readonly number[];
  banker: number | null;
  base: readonly number[];
  baseSize: BaseSize;
  pairs: readonly Pair[];
  additionPair: Pair | null;
  anagramKind: AnagramKind;
  targetSum: number;
  sumInput: string;
  basket: readonly BasketItem[];
}

export type BetBuilderEvent =
  | { type: 'mode.change'; mode: GameModeId }
  | { type: 'type.change'; betType: BetTypeId }
  | { type: 'option.change'; option: string }
  | { type: 'number.toggle'; number: number }
  | { type: 'baseSize.change'; size: BaseSize }
  | { type: 'sum.change'; value: string }
  | { type: 'anagram.change'; kind: AnagramKind }
  | { type: 'pair.toggle'; pair: Pair }
  | { type: 'pairs.selectAll' }
  | { type: 'flash' }
  | { type: 'clear' }
  | { type: 'stake.change'; value: string }
  | { type: 'stake.quick'; amount: number }
  | { type: 'basket.add' }
  | { type: 'reset' }
  | { type: 'basket.open' };

export type BetBuilderTag = 'empty' | 'complete' | 'stakeError' | 'sumError' | 'toBasket' | 'drawClosed';

const CLEARED = {
  numbers: EMPTY_SELECTION.numbers,
  banker: EMPTY_SELECTION.banker,
  base: EMPTY_SELECTION.base,
  pairs: EMPTY_SELECTION.pairs,
  additionPair: EMPTY_SELECTION.additionPair,
} as const;

export function selectionOf(context: BetBuilderContext): Selection {
  const { type, numbers, banker, base, pairs, additionPair } = context;
  return { type, numbers, banker, base, pairs, additionPair };
}

export function baseLimit(size: BaseSize): number {
  return size === 'total' ? TOTAL_BASE_LIMIT : size;
}

/** The couples the player may pick for a pair type (turning, closing, addition); empty otherwise. */
export function availablePairs(context: Pick<BetBuilderContext, 'type' | 'anagramKind' | 'targetSum'>): Pair[] {
  switch (context.type) {
    case 'turning':
      return turningPairs(context.anagramKind);
    case 'closing':
      return closingPairs();
    case 'addition':
      return additionPairs(context.targetSum);
    default:
      return [];
  }
}

const samePair = (p: Pair, q: Pair) => p[0] === q[0] && p[1] === q[1];
const hasPair = (list: readonly Pair[], pair: Pair) => list.some((p) => samePair(p, pair));
/** Keeps the picked pairs in the order of the offered list. */
const inListOrder = (list: readonly Pair[], picked: readonly Pair[]) => list.filter((p) => hasPair(picked, p));

function toggleNumber(context: BetBuilderContext, n: number): Partial<BetBuilderContext> {
  const { type } = context;
  if (type === 'banker') {
    if (context.banker === n) return { banker: null };
    if (context.base.includes(n)) return { base: context.base.filter((b) => b !== n) };
    if (context.banker === null) return { banker: n };
    if (context.base.length >= baseLimit(context.baseSize)) return {};
    return { base: sortAscending([...context.base, n]) };
  }
  if (type === 'turning' || type === 'closing' || type === 'addition') {
    // A ball click toggles the offered couples containing that ball.
    const offered = availablePairs(context);
    const containing = offered.filter((p) => p.includes(n));
    if (containing.length === 0) return {};
    if (type === 'addition') {
      const pair = containing[0]!;
      return { additionPair: context.additionPair && samePair(context.additionPair, pair) ? null : pair };
    }
    const allPicked = containing.every((p) => hasPair(context.pairs, p));
    const pairs = allPicked
      ? context.pairs.filter((p) => !hasPair(containing, p))
      : inListOrder(offered, [...context.pairs, ...containing]);
    return { pairs };
  }
  if (context.numbers.includes(n)) return { numbers: context.numbers.filter((x) => x !== n) };
  if (context.numbers.length >= betType(type).maxNumbers) return {};
  return { numbers: sortAscending([...context.numbers, n]) };
}

/** Draws k distinct items, each by one call to the injected random source. */
function draw<T>(pool: readonly T[], k: number, random: () => number): T[] {
  const left = [...pool];
  const picked: T[] = [];
  for (let i = 0; i < k && left.length > 0; i++) {
    const index = Math.min(left.length - 1, Math.floor(random() * left.length));
    picked.push(left.splice(index, 1)[0]!);
  }
  return picked;
}

/** The smallest valid selection for the type, chosen with the injected random source. */
function flashSelection(context: BetBuilderContext): Partial<BetBuilderContext> {
  const { type, random } = context;
  switch (type) {
    case 'banker': {
      const [banker, base] = draw(BALLS, 2, random);
      return { ...CLEARED, banker: banker!, base: [base!] };
    }
    case 'turning':
    case 'closing':
      return { ...CLEARED, pairs: draw(availablePairs(context), 1, random) };
    case 'addition':
      return { ...CLEARED, additionPair: draw(availablePairs(context), 1, random)[0] ?? null };
    default:
      return { ...CLEARED, numbers: sortAscending(draw(BALLS, betType(type).minNumbers, random)) };
  }
}

function basketItemOf(context: BetBuilderContext): BasketItem {
  const combinations = combinationsOf(selectionOf(context));
  const price = priceBet(context.type, context.mode, context.option, context.stake, combinations.length);
  const { country, day, time, drawAt } = context.draw;
  return {
    id: context.newId(),
    betType: context.type,
    betOption: context.option,
    gameMode: context.mode,
    country,
    day,
    time,
    drawAt,
    combinations,
    baseStake: context.stake,
    ...price,
  };
}

export const betBuilderMachine = setup({
  types: {
    context: {} as BetBuilderContext,
    events: {} as BetBuilderEvent,
    input: {} as BetBuilderInput,
    tags: {} as BetBuilderTag,
  },
  actions: {
    /** Stub: the container writes `context.basket` to sessionStorage. */
    saveBasket: () => {},
    changeMode: assign(({ context }, params: { mode: GameModeId }) => ({
      mode: params.mode,
      option: resolveOption(context.type, params.mode, context.option).id,
    })),
    changeType: assign(({ context }, params: { betType: BetTypeId }) => ({
      ...CLEARED,
      type: params.betType,
      option: resolveOption(params.betType, context.mode, undefined).id,
      baseSize: params.betType === 'banker' ? ('total' as const) : context.baseSize,
    })),
    changeOption: assign(({ context }, params: { option: string }) => ({
      option: resolveOption(context.type, context.mode, params.option).id,
    })),
    toggleNumber: assign(({ context }, params: { number: number }) => (isBall(params.number) ? toggleNumber(context, params.number) : {})),
    changeBaseSize: assign(({ context }, params: { size: BaseSize }) => ({
      baseSize: params.size,
      // A smaller base size keeps the lowest numbers already chosen.
      base: context.base.slice(0, baseLimit(params.size)),
    })),
    changeAnagramKind: assign(({ context }, params: { kind: AnagramKind }) => {
      const offered = turningPairs(params.kind);
      return { anagramKind: params.kind, pairs: inListOrder(offered, context.pairs) };
    }),
    togglePair: assign(({ context }, params: { pair: Pair }) => {
      const offered = availablePairs(context);
      const pair = offered.find((p) => samePair(p, sortAscending(params.pair) as unknown as Pair));
      if (!pair) return {};
      if (context.type === 'addition') {
        return { additionPair: context.additionPair && samePair(context.additionPair, pair) ? null : pair };
      }
      const pairs = hasPair(context.pairs, pair) ? context.pairs.filter((p) => !samePair(p, pair)) : inListOrder(offered, [...context.pairs, pair]);
      return { pairs };
    }),
    selectAllPairs: assign(({ context }) => {
      const offered = availablePairs(context);
      return { pairs: context.pairs.length === offered.length ? [] : offered };
    }),
    flash: assign(({ context }) => flashSelection(context)),
    clearSelection: assign(() => ({ ...CLEARED })),
    applyStake: assign((_, params: { value: number }) => ({ stake: params.value, stakeInput: String(params.value) })),
    keepStakeInput: assign((_, params: { value: string }) => ({ stakeInput: params.value })),
    applySum: assign(({ context }, params: { value: number }) => ({
      targetSum: params.value,
      sumInput: String(params.value),
      additionPair: context.additionPair && context.additionPair[0] + context.additionPair[1] === params.value ? context.additionPair : null,
    })),
    keepSumInput: assign((_, params: { value: string }) => ({ sumInput: params.value })),
    addToBasket: assign(({ context }) => ({ ...CLEARED, basket: [...context.basket, basketItemOf(context)] })),
  },
  guards: {
    isEmpty: ({ context }) => !hasAnySelection(context),
    isComplete: ({ context }) => isSelectionComplete(selectionOf(context)),
    isPartial: ({ context }) => hasAnySelection(context) && !isSelectionComplete(selectionOf(context)),
    stakeParses: (_, params: { value: string }) => parseStake(params.value).ok,
    sumParses: (_, params: { value: string }) => parseTargetSum(params.value).ok,
    drawClosed: ({ context }) => isDrawClosed(context.draw.drawAt, context.clock()),
    hasSelection: ({ context }) => hasAnySelection(context),
    usesPairList: ({ context }) => context.type === 'turning' || context.type === 'closing',
    isAddition: ({ context }) => context.type === 'addition',
    /** Mirrors `canAdd` in the selectors: a complete selection, a valid stake, and for addition a valid target. */
    canAdd: and([
      'isComplete',
      stateIn('#betBuilder.building.stake.valid'),
      or([not('isAddition'), stateIn('#betBuilder.building.targetSum.valid')]),
    ]),
  },
}).createMachine({
  id: 'betBuilder',
  context: ({ input }) => ({
    draw: input.draw,
    clock: input.clock,
    random: input.random,
    newId: input.newId,
    mode: 'normal',
    type: 'solo',
    option: 'direct',
    stake: DEFAULT_STAKE,
    stakeInput: String(DEFAULT_STAKE),
    ...CLEARED,
    baseSize: 'total',
    anagramKind: 'simple',
    targetSum: DEFAULT_SUM,
    sumInput: String(DEFAULT_SUM),
    basket: input.initialBasket,
  }),
  initial: 'building',
  states: {
    building: {
      type: 'parallel',
      description: 'The player composes a bet: the selection, the stake and the addition target are checked independently.',
      on: {
        'mode.change': { actions: { type: 'changeMode', params: ({ event }) => ({ mode: event.mode }) } },
        'type.change': { actions: { type: 'changeType', params: ({ event }) => ({ betType: event.betType }) } },
        'option.change': { actions: { type: 'changeOption', params: ({ event }) => ({ option: event.option }) } },
        'number.toggle': { actions: { type: 'toggleNumber', params: ({ event }) => ({ number: event.number }) } },
        'baseSize.change': { actions: { type: 'changeBaseSize', params: ({ event }) => ({ size: event.size }) } },
        'anagram.change': { actions: { type: 'changeAnagramKind', params: ({ event }) => ({ kind: event.kind }) } },
        'pair.toggle': { actions: { type: 'togglePair', params: ({ event }) => ({ pair: event.pair }) } },
        'pairs.selectAll': { guard: 'usesPairList', actions: 'selectAllPairs' },
        flash: { actions: 'flash' },
        clear: { actions: 'clearSelection' },
        reset: { guard: 'hasSelection', actions: 'clearSelection' },
        'basket.add': [
          { guard: 'drawClosed', target: 'drawClosed' },
          { guard: 'canAdd', actions: ['addToBasket', 'saveBasket'] },
        ],
        'basket.open': { target: 'leavingForBasket', actions: 'saveBasket' },
      },
      states: {
        selection: {
          initial: 'empty',
          states: {
            empty: {
              tags: ['empty'],
              always: [
                { guard: 'isComplete', target: 'complete' },
                { guard: 'isPartial', target: 'partial' },
              ],
            },
            partial: {
              description: 'Some balls or couples are chosen, but not yet a bet of this type (e.g. one ball in duo, a banker without base).',
              always: [
                { guard: 'isEmpty', target: 'empty' },
                { guard: 'isComplete', target: 'complete' },
              ],
            },
            complete: {
              tags: ['complete'],
              description: 'The selection is a valid bet of its type (SPEC §5).',
              always: [
                { guard: 'isEmpty', target: 'empty' },
                { guard: 'isPartial', target: 'partial' },
              ],
            },
          },
        },
        stake: {
          initial: 'valid',
          on: {
            'stake.change': [
              {
                guard: { type: 'stakeParses', params: ({ event }) => ({ value: event.value }) },
                target: '.valid',
                actions: { type: 'applyStake', params: ({ event }) => ({ value: Number(event.value.trim()) }) },
              },
              { target: '.invalid', actions: { type: 'keepStakeInput', params: ({ event }) => ({ value: event.value }) } },
            ],
            'stake.quick': [
              {
                guard: { type: 'stakeParses', params: ({ event }) => ({ value: String(event.amount) }) },
                target: '.valid',
                actions: { type: 'applyStake', params: ({ event }) => ({ value: event.amount }) },
              },
            ],
          },
          states: {
            valid: {},
            invalid: {
              tags: ['stakeError'],
              description: 'The typed stake is out of bounds or empty: it is not applied, the last valid stake still counts.',
            },
          },
        },
        targetSum: {
          initial: 'valid',
          on: {
            'sum.change': [
              {
                guard: { type: 'sumParses', params: ({ event }) => ({ value: event.value }) },
                target: '.valid',
                actions: { type: 'applySum', params: ({ event }) => ({ value: Number(event.value.trim()) }) },
              },
              { target: '.invalid', actions: { type: 'keepSumInput', params: ({ event }) => ({ value: event.value }) } },
            ],
          },
          states: {
            valid: {},
            invalid: {
              tags: ['sumError'],
              description: 'The typed addition target is outside 3–179: it is not applied, the last valid target still counts.',
            },
          },
        },
      },
    },
    leavingForBasket: {
      type: 'final',
      tags: ['toBasket'],
      description: 'The basket was saved; the screen goes to /basket.',
    },
    drawClosed: {
      type: 'final',
      tags: ['drawClosed'],
      description: 'The draw started while the page was open: nothing is added, the screen goes back to /player.',
    },
  },
});
