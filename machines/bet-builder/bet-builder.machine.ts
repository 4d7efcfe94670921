import { and, assign, not, or, setup, stateIn } from 'xstate';
import type { BasketItem } from '../../src/game/basket-item';
import type { BetTypeId } from '../../src/game/bet-types';
import type { FavouriteDraft } from '../../src/game/favourites';
import { restoreSelection } from '../../src/game/favourite-restore';
import { type AnagramKind, DEFAULT_SUM, type Pair, combinationsOf } from '../../src/game/combinations';
import { firstUnavailableLine } from '../../src/game/liability-lines';
import { type BetOptionId, type GameModeId, resolveOption } from '../../src/game/options';
import type { ClosedReason } from '../../src/game/draw-sales';
import { isDrawClosed } from '../../src/game/schedule';
import {
  type BaseSize,
  type BetDraw,
  CLEARED,
  type SelectionState,
  basketItemOf,
  changeAnagramKind,
  changeBaseSize,
  changeTargetSum,
  flashSelection,
  selectAllPairs,
  selectionOf,
  togglePair,
  toggleNumber,
  usesPairList,
} from '../../src/game/selection';
import { DEFAULT_STAKE, parseStake, parseTargetSum } from '../../src/game/stakes';
import { hasAnySelection, isSelectionComplete } from '../../src/game/validity';

/** Plain JSON: what the outside world answers (the time, new ids, random picks) arrives in events. */
export interface BetBuilderInput {
  draw: BetDraw;
}

