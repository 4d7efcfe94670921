import type { SnapshotFrom } from 'xstate';
import type { MyDrawTicket, ResultDraw } from '../../src/game/results';
import type { resultsMachine } from './results.machine';

export type ResultsSnapshot = SnapshotFrom<typeof resultsMachine>;

const NO_TICKETS: Record<string, MyDrawTicket[]> = {};

export const selectIsLoading = (s: ResultsSnapshot) => s.hasTag('loading');
export const selectError = (s: ResultsSnapshot) => (s.hasTag('failed') ? s.context.error : null);
export const selectFilter = (s: ResultsSnapshot) => s.context.filter;
export const selectDraws = (s: ResultsSnapshot): ResultDraw[] => s.context.shown?.draws ?? [];
/** the player's tickets on each draw shown (draw id → tickets) */
export const selectMyTickets = (s: ResultsSnapshot): Record<string, MyDrawTicket[]> => s.context.shown?.mine ?? NO_TICKETS;
/** When the results shown were read, if they are the device's copy shown offline (issue 41). */
export const selectReadAt = (s: ResultsSnapshot) => s.context.shown?.readAt ?? null;
/** No settled draw matches the filter (once read). */
export const selectIsEmpty = (s: ResultsSnapshot) => s.matches('loaded') && selectDraws(s).length === 0;

/** What /results shows: replays compare this (and the state value), not the whole context. */
export const resultsProjection = (s: ResultsSnapshot) => ({
  loading: selectIsLoading(s),
  error: selectError(s),
  filter: selectFilter(s),
  draws: selectDraws(s).map((draw) => ({ id: draw.id, winning: draw.winningNumbers, machine: draw.machineNumbers })),
  myTickets: Object.fromEntries(Object.entries(selectMyTickets(s)).map(([drawId, tickets]) => [drawId, tickets.map((ticket) => ticket.code)])),
  empty: selectIsEmpty(s),
});
