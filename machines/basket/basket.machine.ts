import { assign, cancel, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { type BasketItem, parseStoredBasket } from '../../src/game/basket-item';
import { drawKey } from '../../src/game/draw-sales';
import { isDrawClosed } from '../../src/game/schedule';
import { checkTicketBounds } from '../../src/game/ticket-bounds';

/** SPEC §9: the loading state of a validation, then how long the success message stays. */
export const VALIDATION_DELAY_MS = 1500;
export const MESSAGE_DELAY_MS = 3000;
/** How long 'Annuler' is offered after a removal or 'Vider' (issue 38). */
export const UNDO_DELAY_MS = 8000;

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
  /**
   * the draws the database no longer sells (closed early by an operator, drawn, cancelled), by `drawKey`:
   * their items are closed like those whose instant has passed (issue 38)
   */
  closedDraws: string[];
  /** what was wrong with the stored basket, for the log */
  problem: string | null;
  /** ids being validated, fixed when 'Valider' is pressed (kept afterwards: the last set validated) */
  validatingIds: string[];
  /** true when the last validation emptied the basket: the player then goes to /player */
  leaveAfterMessage: boolean;
  /** the idempotency key of the validation running or unconfirmed: 'Réessayer' sends it again */
  attemptKey: string | null;
  /** the ticket the last validation bought, shown with 'Succès!' */
  ticket: PlacedTicketReceipt | null;
  /** why the last validation failed, shown until the basket changes */
  failure: PlacementFailure | null;
  /**
   * what the last removal or 'Vider' took, while 'Annuler' is offered (UNDO_DELAY). Absent from traces
   * recorded before issue 38: read it with `?? null`.
   */
  lastRemoved?: RemovedItems | null;
}

/** What 'Annuler' puts back: each item at its place in the basket, selected as it was. */
export interface RemovedItems {
  kind: 'item' | 'all';
  /** in basket order; `index` is the item's place before the removal */
  entries: { item: BasketItem; index: number; selected: boolean }[];
}

/** What the placement answers (plain JSON): the ticket bought and the play balance right after it. */
export interface PlacedTicketReceipt {
  code: string;
  /** ISO 8601 */
  placedAt: string;
  totalStake: number;
  balance: number;
}

/** The placement's input: the items validated, in basket order, and the key fixed for the attempt. */
export interface PlacementInput {
  items: BasketItem[];
  idempotencyKey: string;
}

/**
 * Why a validation failed. `refused`: the server answered no (a money function's stable `code`), so
 * nothing was debited and the player may change the basket. `unconfirmed`: no answer (network, server
 * error): the ticket may exist, so the items stay locked and 'Réessayer' sends the same key again.
 */
export interface PlacementFailure {
  kind: 'refused' | 'unconfirmed';
  /** insufficient_funds, draw_closed, limit_reached … (null when unconfirmed) */
  code: string | null;
  /** the French message (src/api's), or a fallback */
  message: string;
  /** the item a refusal names (draw_closed, invalid_bet), by id */
  itemId: string | null;
}

/** Shown when a failed validation came without a French message. */
export const PLACEMENT_FALLBACK_MESSAGE = 'La validation de vos paris a échoué. Veuillez réessayer.';

export type BasketEvent =
  /** from the bet builder: a new item (its id is new) */
  | { type: 'item.add'; item: BasketItem }
  /** the basket screen opened: every open item is selected (SPEC §4) */
  | { type: 'basket.review' }
  | { type: 'item.toggle'; id: string }
  | { type: 'items.selectAll' }
  | { type: 'item.remove'; id: string }
  | { type: 'basket.clear' }
  /** 'Annuler' after a removal or 'Vider': puts back what they took */
  | { type: 'removal.undo' }
  /** sent by the machine to itself UNDO_DELAY after a removal: 'Annuler' is no longer offered */
  | { type: 'removal.expire' }
  /** 'Valider': a new idempotency key (a UUID) for this attempt, chosen by the screen */
  | { type: 'basket.validate'; idempotencyKey: string }
  /** 'Réessayer' after an unconfirmed validation: the same items and key again */
  | { type: 'basket.retry' }
  | { type: 'clock.tick'; now: string }
  /** the app read the draws' statuses: the keys (`drawKey`) of those no longer on sale, in full each time */
  | { type: 'draws.closed'; keys: string[] }
  /**
   * the player's basket as the server holds it (their pending bets, with this tab's changes not yet sent),
   * in full each time: it replaces the items (issue 38)
   */
  | { type: 'basket.synced'; items: BasketItem[] }
  /** the basket's owner signed out, or another player signed in on this tab: nothing of theirs is kept */
  | { type: 'basket.forgotten' };

