import { assign, fromPromise, setup } from 'xstate';
import type { ResponsibleGamingStatus } from '../../src/game/responsible-gaming';
import { nextStatusChange } from '../../src/game/responsible-gaming-status';

/** Read again at least this often while signed in, and at the next change the status foresees (an exclusion's end, a period's renewal). */
export const PLAY_STATUS_MAX_AGE_MS = 6 * 60 * 60 * 1000;

export interface PlayStatusContext {
  /** whose status it is */
  playerId: string | null;
  /** the last status read (kept while it is read again, so a banner never flickers); null until the first */
  status: ResponsibleGamingStatus | null;
}

export type PlayStatusEvent =
  | { type: 'player.signedIn'; playerId: string }
  | { type: 'player.signedOut' }
  /** a page that shows the status opened: read it fresh (a ticket placed or a recharge made since changes what is left) */
  | { type: 'status.refresh' };

/**
 * The signed-in player's exclusion and limits, shared by the pages that tell them before the player tries
 * (issue 38: the catalogue, the bet builder, the recharge page). Read once a player is signed in, again
 * when such a page opens and when the status foresees its own change. A failed read keeps what was known
 * (the database still refuses what it must). Effects, provided by the app: `loadStatus`.
 */
export const playStatusMachine = setup({
  types: { context: {} as PlayStatusContext, events: {} as PlayStatusEvent },
  actions: {
    becomePlayer: assign(({ event }) => ({ playerId: event.type === 'player.signedIn' ? event.playerId : null, status: null })),
  },
  guards: {
    anotherPlayer: ({ context, event }) => event.type === 'player.signedIn' && event.playerId !== context.playerId,
  },
  actors: {
    loadStatus: fromPromise<ResponsibleGamingStatus>(async () => {
      throw new Error('loadStatus must be provided');
    }),
  },
  delays: {
    NEXT_CHANGE: ({ context }) => {
      const status = context.status;
      const next = status && nextStatusChange(status);
      // one second past the instant, so that the database sees it gone by too
      return next ? Math.min(Date.parse(next) - Date.parse(status.now) + 1000, PLAY_STATUS_MAX_AGE_MS) : PLAY_STATUS_MAX_AGE_MS;
    },
  },
}).createMachine({
  id: 'playStatus',
  context: { playerId: null, status: null },
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'player.signedIn': { target: 'signedIn', actions: 'becomePlayer' } },
    },
    signedIn: {
      initial: 'loading',
      on: {
        'player.signedOut': { target: 'signedOut', actions: 'becomePlayer' },
        // another account on this device: never a moment of the previous player's status
        'player.signedIn': { guard: 'anotherPlayer', target: 'signedIn', reenter: true, actions: 'becomePlayer' },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadStatus',
            src: 'loadStatus',
            onDone: { target: 'known', actions: assign({ status: ({ event }) => event.output }) },
            onError: { target: 'unknown' },
          },
        },
        known: {
          description: 'The status as read; read again when a page asks, or when it foresees its own change.',
          after: { NEXT_CHANGE: 'loading' },
          on: { 'status.refresh': 'loading' },
        },
        unknown: {
          description: 'The read failed: what was known before stays shown; the next page to open asks again.',
          on: { 'status.refresh': 'loading' },
        },
      },
    },
  },
});
