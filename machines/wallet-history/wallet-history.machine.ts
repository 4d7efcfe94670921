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

export type WalletHistoryEvent = { type: 'page.go'; page: number } | { type: 'history.refresh' } | { type: 'history.retry' };

const pageCount = (context: WalletHistoryContext) => Math.max(1, Math.ceil(context.total / context.pageSize));

/**
 * /wallet's history, newest first, paged. Effect, provided by the screen: `loadHistory` (a page → its
 * transactions, the total and the pending payments). The screen sends history.refresh when the
 * balances change (a recharge confirmed, a ticket bought) so the list follows without a reload.
 */
export const walletHistoryMachine = setup({
  types: {
    input: {} as { pageSize?: number },
    context: {} as WalletHistoryContext,
    events: {} as WalletHistoryEvent,
  },
  actors: {
    loadHistory: fromPromise<WalletHistoryPage, { page: number; pageSize: number }>(async () => {
      throw new Error('loadHistory must be provided');
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'page.go' && Number.isInteger(event.page) && event.page >= 0 && event.page < pageCount(context) && event.page !== context.page,
  },
  actions: {
    showPage: assign((_, page: WalletHistoryPage) => ({ ...page, failure: null })),
  },
}).createMachine({
  id: 'walletHistory',
  context: ({ input }) => ({ page: 0, pageSize: input.pageSize ?? HISTORY_PAGE_SIZE, transactions: [], total: 0, pending: [], failure: null }),
  initial: 'loading',
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
        'page.go': { guard: 'isOtherPage', target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
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
        'page.go': { guard: 'isOtherPage', target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'history.retry': 'loading' },
    },
  },
});
