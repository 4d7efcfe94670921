import { type EventObject, assign, emit, fromCallback, setup } from 'xstate';
import type { DrawWin } from '../../src/game/results';

/** One notice per draw: 'Vous avez gagné 45 000 CFA !', the player's won bets on it added up by the database. */
export type WinNotice = DrawWin;

export interface WinNoticesContext {
  notices: WinNotice[];
}

export type WinNoticesEvent =
  | { type: 'player.signedIn' }
  | { type: 'player.signedOut' }
  /** sent by `watchWins` once per draw the player won on (a win_notices row) */
  | { type: 'win.received'; win: DrawWin }
  | { type: 'notice.dismiss'; drawId: string };

/** Emitted for each new won draw, so an open page can read its lists again. */
export type WinNoticesEmitted = { type: 'draw.won'; win: DrawWin };

/**
 * The app's live win notices (issues 16, 36): while a player is signed in, each draw they won on arrives
 * from `watchWins` (a callback actor provided by the app, on realtime: one notice per player and draw,
 * with the amount) and shows until the player closes it; a notice heard twice counts once. Signing out
 * stops listening and forgets the notices.
 */
export const winNoticesMachine = setup({
  types: {
    context: {} as WinNoticesContext,
    events: {} as WinNoticesEvent,
    emitted: {} as WinNoticesEmitted,
  },
  actors: {
    watchWins: fromCallback<EventObject>(() => {
      throw new Error('watchWins must be provided');
    }),
  },
  guards: {
    isNewWin: ({ context }, params: { win: DrawWin }) => !context.notices.some((notice) => notice.drawId === params.win.drawId),
  },
}).createMachine({
  id: 'winNotices',
  context: { notices: [] },
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'player.signedIn': 'listening' },
    },
    listening: {
      description: "Listening to the player's win notices (realtime, their own rows only: one per draw they won on).",
      invoke: { id: 'watchWins', src: 'watchWins' },
      on: {
        'win.received': {
          guard: { type: 'isNewWin', params: ({ event }) => ({ win: event.win }) },
          actions: [assign({ notices: ({ context, event }) => [...context.notices, event.win] }), emit(({ event }) => ({ type: 'draw.won' as const, win: event.win }))],
        },
        'notice.dismiss': { actions: assign({ notices: ({ context, event }) => context.notices.filter((notice) => notice.drawId !== event.drawId) }) },
        'player.signedOut': { target: 'signedOut', actions: assign({ notices: [] }) },
      },
    },
  },
});
