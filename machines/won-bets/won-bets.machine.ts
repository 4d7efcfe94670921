import { assign, fromPromise, setup } from 'xstate';
import type { WonBet } from '../../src/game/results';

/** One page of the player's won bets, newest draw first (0-based page number), with the total across pages. */
export interface WonBetsPage {
  items: WonBet[];
  page: number;
  pageSize: number;
  total: number;
}

export interface WonBetsInput {
  /** the page asked for (the screen's URL), 0-based; the first when left out */
  page?: number;
  pageSize: number;
}

export interface WonBetsContext {
  page: number;
  pageSize: number;
  /** the last page received: kept on screen while the next one loads */
  shown: WonBetsPage | null;
  error: string | null;
}

export type WonBetsEvent =
  | { type: 'page.show'; page: number }
  | { type: 'retry' }
  /** read the page again: a bet was just won */
  | { type: 'refresh' };

export type WonBetsTag = 'loading' | 'failed';

/** Shown when the won bets could not be read and the error has no French message. */
export const WON_BETS_FALLBACK_ERROR = 'Impossible de charger vos paris gagnants. Veuillez réessayer.';

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : WON_BETS_FALLBACK_ERROR);
const pageOf = (page: number) => Math.max(0, Math.floor(page));

/**
 * 'Paris gagnants' on /gains: the player's won bets, a page at a time. Effect, provided by the screen:
 * `loadPage` (page, page size → the page). The page number comes from the screen's URL (`page.show`).
 */
export const wonBetsMachine = setup({
  types: {
    context: {} as WonBetsContext,
    events: {} as WonBetsEvent,
    input: {} as WonBetsInput,
    tags: {} as WonBetsTag,
  },
  actors: {
    loadPage: fromPromise<WonBetsPage, { page: number; pageSize: number }>(async () => {
      throw new Error('loadPage must be provided');
    }),
  },
  guards: {
    isAnotherPage: ({ context }, params: { page: number }) => pageOf(params.page) !== context.page,
  },
}).createMachine({
  id: 'wonBets',
  context: ({ input }) => ({ page: pageOf(input.page ?? 0), pageSize: input.pageSize, shown: null, error: null }),
  initial: 'loading',
  on: {
    'page.show': {
      guard: { type: 'isAnotherPage', params: ({ event }) => ({ page: event.page }) },
      target: '.loading',
      actions: assign({ page: ({ event }) => pageOf(event.page) }),
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
    loaded: {
      on: { refresh: 'loading' },
    },
    failed: {
      tags: ['failed'],
      on: { retry: 'loading', refresh: 'loading' },
    },
  },
});
