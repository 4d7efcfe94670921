import { assign, fromPromise, setup } from 'xstate';
import type { MyTicket } from '../../src/game/tickets';

/** One page of the player's tickets, newest first (0-based page number), with the total across pages. */
export interface TicketPage {
  items: MyTicket[];
  page: number;
  pageSize: number;
  total: number;
}

export interface TicketsInput {
  /** the page asked for (the screen's URL), 0-based */
  page: number;
  pageSize: number;
}

export interface TicketsContext {
  page: number;
  pageSize: number;
  /** the last page received: kept on screen while the next one loads */
  shown: TicketPage | null;
  error: string | null;
}

export type TicketsEvent =
  /** show that page (the screen's URL changed) */
  | { type: 'page.show'; page: number }
  | { type: 'retry' };

export type TicketsTag = 'loading' | 'failed';

/** Shown when the tickets could not be read and the error has no French message. */
export const TICKETS_FALLBACK_ERROR = 'Impossible de charger vos tickets. Veuillez réessayer.';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : TICKETS_FALLBACK_ERROR;

/**
 * 'Mes tickets': loads one page of the player's tickets at a time. Effect, provided by the screen:
 * `loadPage` (page, page size → the page). The page number comes from the screen's URL (`page.show`).
 */
export const ticketsMachine = setup({
  types: {
    context: {} as TicketsContext,
    events: {} as TicketsEvent,
    input: {} as TicketsInput,
    tags: {} as TicketsTag,
  },
  actors: {
    loadPage: fromPromise<TicketPage, { page: number; pageSize: number }>(async () => {
      throw new Error('loadPage must be provided');
    }),
  },
  actions: {
    choosePage: assign((_, params: { page: number }) => ({ page: Math.max(0, Math.floor(params.page)) })),
  },
  guards: {
    isAnotherPage: ({ context }, params: { page: number }) => Math.max(0, Math.floor(params.page)) !== context.page,
  },
}).createMachine({
  id: 'tickets',
  context: ({ input }) => ({ page: Math.max(0, Math.floor(input.page)), pageSize: input.pageSize, shown: null, error: null }),
  initial: 'loading',
  on: {
    'page.show': {
      guard: { type: 'isAnotherPage', params: ({ event }) => ({ page: event.page }) },
      target: '.loading',
      actions: { type: 'choosePage', params: ({ event }) => ({ page: event.page }) },
    },
  },
  states: {
    loading: {
      description: 'Reading one page; the page shown before stays on screen meanwhile.',
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page, pageSize: context.pageSize }),
        onDone: { target: 'loaded', actions: assign({ shown: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: {},
    failed: {
      tags: ['failed'],
      on: { retry: 'loading' },
    },
  },
});
