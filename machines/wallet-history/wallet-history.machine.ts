import { assign, fromPromise, setup } from 'xstate';
import type { LedgerKind } from '../../src/game/wallet';
import { type Failure, type MobileMoneyPayment, failureOf } from '../mobile-money/mobile-money.types';

export const HISTORY_FALLBACK_ERROR = 'Impossible de charger vos transactions.';
export const HISTORY_PAGE_SIZE = 20;

/** One movement of the player's money, with the balances right after it (dates as ISO text). */
export interface WalletTransaction {
  id: string;
  kind: LedgerKind;
  /** 'payment:<id>', 'ticket:<id>' … */
  reference: string | null;
  createdAt: string;
  playAmount: number;
  winningsAmount: number;
  balanceAfter: number;
  winningsAfter: number;
}

/** One page of the history, newest first, and the payments still waiting for their provider. */
export interface WalletHistoryPage {
  transactions: WalletTransaction[];
  /** transactions across every page */
  total: number;
  pending: MobileMoneyPayment[];
}

export interface WalletHistoryContext {
  page: number;
  pageSize: number;
  transactions: WalletTransaction[];
  total: number;
  pending: MobileMoneyPayment[];
  failure: Failure | null;
}

export type WalletHistoryEvent = { type: 'page.show'; page: number } | { type: 'history.refresh' } | { type: 'history.retry' };

const isPage = (page: number | undefined): page is number => typeof page === 'number' && Number.isInteger(page) && page >= 0;

/**
 * /wallet's history, newest first, paged. Effect, provided by the screen: `loadHistory` (a page → its
 * transactions, the total and the pending payments). The page comes from the screen's URL (the input,
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
  context: ({ input }) => ({ page: isPage(input.page) ? input.page : 0, pageSize: input.pageSize ?? HISTORY_PAGE_SIZE, transactions: [], total: 0, pending: [], failure: null }),
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