/**
 * Told to whoever listens (`actor.on`): the screen showing the basket goes to /player; the app shows
 * the new play balance once a ticket is bought.
 */
export type BasketEmitted = { type: 'basket.emptiedByValidation' } | { type: 'basket.placed'; ticket: PlacedTicketReceipt };

export type BasketTag = 'loading' | 'success' | 'failure';

/** the id of the delayed `removal.expire`, so a new removal or 'Annuler' cancels it */
const UNDO_TIMER = 'removalExpiry';

/** The item's draw has passed (`now`), or the database no longer sells it (`closedDraws`, keys of `drawKey`). */
export function isItemClosed(item: BasketItem, now: string, closedDraws: readonly string[] = []): boolean {
  return isDrawClosed(item.drawAt, new Date(now)) || closedDraws.includes(drawKey(item.country, item.drawAt));
}

function openIds(items: readonly BasketItem[], now: string, closedDraws: readonly string[]): string[] {
  return items.filter((item) => !isItemClosed(item, now, closedDraws)).map((item) => item.id);
}

function keepOpen(ids: readonly string[], items: readonly BasketItem[], now: string, closedDraws: readonly string[] = []): string[] {
  const open = new Set(openIds(items, now, closedDraws));
  return ids.filter((id) => open.has(id));
}

/** The items a 'Valider' now would place: the selected ones whose draw is still open, in basket order. */
export function selectedOpenItems(context: Pick<BasketContext, 'items' | 'selectedIds' | 'now' | 'closedDraws'>): BasketItem[] {
  const ids = keepOpen(context.selectedIds, context.items, context.now, context.closedDraws);
  return context.items.filter((item) => ids.includes(item.id));
}

/** The items being validated, in basket order. */
export function validatingItems(context: Pick<BasketContext, 'items' | 'validatingIds'>): BasketItem[] {
  return context.items.filter((item) => context.validatingIds.includes(item.id));
}

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
}

/**
 * Reads the placement's error: a money refusal carries its stable `code` and a `detail` whose `index`
 * names an item of the validated list (src/api's MoneyError); anything else left the outcome unknown.
 */
export function placementFailure(error: unknown, validated: readonly BasketItem[]): PlacementFailure {
  const fields: ErrorFields = typeof error === 'object' && error !== null ? (error as ErrorFields) : {};
  const message = typeof fields.message === 'string' && fields.message !== '' ? fields.message : PLACEMENT_FALLBACK_MESSAGE;
  if (typeof fields.code !== 'string' || fields.code === '') return { kind: 'unconfirmed', code: null, message, itemId: null };
  const detail = typeof fields.detail === 'object' && fields.detail !== null ? (fields.detail as { index?: unknown }) : {};
  const index = typeof detail.index === 'number' ? detail.index : null;
  return { kind: 'refused', code: fields.code, message, itemId: index === null ? null : (validated[index]?.id ?? null) };
}

