import type { MyTicket } from '../../src/game/tickets';
import { type Page, type PagedListEvent, type PagedListTag, type ShownPageContext, pagedListMachine, shownPages, wholePage } from '../paged-list/paged-list.machine';

/** One page of the player's tickets, newest first (0-based page number), with the total across pages. */
export type TicketPage = Page<MyTicket>;

export interface TicketsInput {
  /** the page asked for (the screen's URL), 0-based */
  page: number;
  pageSize: number;
}

export type TicketsContext = ShownPageContext<MyTicket>;
export type TicketsEvent = PagedListEvent<'retry'>;
export type TicketsTag = PagedListTag;

/** Shown when the tickets could not be read and the error has no French message. */
export const TICKETS_FALLBACK_ERROR = 'Impossible de charger vos tickets. Veuillez réessayer.';

/**
 * 'Mes tickets': loads one page of the player's tickets at a time. Effect, provided by the screen:
 * `loadPage` (page, page size → the page). The page number comes from the screen's URL (`page.show`).
 */
export const ticketsMachine = pagedListMachine({
  types: {} as { context: TicketsContext; input: TicketsInput; page: TicketPage },
  id: 'tickets',
  loader: 'loadPage',
  loaded: 'loaded',
  retry: 'retry',
  readPage: wholePage,
  ...shownPages<MyTicket>(TICKETS_FALLBACK_ERROR),
});
