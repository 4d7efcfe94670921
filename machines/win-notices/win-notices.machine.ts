import { type EventObject, assign, emit, fromCallback, setup } from 'xstate';
import type { BetWin } from '../../src/game/results';

/** One notice per draw: 'Vous avez gagné 45 000 CFA !' adds up the player's bets won on it. */
export interface WinNotice {
  drawId: string;
  amount: number;
  betIds: string[];
}

export interface WinNoticesContext {
  notices: WinNotice[];
}

export type WinNoticesEvent =
  | { type: 'player.signedIn' }
  | { type: 'player.signedOut' }
  /** sent by `watchWins` for each bet of the player settled as won */
  | { type: 'win.received'; win: BetWin }
  | { type: 'notice.dismiss'; drawId: string };

/** Emitted for each new won bet, so an open page can read its lists again. */
export type WinNoticesEmitted = { type: 'bet.won'; win: BetWin };

function withWin(notices: readonly WinNotice[], win: BetWin): WinNotice[] {
  const current = notices.find((notice) => notice.drawId === win.drawId);
  if (!current) return [...notices, { drawId: win.drawId, amount: win.payout, betIds: [win.betId] }];
  return notices.map((notice) => (notice === current ? { ...notice, amount: notice.amount + win.payout, betIds: [...notice.betIds, win.betId] } : notice));
}

/**
 * The app's live win notices (issue 16): while a player is signed in, each of their bets settled as won
 * arrives from `watchWins` (a callback actor provided by the app, on realtime) and shows until the
 * player closes it; bets of one draw add up in one notice, a bet heard twice counts once. Signing out
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
    isNewWin: ({ context }, params: { win: BetWin }) => !context.notices.some((notice) => notice.betIds.includes(params.win.betId)),
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
      description: "Listening to the player's bets being settled (realtime, their own rows only).",
      invoke: { id: 'watchWins', src: 'watchWins' },
      on: {
        'win.received': {
          guard: { type: 'isNewWin', params: ({ event }) => ({ win: event.win }) },
          actions: [assign({ notices: ({ context, event }) => withWin(context.notices, event.win) }), emit(({ event }) => ({ type: 'bet.won' as const, win: event.win }))],
        },
        'notice.dismiss': { actions: assign({ notices: ({ context, event }) => context.notices.filter((notice) => notice.drawId !== event.drawId) }) },
        'player.signedOut': { target: 'signedOut', actions: assign({ notices: [] }) },
      },
    },
  },
});
