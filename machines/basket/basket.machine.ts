import { assign, enqueueActions, setup } from 'xstate';
import { type BasketItem, parseStoredBasket } from '../../src/game/basket-item';
import { isDrawClosed } from '../../src/game/schedule';

/** SPEC §9: the loading state of a validation, then how long the success message stays. */
export const VALIDATION_DELAY_MS = 1500;
export const MESSAGE_DELAY_MS = 3000;

export interface BasketInput {
  /** the raw `basketItems` text read from sessionStorage (null when absent) */
  storedText: string | null;
  /** read once, when the basket opens; later times arrive as `clock.tick` events */
  clock: () => Date;
}

export interface BasketContext {
  items: BasketItem[];
  /** UI-only selection (SPEC §3): never stored. Only ids of items whose draw is still open. */
  selectedIds: string[];
  /** the instant the machine judges closed draws by (ISO 8601) */
  now: string;
  /** what was wrong with the stored basket, for the log */
  problem: string | null;
  /** ids being validated, fixed when 'Valider' is pressed */
  validatingIds: string[];
  /** true when the last validation emptied the basket: the player then goes to /player */
  leaveAfterMessage: boolean;
}

export type BasketEvent =
  | { type: 'item.toggle'; id: string }
  | { type: 'items.selectAll' }
  | { type: 'item.remove'; id: string }
  | { type: 'basket.clear' }
  | { type: 'basket.validate' }
  | { type: 'clock.tick'; now: string };

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

export const basketMachine = setup({
  types: {
    context: {} as BasketContext,
    events: {} as BasketEvent,
    input: {} as BasketInput,
  },
  actions: {
    /** Stub: the container writes the basket to sessionStorage (serializeBasket). */
    saveBasket: (_, _params: { items: readonly BasketItem[] }) => {},
    /** Stub: the container logs what was wrong with the stored basket (SPEC §8). */
    logProblem: (_, _params: { problem: string }) => {},
    /** Stub: the container navigates to /player. */
    goToPlayer: () => {},
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
    const now = input.clock().toISOString();
    return { items, selectedIds: openIds(items, now), now, problem, validatingIds: [], leaveAfterMessage: false };
  },
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.problem !== null) enqueue({ type: 'logProblem', params: { problem: context.problem } });
  }),
  on: {
    'clock.tick': {
      actions: assign(({ context, event }) => ({
        now: event.now,
        selectedIds: keepOpen(context.selectedIds, context.items, event.now),
      })),
    },
  },
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        'item.toggle': {
          actions: assign({
            selectedIds: ({ context, event }) => {
              if (context.selectedIds.includes(event.id)) return context.selectedIds.filter((id) => id !== event.id);
              return keepOpen([...context.selectedIds, event.id], context.items, context.now);
            },
          }),
        },
        'items.selectAll': {
          actions: assign({
            selectedIds: ({ context }) => {
              const open = openIds(context.items, context.now);
              const allSelected = open.length > 0 && open.every((id) => context.selectedIds.includes(id));
              return allSelected ? [] : open;
            },
          }),
        },
        'item.remove': {
          actions: [
            assign(({ context, event }) => ({
              items: context.items.filter((item) => item.id !== event.id),
              selectedIds: context.selectedIds.filter((id) => id !== event.id),
            })),
            { type: 'saveBasket', params: ({ context }) => ({ items: context.items }) },
          ],
        },
        'basket.clear': {
          actions: [assign({ items: [], selectedIds: [] }), { type: 'saveBasket', params: { items: [] } }],
        },
        'basket.validate': {
          guard: 'hasOpenSelection',
          target: 'validating',
          actions: assign({ validatingIds: ({ context }) => keepOpen(context.selectedIds, context.items, context.now) }),
        },
      },
      states: {
        idle: {},
        succeeded: {
          description: "Shows 'Succès!' for MESSAGE_DELAY; the player may keep working on what is left meanwhile.",
          tags: ['success'],
          after: {
            MESSAGE_DELAY: [{ guard: 'validationEmptiedBasket', target: '#basket.leaving' }, { target: 'idle' }],
          },
        },
      },
    },
    validating: {
      description: 'Simulated validation (SPEC §4: no server call); the controls are locked meanwhile.',
      tags: ['loading'],
      after: {
        VALIDATION_DELAY: {
          target: 'ready.succeeded',
          actions: [
            assign(({ context }) => {
              const items = context.items.filter((item) => !context.validatingIds.includes(item.id));
              return {
                items,
                selectedIds: context.selectedIds.filter((id) => !context.validatingIds.includes(id)),
                leaveAfterMessage: items.length === 0,
              };
            }),
            { type: 'saveBasket', params: ({ context }) => ({ items: context.items }) },
          ],
        },
      },
    },
    leaving: {
      description: 'Every item was validated: the basket is empty and the player goes back to /player.',
      type: 'final',
      entry: 'goToPlayer',
    },
  },
});
