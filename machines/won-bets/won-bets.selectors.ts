import type { SnapshotFrom } from 'xstate';
import type { WonBet } from '../../src/game/results';
import type { wonBetsMachine } from './won-bets.machine';

export type WonBetsSnapshot = SnapshotFrom<typeof wonBetsMachine>;

export const selectIsLoading = (s: WonBetsSnapshot) => s.hasTag('loading');
export const selectError = (s: WonBetsSnapshot) => (s.hasTag('failed') ? s.context.error : null);
export const selectWonBets = (s: WonBetsSnapshot): WonBet[] => s.context.shown?.items ?? [];
/** No won bet at all (not merely an empty page beyond the last). */
export const selectIsEmpty = (s: WonBetsSnapshot) => s.context.shown !== null && s.context.shown.total === 0;
export const selectPage = (s: WonBetsSnapshot) => s.context.page;
export const selectPageCount = (s: WonBetsSnapshot) => (s.context.shown ? Math.ceil(s.context.shown.total / s.context.shown.pageSize) : 0);
/** The page count once the asked page is read; null while it loads or failed. */
export const selectLoadedPageCount = (s: WonBetsSnapshot) => (s.matches('loaded') ? selectPageCount(s) : null);

/** What 'Paris gagnants' shows: replays compare this (and the state value), not the whole context. */
export const wonBetsProjection = (s: WonBetsSnapshot) => ({
  loading: selectIsLoading(s),
  error: selectError(s),
  bets: selectWonBets(s).map((bet) => ({ id: bet.id, payout: bet.payout })),
  empty: selectIsEmpty(s),
  page: selectPage(s),
  pageCount: selectPageCount(s),
});
