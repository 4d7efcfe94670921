import { assign, setup } from 'xstate';
import type { BasketItem } from '../../src/game/basket-item';
import type { DrawStatuses } from '../../src/game/draw-sales';
import {
  NOTHING_TO_REPLAY,
  NO_OPEN_DRAW,
  type RefusedBet,
  type ReplayBet,
  type ReplayDraw,
  nextDrawOfSlot,
  openDrawsOf,
  replayBetsOf,
  replayPlan,
} from '../../src/game/replay';

export interface ReplayInput {
  /** the ticket's code, for the dialog's title */
  code: string;
  bets: readonly ReplayBet[];
  /** ISO instant: the screen's clock when the dialog opened */
  now: string;
  statuses: DrawStatuses;
  /** the exclusion's French text (exclusionText) when the player is excluded, else null */
  exclusion: string | null;
}

export interface ReplayContext {
  code: string;
  bets: ReplayBet[];
  /** the draws of the ticket's country still on sale, soonest first */
  draws: ReplayDraw[];
  /** the chosen draw's instant; null when none can be chosen */
  target: string | null;
  exclusion: string | null;
  /** once added: the items sent to the basket, the bets left out and the draw */
  added: BasketItem[];
  refused: RefusedBet[];
  addedTo: ReplayDraw | null;
  /** why there is nothing to replay */
  nothing: string | null;
}

export type ReplayEvent =
  | { type: 'target.choose'; drawAt: string }
  /** 'Ajouter au panier': one new id per bet, chosen by the screen (UUIDs) */
  | { type: 'replay.confirm'; ids: string[] }
  | { type: 'replay.cancel' }
  /** the play status, read after the dialog opened, says the player is excluded (exclusionText) */
  | { type: 'player.excluded'; text: string };

export type ReplayTag = 'open';

/** The ticket's slot: its first bet's country, weekday and hour. */
function slotOf(bets: readonly ReplayBet[]) {
  return bets[0]?.draw ?? null;
}

function initialContext(input: ReplayInput): ReplayContext {
  const bets = replayBetsOf(input.bets);
  const slot = slotOf(bets);
  const now = new Date(input.now);
  const draws = slot ? openDrawsOf(slot.country, now, input.statuses) : [];
  const next = slot ? nextDrawOfSlot(slot, now, input.statuses) : null;
  // the slot's next draw may lie beyond the week the select offers (closed early): offer it too
  if (next && !draws.some((d) => d.drawAt === next.drawAt)) draws.push(next);
  return {
    code: input.code,
    bets,
    draws,
    target: next?.drawAt ?? draws[0]?.drawAt ?? null,
    exclusion: input.exclusion,
    added: [],
    refused: [],
    addedTo: null,
    nothing: null,
  };
}

export const findTarget = (context: Pick<ReplayContext, 'draws' | 'target'>) => context.draws.find((d) => d.drawAt === context.target) ?? null;

/** The plan for the chosen draw, with placeholder ids (the preview; the real ids come with 'replay.confirm'). */
export const previewPlan = (context: ReplayContext) => {
  const target = findTarget(context);
  return target ? replayPlan(context.bets, target, (i) => `preview-${i}`) : { items: [], refused: [] };
};

/**
 * 'Rejouer' a ticket of 'Mes tickets' (issue 41): the target draw (the next open one of the ticket's slot
 * preselected, or another open draw of its country), then 'Ajouter au panier', which sends each re-checked
 * item to the basket through `addToBasket` (provided by the screen) and says so. An excluded player is
 * refused; a ticket none of whose bets passes today's rules, or whose country has no draw on sale, has
 * nothing to replay.
 */
export const replayMachine = setup({
  types: {
    context: {} as ReplayContext,
    events: {} as ReplayEvent,
    input: {} as ReplayInput,
    tags: {} as ReplayTag,
  },
  actions: {
    /** the container sends `item.add` to the app's basket for each item */
    addToBasket: (_, _params: { items: BasketItem[] }) => {},
  },
  guards: {
    excluded: ({ context }) => context.exclusion !== null,
    noDraw: ({ context }) => context.draws.length === 0,
    nothingPasses: ({ context }) => context.bets.length === 0 || context.draws.every((draw) => replayPlan(context.bets, draw, String).items.length === 0),
    offered: ({ context, event }) => event.type === 'target.choose' && context.draws.some((d) => d.drawAt === event.drawAt),
    somethingToAdd: ({ context }) => previewPlan(context).items.length > 0,
  },
}).createMachine({
  id: 'replay',
  context: ({ input }) => initialContext(input),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'excluded', target: 'excluded' },
        { guard: 'noDraw', target: 'nothing', actions: assign({ nothing: NO_OPEN_DRAW }) },
        { guard: 'nothingPasses', target: 'nothing', actions: assign({ nothing: NOTHING_TO_REPLAY }) },
        { target: 'choosing' },
      ],
    },
    choosing: {
      tags: ['open'],
      on: {
        'target.choose': { guard: 'offered', actions: assign({ target: ({ event }) => event.drawAt }) },
        'replay.confirm': {
          guard: 'somethingToAdd',
          target: 'added',
          actions: [
            assign(({ context, event }) => {
              const target = findTarget(context)!;
              const plan = replayPlan(context.bets, target, (i) => event.ids[i] ?? `${context.code}-${i}`);
              return { added: plan.items, refused: plan.refused, addedTo: target };
            }),
            { type: 'addToBasket', params: ({ context }) => ({ items: context.added }) },
          ],
        },
        'replay.cancel': 'cancelled',
        'player.excluded': { target: 'excluded', actions: assign({ exclusion: ({ event }) => event.text }) },
      },
    },
    added: { tags: ['open'], on: { 'replay.cancel': 'cancelled' } },
    nothing: {
      tags: ['open'],
      on: { 'replay.cancel': 'cancelled', 'player.excluded': { target: 'excluded', actions: assign({ exclusion: ({ event }) => event.text }) } },
    },
    excluded: { tags: ['open'], on: { 'replay.cancel': 'cancelled' } },
    cancelled: { type: 'final' },
  },
});
