import { assign, emit, enqueueActions, setup } from 'xstate';
import { type BasketItem, parseStoredBasket } from '../../src/game/basket-item';
import { isDrawClosed } from '../../src/game/schedule';

/** SPEC §9: the loading state of a validation, then how long the success message stays. */
export const VALIDATION_DELAY_MS = 1500;
export const MESSAGE_DELAY_MS = 3000;

/** Plain JSON, so a recorded basket replays without any injected function. */
export interface BasketInput {
  /** the raw stored basket (sessionStorage `basketItems`), null when absent: parsed here, once */
  storedText: string | null;
  /** the instant the app started (ISO 8601); later instants arrive as `clock.tick` events */
  now: string;
}

export interface BasketContext {
  items: BasketItem[];
  /** UI-only selection (SPEC §3): never stored. Only ids of items whose draw is still open. */
  selectedIds: string[];
  /** the instant the machine judges closed draws by (ISO 8601) */
  now: string;
  /** what was wrong with the stored basket, for the log */
  problem: string | null;
  /** ids being validated, fixed when 'Valider' is pressed (kept afterwards: the last set validated) */
  validatingIds: string[];
  /** true when the last validation emptied the basket: the player then goes to /player */
  leaveAfterMessage: boolean;
}

export type BasketEvent =
  /** from the bet builder: a new item (its id is new) */
  | { type: 'item.add'; item: BasketItem }
  /** the basket screen opened: every open item is selected (SPEC §4) */
  | { type: 'basket.review' }
  | { type: 'item.toggle'; id: string }
  | { type: 'items.selectAll' }
  | { type: 'item.remove'; id: string }
  | { type: 'basket.clear' }
  | { type: 'basket.validate' }
  | { type: 'clock.tick'; now: string };

/** Told to whoever listens (`actor.on`): the screen showing the basket goes to /player. */
export type BasketEmitted = { type: 'basket.emptiedByValidation' };

export type BasketTag = 'loading' | 'success';

export function isItemClosed(item: BasketItem, now: string): boolean {
  return isDrawClosed(item.drawAt, new Date(now));
}

function openIds(items: readonly BasketItem[], now: string): string[] {
  return items.filter((item) => !isItemClosed(item, now)).map((item) => item.id);
}

function keepOpen(ids: readonly string[], items: readonly BasketItem[], now: string): string[] {
  const open = new Set(openIds(items, now));
  return ids.filter((id) => open.has(id));
}

/**
 * The player's basket, one actor for the whole app (src/app/basket-provider.tsx): the bet builder adds
 * to it, the badge counts it, /basket selects, removes and validates. Effects, provided by the app:
 * `persist` (the storage adapter's one write) and `logProblem`.
 */
