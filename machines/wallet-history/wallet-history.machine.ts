import { assign, fromPromise, setup } from 'xstate';
import type { WalletHistoryEntry } from '../../src/game/wallet-history';
import { type Failure, failureOf } from '../mobile-money/mobile-money.types';

export type { WalletHistoryEntry } from '../../src/game/wallet-history';

export const HISTORY_FALLBACK_ERROR = 'Impossible de charger vos transactions.';
export const HISTORY_PAGE_SIZE = 20;

/** One page of the history, newest first: movements of the ledger and recharges that moved nothing, in one list. */
export interface WalletHistoryPage {
  entries: WalletHistoryEntry[];
  /** entries across every page */
  total: number;
}

export interface WalletHistoryContext {
  page: number;
  pageSize: number;
  entries: WalletHistoryEntry[];
  total: number;
  failure: Failure | null;
}

export type WalletHistoryEvent = { type: 'page.show'; page: number } | { type: 'history.refresh' } | { type: 'history.retry' };

const isPage = (page: number | undefined): page is number => typeof page === 'number' && Number.isInteger(page) && page >= 0;

/**
 * /wallet's history, newest first, paged. Effect, provided by the screen: `loadHistory` (a page → its
 * entries and the total). The page comes from the screen's URL (the input,
 * then `page.show`); the screen replaces a page past the last. It sends history.refresh when the
 * balances change (a recharge confirmed, a ticket bought) so the list follows without a reload.
 */
export const walletHistoryMachine = setup({
  types: {
    input: {} as { page?: number; pageSize?: number },
    context: {} as WalletHistoryContext,
    events: {} as WalletHistoryEvent,
  },
  actors: {
    loadHistory: fromPromise<WalletHistoryPage, { page: number; pageSize: number }>(async () => {
      throw new Error('loadHistory must be provided');
    }),
  },
  guards: {
    isAnotherPage: ({ context }, params: { page: number }) => isPage(params.page) && params.page !== context.page,
  },
  actions: {
    showPage: assign((_, page: WalletHistoryPage) => ({ ...page, failure: null })),
  },
}).createMachine({
  id: 'walletHistory',
  context: ({ input }) => ({ page: isPage(input.page) ? input.page : 0, pageSize: input.pageSize ?? HISTORY_PAGE_SIZE, entries: [], total: 0, failure: null }),
  initial: 'loading',
  on: {
    'page.show': {
      guard: { type: 'isAnotherPage', params: ({ event }) => ({ page: event.page }) },
      target: '.loading',
      actions: assign({ page: ({ event }) => event.page }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ page: context.page, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error, HISTORY_FALLBACK_ERROR) }) },
      },
    },
    ready: {
      on: {
        'history.refresh': 'refreshing',
      },
    },
    refreshing: {
      description: 'Reads the page shown again, keeping it on screen; a failure keeps what was shown.',
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ page: context.page, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: { target: 'ready' },
      },
      on: {
        'history.refresh': { target: 'refreshing', reenter: true },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'history.retry': 'loading' },
    },
  },
});