const basketSetup = setup({
  types: {
    context: {} as BasketContext,
    events: {} as BasketEvent,
    input: {} as BasketInput,
    emitted: {} as BasketEmitted,
    tags: {} as BasketTag,
  },
  actors: {
    placeBets: fromPromise<PlacedTicketReceipt, PlacementInput>(async () => {
      throw new Error('placeBets must be provided');
    }),
  },
  actions: {
    /** Stub: the app writes the items through its storage adapter. */
    persist: (_, _params: { items: readonly BasketItem[] }) => {},
    /** Stub: the app logs what was wrong with the stored basket (SPEC §8). */
    logProblem: (_, _params: { problem: string }) => {},
    addItem: assign(({ context }, params: { item: BasketItem }) => {
      if (context.items.some((item) => item.id === params.item.id)) return {};
      const selected = isItemClosed(params.item, context.now, context.closedDraws) ? [] : [params.item.id];
      return { items: [...context.items, params.item], selectedIds: [...context.selectedIds, ...selected] };
    }),
    selectAllOpen: assign(({ context }) => ({ selectedIds: openIds(context.items, context.now, context.closedDraws) })),
    advanceClock: assign(({ context }, params: { now: string }) => ({
      now: params.now,
      selectedIds: keepOpen(context.selectedIds, context.items, params.now, context.closedDraws),
    })),
    learnClosedDraws: assign(({ context }, params: { keys: readonly string[] }) => ({
      closedDraws: [...params.keys],
      selectedIds: keepOpen(context.selectedIds, context.items, context.now, params.keys),
    })),
    toggleItem: assign(({ context }, params: { id: string }) => ({
      selectedIds: context.selectedIds.includes(params.id)
        ? context.selectedIds.filter((id) => id !== params.id)
        : keepOpen([...context.selectedIds, params.id], context.items, context.now, context.closedDraws),
    })),
    toggleAll: assign(({ context }) => {
      const open = openIds(context.items, context.now, context.closedDraws);
      const allSelected = open.length > 0 && open.every((id) => context.selectedIds.includes(id));
      return { selectedIds: allSelected ? [] : open };
    }),
    removeItem: assign(({ context }, params: { id: string }) => ({
      items: context.items.filter((item) => item.id !== params.id),
      selectedIds: context.selectedIds.filter((id) => id !== params.id),
    })),
    emptyBasket: assign({ items: [], selectedIds: [] }),
    /**
     * The server's items replace this tab's: an item new here is selected if its draw is open (as when added),
     * the others keep their selection. Items of `keep` (being validated) stay until their validation ends.
     */
    syncItems: assign(({ context }, params: { items: readonly BasketItem[]; keep: readonly string[] }) => {
      const synced = new Set(params.items.map((item) => item.id));
      const kept = context.items.filter((item) => params.keep.includes(item.id) && !synced.has(item.id));
      const items = [...params.items, ...kept];
      const known = new Set(context.items.map((item) => item.id));
      const selected = items.filter((item) => !known.has(item.id) || context.selectedIds.includes(item.id)).map((item) => item.id);
      return { items, selectedIds: keepOpen(selected, items, context.now, context.closedDraws) };
    }),
    forgetBasket: assign({ items: [], selectedIds: [], lastRemoved: null, failure: null, ticket: null, attemptKey: null, validatingIds: [], leaveAfterMessage: false }),
    /** before a removal: what it takes, for 'Annuler' (only the last removal can be undone) */
    rememberRemoval: assign(({ context }, params: { id: string | null }) => {
      const entries = context.items
        .map((item, index) => ({ item, index, selected: context.selectedIds.includes(item.id) }))
        .filter((entry) => params.id === null || entry.item.id === params.id);
      // nothing taken (an unknown id, an empty basket): the offer already made stays
      if (entries.length === 0) return {};
      return { lastRemoved: { kind: params.id === null ? ('all' as const) : ('item' as const), entries } };
    }),
    /** puts each removed item back at its place (items added since stay, after it), selected as it was if its draw is still open */
    restoreRemoved: assign(({ context }) => {
      const items = [...context.items];
      const selectedIds = [...context.selectedIds];
      for (const entry of context.lastRemoved?.entries ?? []) {
        if (items.some((item) => item.id === entry.item.id)) continue;
        items.splice(Math.min(entry.index, items.length), 0, entry.item);
        if (entry.selected) selectedIds.push(entry.item.id);
      }
      const order = items.map((item) => item.id);
      return {
        items,
        selectedIds: keepOpen(selectedIds, items, context.now, context.closedDraws).sort((a, b) => order.indexOf(a) - order.indexOf(b)),
        lastRemoved: null,
      };
    }),
    forgetRemoval: assign({ lastRemoved: null }),
    /** 'Annuler' is offered UNDO_DELAY from the last removal: an earlier timer is replaced; none without an offer */
    startUndoTimer: enqueueActions(({ context, enqueue }) => {
      enqueue.cancel(UNDO_TIMER);
      if ((context.lastRemoved ?? null) !== null) enqueue.raise({ type: 'removal.expire' }, { id: UNDO_TIMER, delay: 'UNDO_DELAY' });
    }),
    stopUndoTimer: cancel(UNDO_TIMER),
    startAttempt: assign(({ context }, params: { idempotencyKey: string }) => ({
      validatingIds: keepOpen(context.selectedIds, context.items, context.now, context.closedDraws),
      attemptKey: params.idempotencyKey,
      ticket: null,
      failure: null,
    })),
    retryAttempt: assign({ failure: null }),
    rememberTicket: assign((_, params: { ticket: PlacedTicketReceipt }) => ({ ticket: params.ticket })),
    rememberFailure: assign(({ context }, params: { error: unknown }) => ({
      failure: placementFailure(params.error, validatingItems(context)),
    })),
    /** A refusal moved no money: the next 'Valider' is a new attempt with a new key. */
    forgetAttempt: assign({ attemptKey: null }),
    dismissFailure: assign({ failure: null }),
    removeValidated: assign(({ context }) => {
      const items = context.items.filter((item) => !context.validatingIds.includes(item.id));
      return {
        items,
        selectedIds: context.selectedIds.filter((id) => !context.validatingIds.includes(id)),
        leaveAfterMessage: items.length === 0,
        attemptKey: null,
      };
    }),
    tellEmptied: emit({ type: 'basket.emptiedByValidation' }),
    tellPlaced: emit(({ context }) => ({ type: 'basket.placed' as const, ticket: context.ticket! })),
  },
  delays: {
    VALIDATION_DELAY: VALIDATION_DELAY_MS,
    MESSAGE_DELAY: MESSAGE_DELAY_MS,
    UNDO_DELAY: UNDO_DELAY_MS,
  },
  guards: {
    canUndo: ({ context }) => (context.lastRemoved ?? null) !== null,
    /** something to place, and no more than one ticket holds (100 items, 2 520 lines: the database refuses more) */
    canPlaceSelection: ({ context }) => {
      const selected = selectedOpenItems(context);
      return selected.length > 0 && checkTicketBounds(selected).fits;
    },
    validationEmptiedBasket: ({ context }) => context.leaveAfterMessage,
    serverRefused: ({ context }, params: { error: unknown }) => placementFailure(params.error, validatingItems(context)).kind === 'refused',
  },
});

