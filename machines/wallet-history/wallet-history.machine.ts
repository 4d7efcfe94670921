import type { WalletHistoryEntry } from '../../src/game/wallet-history';
import { type Failure, failureOf } from '../mobile-money/mobile-money.types';
import { type PagedListContext, type PagedListEvent, pagedListMachine } from '../paged-list/paged-list.machine';

export type { WalletHistoryEntry } from '../../src/game/wallet-history';

export const HISTORY_FALLBACK_ERROR = 'Impossible de charger vos transactions.';
export const HISTORY_PAGE_SIZE = 20;

/** One page of the history, newest first: movements of the ledger and recharges that moved nothing, in one list. */
export interface WalletHistoryPage {
  entries: WalletHistoryEntry[];
  /** entries across every page */
  total: number;
}

export interface WalletHistoryContext extends PagedListContext {
  entries: WalletHistoryEntry[];
  total: number;
  failure: Failure | null;
}

export type WalletHistoryEvent = PagedListEvent<'history.retry', 'history.refresh'>;

const isPage = (page: number | undefined): page is number => typeof page === 'number' && Number.isInteger(page) && page >= 0;

/**
 * /wallet's history, newest first, paged. Effect, provided by the screen: `loadHistory` (a page → its
 * entries and the total). The page comes from the screen's URL (the input,
 * then `page.show`); the screen replaces a page past the last. It sends history.refresh when the
 * balances change (a recharge confirmed, a ticket bought) so the list follows without a reload.
 */
export const walletHistoryMachine = pagedListMachine({
  types: {} as { context: WalletHistoryContext; input: { page?: number; pageSize?: number }; page: WalletHistoryPage },
  id: 'walletHistory',
  loader: 'loadHistory',
  loaded: 'ready',
  retry: 'history.retry',
  refresh: { event: 'history.refresh', quiet: true },
  readPage: (page) => (isPage(page) ? page : null),
  context: (input) => ({ pageSize: input.pageSize ?? HISTORY_PAGE_SIZE, entries: [], total: 0, failure: null }),
  shown: (page) => ({ ...page, failure: null }),
  failed: (error) => ({ failure: failureOf(error, HISTORY_FALLBACK_ERROR) }),
});