export interface BetBuilderContext extends SelectionState {
  draw: BetDraw;
  mode: GameModeId;
  option: BetOptionId;
  /** the stake applied (last valid one) */
  stake: number;
  /** what the player typed, shown even when it is not applied */
  stakeInput: string;
  sumInput: string;
  /** why the draw stopped being sold while the player was here (null while it is on sale) */
  closedReason: ClosedReason | null;
  /** the draw's lines no bet may add to any more (liability limits, issue 40), as the database last said; absent from traces recorded before */
  unavailableLines?: string[];
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
  /** `randoms`: uniform numbers in [0, 1), like Math.random's, one per pick (FLASH_RANDOMS are enough) */
  | { type: 'flash'; randoms: readonly number[] }
  | { type: 'clear' }
  | { type: 'stake.change'; value: string }
  | { type: 'stake.quick'; amount: number }
  /** `id`: the new bet's id; `now`: the instant of the click (ISO 8601), which judges a closed draw */
  | { type: 'basket.add'; id: string; now: string }
  /** the draw stopped being sold while the builder was open: its instant came (the page's clock) or the database says so (issue 38) */
  | { type: 'draw.close'; reason: ClosedReason }
  /** the draw's lines that reached their liability limit, live (issue 40): the whole set each time */
  | { type: 'lines.unavailable'; lines: string[] }
  | { type: 'reset' }
  /** a saved favourite (issue 41) loaded in one tap: its type, mode, option and selection replace the current ones */
  | { type: 'favourite.load'; favourite: Omit<FavouriteDraft, 'name'> };

export type BetBuilderTag = 'empty' | 'complete' | 'stakeError' | 'sumError' | 'drawClosed';

export const betBuilderMachine = setup({
  types: {
    context: {} as BetBuilderContext,
    events: {} as BetBuilderEvent,
    input: {} as BetBuilderInput,
    tags: {} as BetBuilderTag,
  },
  actions: {
    /** Stub: the container hands the new item to the app's basket. */
    itemAdded: (_, _params: { item: BasketItem }) => {},
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
    toggleNumber: assign(({ context }, params: { number: number }) => toggleNumber(context, params.number)),
    changeBaseSize: assign(({ context }, params: { size: BaseSize }) => changeBaseSize(context, params.size)),
    changeAnagramKind: assign(({ context }, params: { kind: AnagramKind }) => changeAnagramKind(context, params.kind)),
    togglePair: assign(({ context }, params: { pair: Pair }) => togglePair(context, params.pair)),
    selectAllPairs: assign(({ context }) => selectAllPairs(context)),
    flash: assign(({ context }, params: { randoms: readonly number[] }) => flashSelection(context, params.randoms)),
    clearSelection: assign(() => ({ ...CLEARED })),
    loadFavourite: assign((_, params: { favourite: Omit<FavouriteDraft, 'name'> }) => {
      const { type, mode, option } = params.favourite;
      const selection = restoreSelection(params.favourite);
      return { ...selection, mode, option: resolveOption(type, mode, option).id, sumInput: String(selection.targetSum) };
    }),
    applyStake: assign((_, params: { value: number }) => ({ stake: params.value, stakeInput: String(params.value) })),
    keepStakeInput: assign((_, params: { value: string }) => ({ stakeInput: params.value })),
    applySum: assign(({ context }, params: { value: number }) => ({ ...changeTargetSum(context, params.value), sumInput: String(params.value) })),
    keepSumInput: assign((_, params: { value: string }) => ({ sumInput: params.value })),
    closeDraw: assign((_, params: { reason: ClosedReason }) => ({ closedReason: params.reason })),
    setUnavailableLines: assign((_, params: { lines: string[] }) => ({ unavailableLines: [...params.lines].sort() })),
  },
  guards: {
    isEmpty: ({ context }) => !hasAnySelection(context),
    isComplete: ({ context }) => isSelectionComplete(selectionOf(context)),
    isPartial: ({ context }) => hasAnySelection(context) && !isSelectionComplete(selectionOf(context)),
    stakeParses: (_, params: { value: string }) => parseStake(params.value).ok,
    sumParses: (_, params: { value: string }) => parseTargetSum(params.value).ok,
    drawClosed: ({ context }, params: { now: string }) => isDrawClosed(context.draw.drawAt, new Date(params.now)),
    hasSelection: ({ context }) => hasAnySelection(context),
    usesPairList: ({ context }) => usesPairList(context.type),
    isAddition: ({ context }) => context.type === 'addition',
    playsUnavailableLine: ({ context }) => firstUnavailableLine(combinationsOf(selectionOf(context)), context.unavailableLines ?? []) !== null,
    /** 'Ajouter au panier': a complete selection, a valid stake, and for addition a valid target (selectCanAdd asks this guard). */
    canAdd: and([
      'isComplete',
      not('playsUnavailableLine'),
      stateIn('#betBuilder.building.stake.valid'),
      or([not('isAddition'), stateIn('#betBuilder.building.targetSum.valid')]),
    ]),
  },
}).createMachine({
  id: 'betBuilder',
  context: ({ input }) => ({
    draw: input.draw,
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
    closedReason: null,
    unavailableLines: [],
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
        flash: { actions: { type: 'flash', params: ({ event }) => ({ randoms: event.randoms }) } },
        clear: { actions: 'clearSelection' },
        reset: { guard: 'hasSelection', actions: 'clearSelection' },
        'lines.unavailable': { actions: { type: 'setUnavailableLines', params: ({ event }) => ({ lines: event.lines }) } },
        'draw.close': { target: 'drawClosed', actions: { type: 'closeDraw', params: ({ event }) => ({ reason: event.reason }) } },
        'basket.add': [
          // Nothing to add: the event is refused (so `snapshot.can` answers false).
          { guard: not('canAdd') },
          {
            guard: { type: 'drawClosed', params: ({ event }) => ({ now: event.now }) },
            target: 'drawClosed',
            actions: { type: 'closeDraw', params: { reason: 'past' } },
          },
          {
            actions: [
              {
                type: 'itemAdded',
                params: ({ context, event }) => ({
                  item: basketItemOf(selectionOf(context), { id: event.id, draw: context.draw, mode: context.mode, option: context.option, stake: context.stake }),
                }),
              },
              'clearSelection',
            ],
          },
        ],
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
            'stake.quick': {
              guard: { type: 'stakeParses', params: ({ event }) => ({ value: String(event.amount) }) },
              target: '.valid',
              actions: { type: 'applyStake', params: ({ event }) => ({ value: event.amount }) },
            },
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
            // a favourite (issue 41) brings its whole bet, a valid target with it: a mistyped one is forgotten. Handled
            // here, in the one region whose state it changes; the selection region follows by its own `always`.
            'favourite.load': { target: '.valid', actions: { type: 'loadFavourite', params: ({ event }) => ({ favourite: event.favourite }) } },
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
    drawClosed: {
      type: 'final',
      tags: ['drawClosed'],
      description:
        "The draw stopped being sold while the page was open (its instant came, an operator closed it early, it was drawn or cancelled): nothing is added; the screen says so at once, with why, and offers to choose another draw.",
    },
  },
});