/** While items are being validated (or their outcome is unknown) the server's list cannot take them away. */
const syncKeepingValidated = {
  actions: [
    { type: 'syncItems', params: ({ context, event }: { context: BasketContext; event: { items: BasketItem[] } }) => ({ items: event.items, keep: context.validatingIds }) },
    { type: 'persist', params: ({ context }: { context: BasketContext }) => ({ items: context.items }) },
  ],
} as const;

/**
 * The player's basket, one actor for the whole app (src/app/basket-provider.tsx): the bet builder adds
 * to it, the badge counts it, /basket selects, removes and validates. Effects, provided by the app:
 * `persist` (the tab's cache and, for a signed-in player, the server's basket: src/app/basket-sync.ts),
 * `logProblem` and `placeBets` (buys the validated items as one ticket, DESIGN §6).
 */
export const basketMachine = basketSetup.createMachine({
  id: 'basket',
  context: ({ input }) => {
    const { items, problem } = parseStoredBasket(input.storedText);
    return {
      items,
      selectedIds: openIds(items, input.now, []),
      now: input.now,
      closedDraws: [],
      problem,
      validatingIds: [],
      leaveAfterMessage: false,
      attemptKey: null,
      ticket: null,
      failure: null,
      lastRemoved: null,
    };
  },
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.problem !== null) enqueue({ type: 'logProblem', params: { problem: context.problem } });
  }),
  on: {
    'clock.tick': { actions: { type: 'advanceClock', params: ({ event }) => ({ now: event.now }) } },
    'draws.closed': { actions: { type: 'learnClosedDraws', params: ({ event }) => ({ keys: event.keys }) } },
    'item.add': {
      actions: [{ type: 'addItem', params: ({ event }) => ({ item: event.item }) }, { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
    },
    'removal.expire': { actions: 'forgetRemoval' },
    'basket.synced': { actions: [{ type: 'syncItems', params: ({ event }) => ({ items: event.items, keep: [] }) }, { type: 'persist', params: ({ context }) => ({ items: context.items }) }] },
    'basket.forgotten': { target: '#basket.ready.idle', actions: ['stopUndoTimer', 'forgetBasket', { type: 'persist', params: { items: [] } }] },
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
          actions: [
            { type: 'rememberRemoval', params: ({ event }) => ({ id: event.id }) },
            { type: 'removeItem', params: ({ event }) => ({ id: event.id }) },
            { type: 'persist', params: ({ context }) => ({ items: context.items }) },
            'startUndoTimer',
          ],
        },
        'basket.clear': {
          actions: [{ type: 'rememberRemoval', params: { id: null } }, 'emptyBasket', { type: 'persist', params: { items: [] } }, 'startUndoTimer'],
        },
        'removal.undo': {
          guard: 'canUndo',
          actions: ['stopUndoTimer', 'restoreRemoved', { type: 'persist', params: ({ context }) => ({ items: context.items }) }],
        },
        'basket.validate': {
          guard: 'canPlaceSelection',
          target: 'validating',
          // the set validated is fixed at the click: what was removed before it can no longer come back
          actions: [{ type: 'startAttempt', params: ({ event }) => ({ idempotencyKey: event.idempotencyKey }) }, 'stopUndoTimer', 'forgetRemoval'],
        },
      },
      states: {
        idle: {},
        failed: {
          description:
            'The server refused the validation (nothing was debited): every item is kept, selected, with the French message and what to do. Changing the basket, or coming back to it, dismisses the message.',
          tags: ['failure'],
          on: {
            'basket.review': { target: 'idle', actions: ['dismissFailure', 'selectAllOpen'] },
            'item.toggle': { target: 'idle', actions: ['dismissFailure', { type: 'toggleItem', params: ({ event }) => ({ id: event.id }) }] },
            'items.selectAll': { target: 'idle', actions: ['dismissFailure', 'toggleAll'] },
            'item.remove': {
              target: 'idle',
              actions: [
                'dismissFailure',
                { type: 'rememberRemoval', params: ({ event }) => ({ id: event.id }) },
                { type: 'removeItem', params: ({ event }) => ({ id: event.id }) },
                { type: 'persist', params: ({ context }) => ({ items: context.items }) },
                'startUndoTimer',
              ],
            },
            'basket.clear': {
              target: 'idle',
              actions: [
                'dismissFailure',
                { type: 'rememberRemoval', params: { id: null } },
                'emptyBasket',
                { type: 'persist', params: { items: [] } },
                'startUndoTimer',
              ],
            },
          },
        },
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
        'The selected items are being placed as one ticket; the controls are locked. Each region ends in a final state, and the validation succeeds when both have: at least VALIDATION_DELAY (SPEC §4) and until the server has answered (DESIGN §6). A failure leaves at once.',
      tags: ['loading'],
      type: 'parallel',
      on: {
        'basket.synced': syncKeepingValidated,
      },
      states: {
        minimumDelay: {
          initial: 'waiting',
          states: {
            waiting: { after: { VALIDATION_DELAY: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
        placement: {
          initial: 'placing',
          states: {
            placing: {
              invoke: {
                id: 'placeBets',
                src: 'placeBets',
                input: ({ context }) => ({ items: validatingItems(context), idempotencyKey: context.attemptKey! }),
                onDone: { target: 'placed', actions: { type: 'rememberTicket', params: ({ event }) => ({ ticket: event.output }) } },
                onError: [
                  {
                    guard: { type: 'serverRefused', params: ({ event }) => ({ error: event.error }) },
                    target: '#basket.ready.failed',
                    actions: [{ type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetAttempt'],
                  },
                  { target: '#basket.unconfirmed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            placed: { type: 'final' },
          },
        },
      },
      onDone: {
        target: 'ready.succeeded',
        actions: ['removeValidated', { type: 'persist', params: ({ context }) => ({ items: context.items }) }, 'tellPlaced'],
      },
    },
    unconfirmed: {
      description:
        "No answer from the server (network, server error): the ticket may have been bought. The items stay locked, selected; 'Réessayer' places the same items with the same key, so the server answers with the first ticket rather than debiting twice.",
      tags: ['failure'],
      on: {
        'basket.retry': { target: 'validating', actions: 'retryAttempt' },
        'basket.synced': syncKeepingValidated,
      },
    },
  },
});