export const basketMachine = setup({
  types: {
    context: {} as BasketContext,
    events: {} as BasketEvent,
    input: {} as BasketInput,
    emitted: {} as BasketEmitted,
    tags: {} as BasketTag,
  },
  actions: {
    /** Stub: the app writes the items through its storage adapter. */
    persist: (_, _params: { items: readonly BasketItem[] }) => {},
    /** Stub: the app logs what was wrong with the stored basket (SPEC §8). */
    logProblem: (_, _params: { problem: string }) => {},
    addItem: assign(({ context }, params: { item: BasketItem }) => {
      if (context.items.some((item) => item.id === params.item.id)) return {};
      const selected = isItemClosed(params.item, context.now) ? [] : [params.item.id];
      return { items: [...context.items, params.item], selectedIds: [...context.selectedIds, ...selected] };
    }),
    selectAllOpen: assign(({ context }) => ({ selectedIds: openIds(context.items, context.now) })),
    advanceClock: assign(({ context }, params: { now: string }) => ({
      now: params.now,
      selectedIds: keepOpen(context.selectedIds, context.items, params.now),
    })),
    toggleItem: assign(({ context }, params: { id: string }) => ({
      selectedIds: context.selectedIds.includes(params.id)
        ? context.selectedIds.filter((id) => id !== params.id)
        : keepOpen([...context.selectedIds, params.id], context.items, context.now),
    })),
    toggleAll: assign(({ context }) => {
      const open = openIds(context.items, context.now);
      const allSelected = open.length > 0 && open.every((id) => context.selectedIds.includes(id));
      return { selectedIds: allSelected ? [] : open };
    }),
    removeItem: assign(({ context }, params: { id: string }) => ({
      items: context.items.filter((item) => item.id !== params.id),
      selectedIds: context.selectedIds.filter((id) => id !== params.id),
    })),
    emptyBasket: assign({ items: [], selectedIds: [] }),
    fixValidatedSet: assign(({ context }) => ({ validatingIds: keepOpen(context.selectedIds, context.items, context.now) })),
    removeValidated: assign(({ context }) => {
      const items = context.items.filter((item) => !context.validatingIds.includes(item.id));
      return {
        items,
        selectedIds: context.selectedIds.filter((id) => !context.validatingIds.includes(id)),
        leaveAfterMessage: items.length === 0,
      };
    }),
    tellEmptied: emit({ type: 'basket.emptiedByValidation' }),
  },
  delays: {
    VALIDATION_DELAY: VALIDATION_DELAY_MS,
    MESSAGE_DELAY: MESSAGE_DELAY_MS,
  },
  guards: {
    hasOpenSelection: ({ context }) => keepOpen(context.selectedIds, context.items, context.now).length > 0,
    validationEmptiedBasket: ({ context }) => context.leaveAfterMessage,
  },
}).createMachine({
  id: 'basket',
  context: ({ input }) => {
    const { items, problem } = parseStoredBasket(input.storedText);
    return { items, selectedIds: openIds(items, input.now), now: input.now, problem, validatingIds: [], leaveAfterMessage: false };
  },
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.problem !== null) enqueue({ type: 'logProblem', params: { problem: context.problem } });
  }),
  on: {
    'clock.tick': { actions: { type: 'advanceClock', params: ({ event }) => ({ now: event.now }) } },
    'item.add': {
      actions: [{ type: 'addItem', params: ({ event }) => ({ item: event.item }) }, { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
    },
  },
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        'basket.review': { actions: 'selectAllOpen' },
        'item.toggle': { actions: { type: 'toggleItem', params: ({ event }) => ({ id: event.id }) } },
        'items.selectAll': { actions: 'toggleAll' },
        'item.remove': {
          actions: [{ type: 'removeItem', params: ({ event }) => ({ id: event.id }) }, { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
        },
        'basket.clear': { actions: ['emptyBasket', { type: 'persist', params: { items: [] } }] },
        'basket.validate': { guard: 'hasOpenSelection', target: 'validating', actions: 'fixValidatedSet' },
      },
      states: {
        idle: {},
        succeeded: {
          description: "Shows 'Succès!' for MESSAGE_DELAY; the player may keep working on what is left meanwhile.",
          tags: ['success'],
          after: {
            MESSAGE_DELAY: [{ guard: 'validationEmptiedBasket', target: 'emptied' }, { target: 'idle' }],
          },
        },
        emptied: {
          description: 'Every item was validated: the screen showing the basket sends the player to /player (SPEC §4). The basket takes new bets as usual.',
          entry: 'tellEmptied',
        },
      },
    },
    validating: {
      description:
        'The selected items are being validated; the controls are locked. Each region ends in a final state, and the validation ends when all have (SPEC §4: at least VALIDATION_DELAY).',
      tags: ['loading'],
      type: 'parallel',
      states: {
        minimumDelay: {
          initial: 'waiting',
          states: {
            waiting: { after: { VALIDATION_DELAY: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
      },
      onDone: {
        target: 'ready.succeeded',
        actions: ['removeValidated', { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
      },
    },
  },
});
