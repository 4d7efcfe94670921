import type { SnapshotFrom } from 'xstate';
import type { ticketMachine } from './ticket.machine';

export type TicketSnapshot = SnapshotFrom<typeof ticketMachine>;

export const selectIsLoading = (s: TicketSnapshot) => s.hasTag('loading');
/** the canonical code, null when the text cannot be one */
export const selectCode = (s: TicketSnapshot) => s.context.code;
export const selectTicket = (s: TicketSnapshot) => (s.matches('found') ? s.context.ticket : null);
export const selectNotFound = (s: TicketSnapshot) => s.matches('notFound');
export const selectError = (s: TicketSnapshot) => (s.hasTag('failed') ? s.context.error : null);

/** What /ticket/<code> shows: replays compare this (and the state value), not the whole context. */
export const ticketProjection = (s: TicketSnapshot) => ({
  loading: selectIsLoading(s),
  code: selectCode(s),
  found: selectTicket(s)?.code ?? null,
  notFound: selectNotFound(s),
  error: selectError(s),
});
