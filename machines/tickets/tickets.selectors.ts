import type { SnapshotFrom } from 'xstate';
import type { MyTicket } from '../../src/game/tickets';
import type { ticketsMachine } from './tickets.machine';

export type TicketsSnapshot = SnapshotFrom<typeof ticketsMachine>;

export const selectIsLoading = (s: TicketsSnapshot) => s.hasTag('loading');
export const selectError = (s: TicketsSnapshot) => (s.hasTag('failed') ? s.context.error : null);
export const selectTickets = (s: TicketsSnapshot): MyTicket[] => s.context.shown?.items ?? [];
/** When the page shown was read, if it is the device's copy shown offline (issue 41). */
export const selectReadAt = (s: TicketsSnapshot) => s.context.shown?.readAt ?? null;
/** No ticket at all (not merely an empty page beyond the last). */
export const selectIsEmpty = (s: TicketsSnapshot) => s.context.shown !== null && s.context.shown.total === 0;
export const selectPage = (s: TicketsSnapshot) => s.context.page;
export const selectPageCount = (s: TicketsSnapshot) => (s.context.shown ? Math.ceil(s.context.shown.total / s.context.shown.pageSize) : 0);
/** The page count once the asked page is read; null while it loads or failed. */
export const selectLoadedPageCount = (s: TicketsSnapshot) => (s.matches('loaded') ? selectPageCount(s) : null);

/** What 'Mes tickets' shows: replays compare this (and the state value), not the whole context. */
export const ticketsProjection = (s: TicketsSnapshot) => ({
  loading: selectIsLoading(s),
  error: selectError(s),
  codes: selectTickets(s).map((ticket) => ticket.code),
  empty: selectIsEmpty(s),
  page: selectPage(s),
  pageCount: selectPageCount(s),
});
